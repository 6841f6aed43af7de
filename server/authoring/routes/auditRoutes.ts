import { z } from 'zod';
import type { RouteGroup } from '../authoringApi';
import { parseInput } from '../authoringErrors';

const page = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().min(1).optional(),
});

/** The audit log, for admins: newest first, paged by `before` (a sequence). */
export const auditRoutes: RouteGroup = (authoring) => {
  authoring.route({
    method: 'GET',
    url: '/audit',
    access: 'admin',
    handler: async (request) => {
      const { limit, before } = parseInput(page, request.query, 'query');
      const entries = await authoring.accounts.auditLog({
        limit,
        ...(before === undefined ? {} : { before }),
      });
      return { entries };
    },
  });
};
