import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Draft content is for the previewing visitor's eyes only, and never kept. */
const DRAFT_CACHE_CONTROL = 'private, no-store';

/** `W/"abc"` → `W/"draft-abc"`: a draft response never validates a published one, nor the reverse. */
function draftEtag(etag: string): string {
  return etag.replace(/^(W\/)?"/, '$1"draft-');
}

/**
 * Every response made from the drafted content (`isDraft`) is `Cache-Control: private, no-store`, and its
 * ETag is told apart from the published one's.
 */
export function markDraftResponses(
  app: FastifyInstance,
  isDraft: (request: FastifyRequest) => boolean,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isDraft(request)) {
      reply.header('Cache-Control', DRAFT_CACHE_CONTROL);
      const etag = reply.getHeader('ETag');
      if (typeof etag === 'string') reply.header('ETag', draftEtag(etag));
    }
    done(null, payload);
  });
}
