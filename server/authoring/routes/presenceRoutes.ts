import { z } from 'zod';
import type { RouteGroup } from '../authoringApi';
import { parseInput } from '../authoringErrors';

/** A heartbeat older than this no longer counts: the editor sends one every 15 s. */
const PRESENCE_MS = 45_000;

const subject = z.object({ subject: z.string().trim().min(1).max(300) });

/** Who has a page or a document open, seen by every instance (heartbeats in the store). */
export const presenceRoutes: RouteGroup = (authoring) => {
  authoring.route({
    method: 'PUT',
    url: '/presence',
    access: 'signed-in',
    handler: async (request, _reply, user) => {
      const heartbeat = parseInput(subject, request.body, 'body');
      await authoring.accounts.heartbeat({
        user: user.name,
        subject: heartbeat.subject,
        at: new Date().toISOString(),
      });
      const present = await authoring.accounts.present(
        heartbeat.subject,
        new Date(Date.now() - PRESENCE_MS),
      );
      return { present };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/presence',
    access: 'signed-in',
    handler: async (request) => {
      const asked = parseInput(subject, request.query, 'query');
      const present = await authoring.accounts.present(
        asked.subject,
        new Date(Date.now() - PRESENCE_MS),
      );
      return { present };
    },
  });
};
