import { z } from 'zod/mini';
import type { EditorConfig } from '../../shared/editorConfig';
import { viewSchema, type View } from '../../shared/viewSchema';

/** A problem the content check found, as the API names it. */
const contentProblem = z.object({ file: z.string(), field: z.string(), message: z.string() });
export type ContentProblem = z.infer<typeof contentProblem>;

/** An answer of the authoring API that is not a success: its status, code, message, problems. */
export class AuthoringApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: readonly ContentProblem[] = [],
  ) {
    super(message);
    this.name = 'AuthoringApiError';
  }
}

const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  problems: z.optional(z.array(contentProblem)),
});

const published = z.nullable(z.object({ revision: z.number(), by: z.string(), at: z.string() }));
const draftState = z.nullable(
  z.object({
    revision: z.number(),
    baseRevision: z.number(),
    savedBy: z.string(),
    savedAt: z.string(),
    stale: z.boolean(),
    removes: z.boolean(),
  }),
);

const pageSummary = z.object({
  id: z.string(),
  route: z.string(),
  title: z.string(),
  path: z.string(),
  published,
  draft: draftState,
  /** The drafts its publish takes with it: its SEO records' and the redirects'. */
  companions: z.array(z.object({ path: z.string(), revision: z.number() })),
});
export type PageSummary = z.infer<typeof pageSummary>;

const pageRead = z.extend(pageSummary, { view: viewSchema });

const savedDraft = z.object({
  draft: z.object({ path: z.string(), revision: z.number(), baseRevision: z.number() }),
});

const presence = z.object({
  present: z.array(z.object({ user: z.string(), subject: z.string(), at: z.string() })),
});

const fieldChange = z.object({
  path: z.string(),
  change: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
});
const version = z.object({
  id: z.string(),
  number: z.number(),
  author: z.string(),
  at: z.string(),
  message: z.string(),
  changes: z.array(
    z.object({ path: z.string(), change: z.string(), fields: z.optional(z.array(fieldChange)) }),
  ),
});
export type Version = z.infer<typeof version>;

const draftRead = z.object({
  revision: z.number(),
  baseRevision: z.number(),
  savedBy: z.string(),
  body: z.nullable(viewSchema),
});
const fileRead = z.object({ revision: z.number(), by: z.string(), body: viewSchema });

/** A page as saved on the server now: its draft, else its published file. */
export interface SavedPage {
  view: View;
  revision: number;
  baseRevision: number;
  by: string;
}

/** An image document as the list answers it: its key, title and alt text. */
const listedImage = z.object({
  contentKey: z.string(),
  title: z.string(),
  altText: z.optional(z.string()),
});

/** A managed-content document as the list answers it, for a picker of references. */
const listedDocument = z.object({
  contentKey: z.string(),
  managedContentId: z.string(),
  title: z.string(),
  type: z.string(),
});

/** The most documents a search lists (the API's largest page). */
const LIST_PAGE = 200;

const previewLink = z.object({ url: z.string(), expiresAt: z.string() });

const publishAnswer = z.object({
  result: z.enum(['published', 'unchanged']),
  version: z.optional(z.object({ id: z.string() })),
});

/** The authoring API (`/editor/api`, docs/authoring-api.md) as the editor calls it. */
export function authoringClient(config: EditorConfig) {
  const base = `${config.basePath}/editor/api`;

  async function call<T>(
    method: string,
    path: string,
    schema: z.ZodMiniType<T>,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'x-csrf-token': config.csrfToken }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json: unknown = response.status === 204 ? null : await response.json();
    if (!response.ok) {
      const failure = errorBody.safeParse(json);
      if (!failure.success) {
        throw new AuthoringApiError(
          response.status,
          'unexpected',
          `${method} ${path} answered ${String(response.status)}`,
        );
      }
      const { error, message, problems } = failure.data;
      throw new AuthoringApiError(response.status, error, message, problems);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new AuthoringApiError(
        502,
        'unexpected',
        `${method} ${path}: an answer of another shape`,
      );
    }
    return parsed.data;
  }

  return {
    listPages: () =>
      call('GET', '/views', z.object({ views: z.array(pageSummary) })).then(({ views }) => views),
    readPage: (id: string) => call('GET', `/views/${encodeURIComponent(id)}`, pageRead),
    createPage: (page: { id: string; title: string; route: string; from?: string }) =>
      call('POST', '/views', pageRead, page),
    movePage: (id: string, change: { title: string; route: string }) =>
      call('PATCH', `/views/${encodeURIComponent(id)}`, pageRead, change),
    deletePage: (id: string) =>
      call('DELETE', `/views/${encodeURIComponent(id)}`, z.object({ drafts: z.array(z.string()) })),
    listDrafts: () =>
      call(
        'GET',
        '/drafts',
        z.object({ drafts: z.array(z.object({ path: z.string(), revision: z.number() })) }),
      ).then(({ drafts }) => drafts),
    saveDraft: (path: string, view: View, revision: number, baseRevision: number) =>
      call('PUT', `/drafts/${path}`, savedDraft, { body: view, revision, baseRevision }).then(
        ({ draft }) => draft,
      ),
    publish: (message: string, drafts: { path: string; revision: number }[]) =>
      call('POST', '/publish', publishAnswer, { message, drafts }),
    /** The image documents whose title or key has `words` (all with `''`), by key. */
    listImages: (words: string) =>
      call(
        'GET',
        `/documents?type=sfdc_cms__image&limit=${String(LIST_PAGE)}&q=${encodeURIComponent(words)}`,
        z.object({ documents: z.array(listedImage) }),
      ).then(({ documents }) => documents),
    /**
     * The documents whose title or key (or managed content id) has `words`, of `type` (a
     * `contentType.fullyQualifiedName`) or of every type, by key.
     */
    listDocuments: (words: string, type?: string) =>
      call(
        'GET',
        `/documents?limit=${String(LIST_PAGE)}&q=${encodeURIComponent(words)}${type === undefined ? '' : `&type=${encodeURIComponent(type)}`}`,
        z.object({ documents: z.array(listedDocument) }),
      ).then(({ documents }) => documents),
    heartbeat: (subject: string) => call('PUT', '/presence', presence, { subject }),
    /** The page's draft as saved now, else (none, or it removes the page) its published file. */
    async savedPage(path: string): Promise<SavedPage> {
      const draft = await call('GET', `/drafts/${path}`, draftRead).catch((error: unknown) => {
        if (error instanceof AuthoringApiError && error.status === 404) return null;
        throw error;
      });
      if (draft?.body) {
        return {
          view: draft.body,
          revision: draft.revision,
          baseRevision: draft.baseRevision,
          by: draft.savedBy,
        };
      }
      const file = await call('GET', `/files/${path}`, fileRead);
      return {
        view: file.body,
        revision: draft?.revision ?? 0,
        baseRevision: file.revision,
        by: file.by,
      };
    },
    versions: (limit: number) =>
      call(
        'GET',
        `/versions?limit=${String(limit)}`,
        z.object({ versions: z.array(version) }),
      ).then(({ versions }) => versions),
    restore: (id: string, message: string) =>
      call('POST', `/versions/${encodeURIComponent(id)}/restore`, publishAnswer, { message }),
    previewLink: (path: string) =>
      call('POST', '/preview-links', previewLink, { path, expiresInHours: 24 }),
    /** A read of the site's API for the canvas: the answer as it came, drafts included. */
    async readForCanvas(path: string) {
      const response = await fetch(path, { credentials: 'same-origin' });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: await response.text(),
      };
    },
  };
}

export type AuthoringClient = ReturnType<typeof authoringClient>;
