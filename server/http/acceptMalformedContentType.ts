import type { FastifyRequest } from 'fastify';

/** `type/subtype` with optional parameters, as RFC 9110 writes a media type. */
const TOKEN = "[\\w!#$%&'*+.^`|~-]+";
const MEDIA_TYPE = new RegExp(`^\\s*${TOKEN}/${TOKEN}\\s*(;.*)?$`, 's');

const UNKNOWN_BYTES = 'application/octet-stream';

/**
 * The platform reads a server method's body whatever its declared type, so a `Content-Type` that
 * is not a media type at all (`;;`, `json`) counts as unknown bytes rather than a 415: the body is
 * then judged on what it holds, like any other.
 */
export function acceptMalformedContentType(request: FastifyRequest): void {
  const declared = request.raw.headers['content-type'];
  if (declared !== undefined && !MEDIA_TYPE.test(declared)) {
    request.raw.headers['content-type'] = UNKNOWN_BYTES;
  }
}
