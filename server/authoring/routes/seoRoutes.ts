import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { draftedContent, seoSchema, type ContentStore } from '../../../content-model';
import type { RouteGroup } from '../authoringApi';
import { notFound, parseInput, draftConflict } from '../authoringErrors';
import { jsonBytes, jsonValue, revision } from './contentInputs';

/** `seo/<name>.json`: an SEO record (`seo/<name>.<locale>.json` are its translations). */
const RECORD_FILE = /^seo\/([\w-]+)\.json$/;

const recordName = z
  .string()
  .regex(/^[\w-]+$/, 'an SEO record is named by its file: letters, digits, - and _ (about)');

const seoSave = z.object({
  record: seoSchema,
  /** The draft revision the save was made on; 0 when there is no draft yet. */
  revision,
  /** The published record's revision the draft is made on; 0 for a new record. */
  baseRevision: revision,
});

const recordFileOf = (request: FastifyRequest) =>
  `seo/${parseInput(recordName, (request.params as { '*'?: string })['*'], 'path')}.json`;

/** A record's file as the API shows it: its id and fields, as JSON (or null: removed). */
function recordOf(bytes: Uint8Array | null): unknown {
  return bytes === null ? null : jsonValue(bytes);
}

async function publishedRecord(store: ContentStore, file: string) {
  const head = await store.head();
  const entry = head && (await store.tree(head.id)).get(file);
  return entry
    ? { revision: entry.revision, record: jsonValue(await store.read(entry.hash)) }
    : undefined;
}

/** The SEO records (`seo/*.json`): listed as drafted, read with their revisions, saved as drafts. */
export const seoRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'GET',
    url: '/seo',
    access: 'author',
    handler: async () => {
      const { files, drafts } = await draftedContent(store);
      const drafted = new Set(drafts.map((draft) => draft.path));
      const records = [...files]
        .filter(([file]) => RECORD_FILE.test(file))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, bytes]) => {
          const record = seoSchema.safeParse(jsonValue(bytes));
          return {
            path: file,
            name: RECORD_FILE.exec(file)?.[1] ?? file,
            drafted: drafted.has(file),
            ...(record.success
              ? { recordId: record.data.recordId, fields: record.data.fields }
              : { recordId: null, fields: null, invalid: true }),
          };
        });
      return { records };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/seo/*',
    access: 'author',
    handler: async (request) => {
      const file = recordFileOf(request);
      const [published, draft] = await Promise.all([
        publishedRecord(store, file),
        store.draft(file),
      ]);
      if (!published && !draft) throw notFound(`SEO record ${file}`);
      return {
        path: file,
        revision: published?.revision ?? 0,
        record: published?.record ?? null,
        draft: draft
          ? {
              revision: draft.revision,
              baseRevision: draft.baseRevision,
              savedBy: draft.savedBy,
              savedAt: draft.savedAt,
              stale: draft.stale,
              record: recordOf(draft.body),
            }
          : null,
      };
    },
  });

  authoring.route({
    method: 'PUT',
    url: '/seo/*',
    access: 'author',
    handler: async (request, _reply, user) => {
      const file = recordFileOf(request);
      const save = parseInput(seoSave, request.body, 'body');
      const outcome = await store.saveDraft({
        path: file,
        // As sent, not as parsed: the schema's defaults are not written into the file.
        body: jsonBytes((request.body as { record: unknown }).record),
        revision: save.revision,
        baseRevision: save.baseRevision,
        author: user.name,
      });
      if (outcome.result === 'conflict') {
        throw draftConflict(file, outcome.current);
      }
      await authoring.audit(request, {
        action: 'draft-saved',
        subject: file,
        detail: { revision: outcome.draft.revision },
      });
      const { body: _body, ...draft } = outcome.draft;
      return { draft };
    },
  });
};
