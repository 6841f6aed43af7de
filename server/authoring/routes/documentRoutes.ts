import {
  DocumentProblems,
  bodySchemas,
  checkDocumentJson,
  documentUses,
  freshIdsAmong,
  newDocument,
  parseContent,
  slugify,
} from '../../../content-model';
import { z } from 'zod';
import { servedLanguages } from '../../../shared/languages';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, notFound, parseInput, type FieldProblem } from '../authoringErrors';
import { revision } from './contentInputs';
import { contentState, saveDrafts, type ContentState } from './contentState';
import {
  readDocumentFiles,
  livingViews,
  readViewFiles,
  siteLanguages,
  type DocumentFile,
} from './contentReading';

const contentKey = z
  .string()
  .regex(/^MC[A-Z2-7]{26}$/, 'a content key is MC plus 26 characters from A-Z and 2-7');
const language = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'a language is written like en_US');
const STATUSES = ['published', 'draft', 'stale'] as const;
type Status = (typeof STATUSES)[number];

const keyParams = z.object({ key: contentKey });
const languageQuery = z.object({ language: language.optional() });
const listQuery = z.object({
  q: z.string().max(200).optional(),
  type: z.string().max(100).optional(),
  language: language.optional(),
  status: z.enum(STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  after: contentKey.optional(),
});
const newDocumentInput = z.object({
  type: z.enum(['sfdc_cms__news', 'sfdc_cms__cmsManualCollection'], {
    message:
      'a new document is sfdc_cms__news or sfdc_cms__cmsManualCollection (an image is added with its picture)',
  }),
  title: z
    .string()
    .max(2000)
    .refine((text) => text.trim() !== '', 'a title is required'),
  language: language.optional(),
  body: z.record(z.string(), z.unknown()),
});
const documentUpdate = z.object({
  document: z.record(z.string(), z.unknown()),
  /** The draft revision the update was made on; 0 when there is no draft yet. */
  revision,
  /** The published file's revision the draft is made on; 0 for a document not yet published. */
  baseRevision: revision,
});

/** A document's file as the list and the reads answer it. */
interface Entry {
  readonly file: DocumentFile;
  readonly contentKey: string;
  readonly managedContentId: string;
  readonly language: string;
  readonly title: string;
  readonly type: string;
}

const stringField = (json: Record<string, unknown>, name: string) => {
  const value = json[name];
  return typeof value === 'string' ? value : '';
};

function entryOf(file: DocumentFile): Entry {
  const contentType = file.json.contentType;
  const type =
    typeof contentType === 'object' && contentType !== null && 'fullyQualifiedName' in contentType
      ? String(contentType.fullyQualifiedName)
      : '';
  return {
    file,
    contentKey: stringField(file.json, 'contentKey'),
    managedContentId: stringField(file.json, 'managedContentId'),
    language: stringField(file.json, 'language'),
    title: stringField(file.json, 'title'),
    type,
  };
}

function statusOf(state: ContentState, path: string): Status {
  const draft = state.drafts.get(path);
  if (!draft) return 'published';
  return draft.stale ? 'stale' : 'draft';
}

/** An image's alt text, listed so a picker can show it without reading each image. */
function altTextOf(entry: Entry): { altText?: string } {
  if (entry.type !== 'sfdc_cms__image') return {};
  const body = entry.file.json.contentBody;
  const altText =
    typeof body === 'object' && body !== null && 'altText' in body ? body.altText : undefined;
  return { altText: typeof altText === 'string' ? altText : '' };
}

const listed = (state: ContentState, entry: Entry) => ({
  contentKey: entry.contentKey,
  managedContentId: entry.managedContentId,
  title: entry.title,
  type: entry.type,
  language: entry.language,
  urlName: stringField(entry.file.json, 'urlName'),
  path: entry.file.path,
  status: statusOf(state, entry.file.path),
  ...altTextOf(entry),
  ...state.revisions(entry.file.path),
});

/** Every document file an author sees, with the site's default language. */
async function documentEntries(state: ContentState) {
  const [files, site] = await Promise.all([readDocumentFiles(state), siteLanguages(state)]);
  return { entries: files.map(entryOf), site };
}

/** The document `key` in `language` (a variant), else in the default language. */
function findEntry(
  entries: readonly Entry[],
  key: string,
  wanted: string | undefined,
  defaultLanguage: string,
): Entry {
  const source = entries.find((entry) => entry.contentKey === key && !entry.file.sourceFile);
  if (!source) throw notFound(`document ${key}`);
  if (wanted === undefined || wanted === source.language) return source;
  const variant = entries.find(
    (entry) => entry.contentKey === key && entry.file.sourceFile && entry.language === wanted,
  );
  if (!variant) {
    throw notFound(
      `${wanted} variant of ${key}${wanted === defaultLanguage ? '' : ` (its language is ${source.language})`}`,
    );
  }
  return variant;
}

/** The fields a document's JSON gets wrong, as the content's checks name them. */
function documentProblems(path: string, json: unknown): FieldProblem[] {
  const problems = new DocumentProblems();
  checkDocumentJson(path, json, problems);
  return problems.items.map((problem) => ({
    path: `body.document.${problem.field}`,
    message: problem.message,
  }));
}

const invalid = (fields: readonly FieldProblem[]) =>
  new AuthoringError(
    400,
    'invalid',
    `The request is not valid: ${fields.map((field) => `${field.path}: ${field.message}`).join('; ')}`,
    { fields },
  );

/** Where the document in `entry` is used: views by id and node, documents by key. */
async function usesOf(state: ContentState, entries: readonly Entry[], entry: Entry) {
  const views = livingViews(await readViewFiles(state));
  const documents = entries.flatMap((each) =>
    each.file.document && !each.file.removed ? [each.file.document] : [],
  );
  const uses = documentUses(
    {
      contentKey: entry.contentKey,
      managedContentId: stringField(entry.file.json, 'managedContentId'),
    },
    views.flatMap((view) => (view.view ? [view.view] : [])),
    documents,
  );
  return {
    views: uses.views,
    documents: uses.documents.filter(
      (use, index, all) => all.findIndex((other) => other.contentKey === use.contentKey) === index,
    ),
  };
}

/** The managed-content documents: listed and searched, read, made, updated, removed, their uses and translations. */
export const documentRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'GET',
    url: '/documents',
    access: 'author',
    handler: async (request) => {
      const query = parseInput(listQuery, request.query, 'query');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const inLanguage = query.language ?? site.defaultLanguage;
      const words = query.q?.trim().toLowerCase() ?? '';
      const matching = entries
        .filter((entry) =>
          inLanguage === site.defaultLanguage
            ? !entry.file.sourceFile
            : entry.language === inLanguage,
        )
        .filter((entry) => query.type === undefined || entry.type === query.type)
        .filter(
          (entry) =>
            words === '' ||
            entry.title.toLowerCase().includes(words) ||
            entry.contentKey.toLowerCase().includes(words) ||
            // A view may name a document by its managed content id, 15 or 18 characters long.
            (words.length >= 15 &&
              words.startsWith(entry.managedContentId.slice(0, 15).toLowerCase())),
        )
        .filter(
          (entry) =>
            query.status === undefined || statusOf(state, entry.file.path) === query.status,
        )
        .sort((a, b) => (a.contentKey < b.contentKey ? -1 : 1));
      const { after } = query;
      const start =
        after === undefined ? 0 : matching.findIndex((entry) => entry.contentKey > after);
      const page = start === -1 ? [] : matching.slice(start, start + query.limit);
      const more = start !== -1 && start + query.limit < matching.length;
      return {
        documents: page.map((entry) => listed(state, entry)),
        next: more ? (page.at(-1)?.contentKey ?? null) : null,
      };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/documents/:key',
    access: 'author',
    handler: async (request) => {
      const { key } = parseInput(keyParams, request.params, 'params');
      const { language: wanted } = parseInput(languageQuery, request.query, 'query');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const entry = findEntry(entries, key, wanted, site.defaultLanguage);
      return { ...listed(state, entry), document: entry.file.json };
    },
  });

  authoring.route({
    method: 'POST',
    url: '/documents',
    access: 'author',
    handler: async (request, reply, user) => {
      const input = parseInput(newDocumentInput, request.body, 'body');
      const body = parseContent(bodySchemas[input.type], input.body);
      if (!body.success) {
        throw invalid(
          body.error.issues.map((issue) => ({
            path: ['body', 'body', ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
        );
      }
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const documentLanguage = input.language ?? site.defaultLanguage;
      if (!site.languages.includes(documentLanguage)) {
        throw invalid([
          {
            path: 'body.language',
            message: `${documentLanguage} is not one of the site's languages (${site.languages.join(', ')})`,
          },
        ]);
      }
      const urlName = slugify(input.title);
      if (!urlName) {
        throw invalid([
          { path: 'body.title', message: 'the title needs at least one letter or digit' },
        ]);
      }
      const path = `documents/${urlName}.json`;
      const taken = entries.find((entry) => entry.file.path === path);
      if (taken || state.tree.has(path) || state.drafts.has(path)) {
        throw new AuthoringError(
          409,
          'exists',
          `${path} exists already (${taken ? `the document ${taken.contentKey}, "${taken.title}"` : 'a draft removes it'}); choose another title.`,
        );
      }
      const used = new Set(
        entries.flatMap((entry) =>
          [entry.contentKey, stringField(entry.file.json, 'managedContentId')].map((id) =>
            id.slice(0, 15),
          ),
        ),
      );
      const document = newDocument({
        ids: freshIdsAmong(used),
        title: input.title,
        language: documentLanguage,
        type: input.type,
        body: input.body,
        now: new Date(),
      });
      await saveDrafts(store, state, [{ path, value: document }], user.name);
      await authoring.audit(request, { action: 'document-created', subject: path });
      const after = await contentState(store);
      const entry = entryOf({
        path,
        json: document,
        document: undefined,
        sourceFile: undefined,
        removed: false,
      });
      return reply.code(201).send({ ...listed(after, entry), document });
    },
  });

  authoring.route({
    method: 'PUT',
    url: '/documents/:key',
    access: 'author',
    handler: async (request, _reply, user) => {
      const { key } = parseInput(keyParams, request.params, 'params');
      const { language: wanted } = parseInput(languageQuery, request.query, 'query');
      const update = parseInput(documentUpdate, request.body, 'body');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const entry = findEntry(entries, key, wanted, site.defaultLanguage);
      const fields = documentProblems(entry.file.path, update.document);
      const kept = (name: string, value: string, why: string) => {
        if (update.document[name] !== value) {
          fields.push({ path: `body.document.${name}`, message: `must stay ${value}: ${why}` });
        }
      };
      kept('contentKey', entry.contentKey, 'it is the document the request names');
      kept('language', entry.language, 'it is the language of the file updated');
      kept('urlName', stringField(entry.file.json, 'urlName'), 'it is the file name');
      if (fields.length > 0) throw invalid(fields);
      const outcome = await store.saveDraft({
        path: entry.file.path,
        body: new TextEncoder().encode(`${JSON.stringify(update.document, null, 2)}\n`),
        revision: update.revision,
        baseRevision: update.baseRevision,
        author: user.name,
      });
      if (outcome.result === 'conflict') {
        const current = outcome.current;
        throw new AuthoringError(
          409,
          'conflict',
          current
            ? `The draft of ${entry.file.path} was saved by ${current.savedBy} at ${current.savedAt} (revision ${String(current.revision)}) since revision ${String(update.revision)}; nothing was saved.`
            : `The draft of ${entry.file.path} is gone (published or discarded) since revision ${String(update.revision)}; nothing was saved.`,
          { current: current ? (({ body: _body, ...draft }) => draft)(current) : null },
        );
      }
      await authoring.audit(request, {
        action: 'document-saved',
        subject: entry.file.path,
        detail: { revision: outcome.draft.revision },
      });
      const after = await contentState(store);
      return { ...listed(after, entry), document: update.document };
    },
  });

  authoring.route({
    method: 'DELETE',
    url: '/documents/:key',
    access: 'author',
    handler: async (request, _reply, user) => {
      const { key } = parseInput(keyParams, request.params, 'params');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const entry = findEntry(entries, key, undefined, site.defaultLanguage);
      const uses = await usesOf(state, entries, entry);
      if (uses.views.length > 0 || uses.documents.length > 0) {
        const named = [
          ...uses.views.map((use) => `the view ${use.view} (node ${use.node}, ${use.field})`),
          ...uses.documents.map((use) => `the document ${use.contentKey}`),
        ];
        throw new AuthoringError(
          409,
          'in-use',
          `The document ${key} is used by ${named.join(', ')}; nothing was removed.`,
          { usedBy: uses },
        );
      }
      const files = [
        entry.file.path,
        ...entries
          .filter((each) => each.file.sourceFile === entry.file.path)
          .map((each) => each.file.path),
        // An image's original goes with it.
        ...[...state.tree.keys()].filter((file) => file.startsWith(`media/${key}.`)),
      ];
      await saveDrafts(
        store,
        state,
        files.map((path) => ({ path, value: null })),
        user.name,
      );
      await authoring.audit(request, { action: 'document-removed', subject: entry.file.path });
      return { drafts: files };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/documents/:key/used-by',
    access: 'author',
    handler: async (request) => {
      const { key } = parseInput(keyParams, request.params, 'params');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const entry = findEntry(entries, key, undefined, site.defaultLanguage);
      return { contentKey: key, usedBy: await usesOf(state, entries, entry) };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/documents/:key/languages',
    access: 'author',
    handler: async (request) => {
      const { key } = parseInput(keyParams, request.params, 'params');
      const state = await contentState(store);
      const { entries, site } = await documentEntries(state);
      const source = findEntry(entries, key, undefined, site.defaultLanguage);
      const sourceDate = stringField(source.file.json, 'publishedDate');
      const languages = servedLanguages(site)
        .filter((each) => each !== source.language)
        .map((each) => {
          const variant = entries.find(
            (entry) => entry.contentKey === key && entry.file.sourceFile && entry.language === each,
          );
          if (!variant) return { language: each, status: 'missing' as const };
          // As content:check warns: the source was published again after the translation.
          const variantDate = stringField(variant.file.json, 'publishedDate');
          const outOfDate = Date.parse(sourceDate) > Date.parse(variantDate);
          return {
            language: each,
            status: outOfDate ? ('out-of-date' as const) : ('translated' as const),
            path: variant.file.path,
            publishedDate: variantDate,
          };
        });
      return {
        contentKey: key,
        language: source.language,
        publishedDate: sourceDate,
        languages,
      };
    },
  });
};
