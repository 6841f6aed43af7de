import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION } from '../../../shared/siteConfig';
import { ApexError, JSON_CONTENT_TYPE, truncate } from '../../http/platformErrors';
import type { Query } from '../cmsDelivery/queryParams';
import { findApexMethod } from './apexMethods';
import { checkParams, paramsFromBody, paramsFromQuery } from './methodParams';

export interface ApexOptions {
  basePath: string;
  /**
   * Whether the request sees the drafts (signed in to the editor, or by a preview link): the
   * current user is then the site's preview user.
   */
  isSignedIn: (request: FastifyRequest) => boolean;
}

type ApexRequest = FastifyRequest<{
  Params: { apexClass: string; apexMethod: string };
  Querystring: Query;
}>;

/** Server methods over the LWR transport: GET with `methodParams` in the query, POST with a JSON body. */
export const apexRoutes: FastifyPluginCallback<ApexOptions> = (app, options, done) => {
  const { basePath, isSignedIn } = options;

  // Bodies arrive as text whatever their declared type, so that non-JSON gets the Apex error body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  const handle = async (request: ApexRequest, reply: FastifyReply) => {
    const { apexClass, apexMethod } = request.params;
    const name = `${apexClass}.${apexMethod}`;
    const method = findApexMethod(apexClass, apexMethod);
    if (!method) {
      throw new ApexError(404, `No Apex method ${truncate(name)} is available to this site.`);
    }
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    const raw = isGet ? paramsFromQuery(request.query) : paramsFromBody(request.body);
    const params = checkParams(method.params, raw, name);
    const result = method.invoke({
      store: request.content,
      basePath,
      signedIn: isSignedIn(request),
      params,
    });
    if (method.vary) reply.header('Vary', method.vary);
    return reply
      .type(JSON_CONTENT_TYPE)
      .header('Cache-Control', isGet ? method.getCacheControl : 'no-cache')
      .send(JSON.stringify(result ?? null));
  };

  const path = `/lwr/apex/${API_VERSION}/:apexClass/:apexMethod`;
  app.get(path, handle);
  app.post(path, handle);
  done();
};
