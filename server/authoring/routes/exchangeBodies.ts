import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthoringError } from '../authoringErrors';

/** The types an XLIFF file is sent as. */
export const XLIFF_TYPES = ['application/xliff+xml', 'text/xml'] as const;

/** Any image type, or bytes of no stated type: an upload's type is told by its bytes alone. */
const UPLOAD_TYPES = /^(image\/[\w.+-]+|application\/octet-stream)$/;

/** Where the bodies parsed here are taken: the XLIFF import and the media uploads. */
const XLIFF_ROUTE = /\/editor\/api\/xliff$/;
const MEDIA_ROUTE = /\/editor\/api\/media(\/:key)?$/;

const refused = (request: FastifyRequest) =>
  new AuthoringError(
    415,
    'unsupported-type',
    `${request.method} ${request.url} takes no ${request.headers['content-type'] ?? ''} body.`,
  );

/**
 * The bodies the authoring API exchanges besides JSON: an XLIFF file as text (`POST /xliff`) and
 * an upload as bytes (`/media`). Added to the scope the API is registered in, before it, so its
 * routes can read them; every other route refuses those types as before (415).
 */
export function addExchangeBodyParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser([...XLIFF_TYPES], { parseAs: 'string' }, (request, body, done) => {
    if (!XLIFF_ROUTE.test(request.routeOptions.url ?? '')) done(refused(request), undefined);
    else done(null, body);
  });
  scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
    if (!MEDIA_ROUTE.test(request.routeOptions.url ?? '')) done(refused(request), undefined);
    else done(null, body);
  });
}
