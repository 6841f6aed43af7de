import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { restoreVersion, versionDifference, type PublishOutcome } from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, notFound, parseInput } from '../authoringErrors';
import { draftRef, versionId } from './contentInputs';

const message = z.string().trim().min(1, 'say what the publish changes').max(500);
const publishDrafts = z.object({
  message,
  drafts: z.array(draftRef).min(1, 'name at least one draft').max(1000),
});
const schedule = publishDrafts.extend({
  at: z.iso.datetime({ offset: true, message: 'a time like 2027-01-31T09:00:00Z' }),
});
const restore = z.object({ message: message.optional() }).optional();
const historyPage = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: versionId.optional(),
});
const idParams = z.object({ id: versionId });
const scheduleParams = z.object({ id: z.string().max(40) });
const differenceQuery = z.object({ from: versionId.optional() });

/** A publish's outcome as an answer: 200 published or unchanged, else 409 or 422 with nothing changed. */
function sendOutcome(reply: FastifyReply, outcome: PublishOutcome): FastifyReply {
  switch (outcome.result) {
    case 'published':
    case 'unchanged':
      return reply.send(outcome);
    case 'conflict':
      throw new AuthoringError(
        409,
        'conflict',
        `Nothing was published: ${outcome.conflicts
          .map(
            (c) =>
              `${c.path} was changed by ${c.by} at ${c.at} (revision ${String(c.revision)}, not ${String(c.baseRevision)})`,
          )
          .join('; ')}.`,
        { conflicts: outcome.conflicts },
      );
    case 'refused':
      throw new AuthoringError(
        422,
        'problems',
        `Nothing was published: the content would have ${String(outcome.problems.length)} problem${outcome.problems.length === 1 ? '' : 's'}.`,
        { problems: outcome.problems },
      );
  }
}

/** Publishing, the history, the difference between versions, restoring and the schedule. */
export const publishRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'POST',
    url: '/publish',
    access: 'publisher',
    handler: async (request, reply, user) => {
      const publish = parseInput(publishDrafts, request.body, 'body');
      const outcome = await store.publishDrafts({ author: user.name, ...publish });
      if (outcome.result === 'published') {
        await authoring.audit(request, {
          action: 'published',
          subject: outcome.version.id,
          detail: { drafts: publish.drafts.length },
        });
      }
      return sendOutcome(reply, outcome);
    },
  });

  authoring.route({
    method: 'GET',
    url: '/versions',
    access: 'author',
    handler: async (request) => {
      const page = parseInput(historyPage, request.query, 'query');
      return { versions: await store.history(page) };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/versions/:id',
    access: 'author',
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const version = await store.version(id);
      if (!version) throw notFound(`version ${id}`);
      return version;
    },
  });

  authoring.route({
    method: 'GET',
    url: '/versions/:id/difference',
    access: 'author',
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { from } = parseInput(differenceQuery, request.query, 'query');
      const version = await store.version(id);
      if (!version) throw notFound(`version ${id}`);
      const base = from ?? version.parent;
      if (base === null) return { from: null, to: id, changes: version.changes };
      if (!(await store.version(base))) throw notFound(`version ${base}`);
      return { from: base, to: id, changes: await versionDifference(store, base, id) };
    },
  });

  authoring.route({
    method: 'POST',
    url: '/versions/:id/restore',
    access: 'publisher',
    handler: async (request, reply, user) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const body = parseInput(restore, request.body, 'body');
      if (!(await store.version(id))) throw notFound(`version ${id}`);
      const outcome = await restoreVersion(store, id, user.name, body?.message);
      if (outcome.result === 'published') {
        await authoring.audit(request, {
          action: 'restored',
          subject: outcome.version.id,
          detail: { from: id },
        });
      }
      return sendOutcome(reply, outcome);
    },
  });

  authoring.route({
    method: 'GET',
    url: '/schedules',
    access: 'author',
    handler: async () => ({ schedules: await store.scheduled() }),
  });

  authoring.route({
    method: 'POST',
    url: '/schedules',
    access: 'publisher',
    handler: async (request, reply, user) => {
      const { at, ...publish } = parseInput(schedule, request.body, 'body');
      const scheduled = await store.schedule({ author: user.name, at, ...publish });
      await authoring.audit(request, {
        action: 'scheduled',
        subject: scheduled.id,
        detail: { at: scheduled.at, drafts: publish.drafts.length },
      });
      return reply.code(201).send(scheduled);
    },
  });

  authoring.route({
    method: 'DELETE',
    url: '/schedules/:id',
    access: 'publisher',
    handler: async (request, reply) => {
      const { id } = parseInput(scheduleParams, request.params, 'params');
      if (await store.cancelSchedule(id)) {
        await authoring.audit(request, { action: 'schedule-cancelled', subject: id });
        return reply.code(204).send();
      }
      const entry = (await store.scheduled()).find((scheduled) => scheduled.id === id);
      if (!entry) throw notFound(`scheduled publish ${id}`);
      throw new AuthoringError(
        409,
        'not-waiting',
        `The scheduled publish ${id} has ${entry.state === 'published' ? 'been published' : 'failed'} already; nothing was cancelled.`,
        { schedule: entry },
      );
    },
  });
};
