import { z } from 'zod';
import type { RouteGroup } from '../authoringApi';
import { parseInput } from '../authoringErrors';
import { previewToken } from '../previewLinks';

const link = z.object({
  /** The page the link opens, under the base path. */
  path: z
    .string()
    .regex(/^\/[^/\\]/, 'a path of the site, like /about')
    .max(2000),
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(24),
});

/** Preview links: for a reviewer with no account, the drafted site until the link expires. */
export function previewRoutes(secret: Buffer, basePath: string): RouteGroup {
  return (authoring) => {
    authoring.route({
      method: 'POST',
      url: '/preview-links',
      access: 'author',
      handler: async (request, reply) => {
        const asked = parseInput(link, request.body, 'body');
        const expiresAt = new Date(Date.now() + asked.expiresInHours * 3_600_000);
        const token = previewToken(secret, expiresAt);
        const url = `${basePath}/editor/preview/${token}?to=${encodeURIComponent(`${basePath}${asked.path}`)}`;
        await authoring.audit(request, {
          action: 'preview-link-made',
          subject: asked.path,
          detail: { expiresAt: expiresAt.toISOString() },
        });
        return reply.code(201).send({ url, expiresAt: expiresAt.toISOString() });
      },
    });
  };
}
