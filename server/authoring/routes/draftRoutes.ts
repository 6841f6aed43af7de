import { z } from 'zod';
import { checkDrafts, type ListedDraft } from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, draftConflict, notFound, parseInput } from '../authoringErrors';
import { filePathOf, jsonBytes, jsonValue, revision } from './contentInputs';

const draftSave = z.object({
  /** The file's JSON; null: publishing the draft removes the file. */
  body: z.unknown().refine((value) => value !== undefined, 'give the body (null removes the file)'),
  /** The draft revision the save was made on; 0 when there is no draft yet. */
  revision,
  /** The published file's revision the draft is made on; 0 for a new file. */
  baseRevision: revision,
});

const discard = z.object({ revision: z.coerce.number().int().min(1) });

/** A draft as the API lists it: what it is, who saved it, whether its base is still published. */
const listed = ({ body: _body, ...draft }: ListedDraft) => draft;

/** The published files and the drafts: read with their revisions, saved, discarded, checked. */
export const draftRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'GET',
    url: '/files/*',
    access: 'author',
    handler: async (request) => {
      const file = filePathOf(request);
      const head = await store.head();
      const entry = head && (await store.tree(head.id)).get(file);
      if (!head || !entry) throw notFound(`published file ${file}`);
      return {
        path: file,
        version: head.id,
        revision: entry.revision,
        by: entry.by,
        at: entry.at,
        body: jsonValue(await store.read(entry.hash)),
      };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/drafts',
    access: 'author',
    handler: async () => ({ drafts: (await store.drafts()).map(listed) }),
  });

  authoring.route({
    method: 'GET',
    url: '/drafts/*',
    access: 'author',
    handler: async (request) => {
      const file = filePathOf(request);
      const draft = await store.draft(file);
      if (!draft) throw notFound(`draft of ${file}`);
      return { ...listed(draft), body: draft.body === null ? null : jsonValue(draft.body) };
    },
  });

  authoring.route({
    method: 'PUT',
    url: '/drafts/*',
    access: 'author',
    handler: async (request, _reply, user) => {
      const file = filePathOf(request);
      const save = parseInput(draftSave, request.body, 'body');
      const outcome = await store.saveDraft({
        path: file,
        body: save.body === null ? null : jsonBytes(save.body),
        revision: save.revision,
        baseRevision: save.baseRevision,
        author: user.name,
      });
      if (outcome.result === 'conflict') throw draftConflict(file, outcome.current);
      await authoring.audit(request, {
        action: 'draft-saved',
        subject: file,
        detail: { revision: outcome.draft.revision },
      });
      const { body: _body, ...draft } = outcome.draft;
      return { draft };
    },
  });

  authoring.route({
    method: 'DELETE',
    url: '/drafts/*',
    access: 'author',
    handler: async (request, reply) => {
      const file = filePathOf(request);
      const { revision: at } = parseInput(discard, request.query, 'query');
      if (!(await store.discardDraft({ path: file, revision: at }))) {
        const current = await store.draft(file);
        throw new AuthoringError(
          409,
          'conflict',
          current
            ? `The draft of ${file} is at revision ${String(current.revision)} (saved by ${current.savedBy}), not ${String(at)}; nothing was discarded.`
            : `There is no draft of ${file}.`,
          { current: current ? listed(current) : null },
        );
      }
      await authoring.audit(request, { action: 'draft-discarded', subject: file });
      return reply.code(204).send();
    },
  });

  authoring.route({
    method: 'POST',
    url: '/check',
    access: 'author',
    handler: async () => {
      const { problems, changes } = await checkDrafts(store);
      return { ok: problems.length === 0, problems, changes };
    },
  });
};
