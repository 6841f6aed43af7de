import {
  pageSeoRecord,
  pageView,
  REDIRECTS_FILE,
  redirectsAfterMove,
  redirectsWithPageAt,
  redirectsWithoutPageAt,
  routeLinks,
} from '../../../content-model';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ARTICLE_VIEW_ID } from '../../../shared/pageRoutes';
import type { ViewNode } from '../../../shared/viewSchema';
import type { RouteGroup } from '../authoringApi';
import { AuthoringError, notFound, parseInput } from '../authoringErrors';
import { contentState, saveDrafts, type ContentState, type JsonWrite } from './contentState';
import {
  readDocumentFiles,
  readRedirectList,
  livingViews,
  readViewFiles,
  redirectsWrite,
  siteLanguages,
  viewTranslationPaths,
  type ViewFile,
} from './contentReading';
import { reservedRoute } from './reservedRoutes';

const viewId = z
  .string()
  .max(100)
  .regex(/^[a-z][a-z0-9-]*$/, 'a view id is lowercase letters, digits and -');
const route = z
  .string()
  .max(100)
  .regex(/^\/[a-z][a-z0-9-]*$/, 'a route is one lowercase segment, like "/about"');
// Kept as given, spaces too: text is never changed on its way into the content.
const title = z
  .string()
  .max(2000)
  .refine((text) => text.trim() !== '', 'a page title is required');

const idParams = z.object({ id: viewId });
const newView = z.object({ id: viewId, title, route, from: viewId.optional() });
const viewChange = z
  .object({ title: title.optional(), route: route.optional() })
  .refine((change) => change.title !== undefined || change.route !== undefined, {
    message: 'give a title, a route or both',
  });

/** The view's nodes with new ids throughout (a copy's blocks are blocks of their own). */
function withNewIds(nodes: readonly ViewNode[]): ViewNode[] {
  return nodes.map((node) => ({
    ...node,
    id: randomUUID(),
    ...(node.regions
      ? {
          regions: Object.fromEntries(
            Object.entries(node.regions).map(([name, children]) => [name, withNewIds(children)]),
          ),
        }
      : {}),
  }));
}

/** A view as listed: what it is, its revisions, and the drafts its publish takes with it. */
const listed = (state: ContentState, file: ViewFile) => ({
  id: file.json.id,
  route: file.json.route,
  title: file.json.title,
  path: file.path,
  ...state.revisions(file.path),
  companions: companionDrafts(state, file),
});

/** Whether `path` is the SEO record the url alias `alias` reads, or one of its translations. */
function isSeoRecordOf(alias: string, path: string): boolean {
  const stem = `seo/${alias}.`;
  return path.startsWith(stem) && /^([a-z]{2}_[A-Z]{2}\.)?json$/.test(path.slice(stem.length));
}

/**
 * The drafts that go out with a page: its SEO records' (found by its url alias, as the site
 * reads them) and the redirects' (a move of a page drafts one).
 */
function companionDrafts(
  state: ContentState,
  file: ViewFile,
): { path: string; revision: number }[] {
  const alias = file.json.urlAlias;
  return [...state.drafts.values()]
    .filter(
      (draft) =>
        draft.path === REDIRECTS_FILE ||
        (typeof alias === 'string' && isSeoRecordOf(alias, draft.path)),
    )
    .map((draft) => ({ path: draft.path, revision: draft.revision }));
}

/** Why `wanted` cannot be the route of the view `id`: reserved, or another view's. */
async function refuseRoute(
  state: ContentState,
  views: readonly ViewFile[],
  wanted: string,
  id: string,
): Promise<void> {
  const reserved = reservedRoute(wanted, await siteLanguages(state));
  if (reserved) {
    throw new AuthoringError(
      400,
      'reserved-route',
      `No page may have the route ${wanted}: ${reserved}.`,
      {
        fields: [{ path: 'body.route', message: reserved }],
      },
    );
  }
  const owner = views.find((view) => view.json.route === wanted && view.json.id !== id);
  if (owner) {
    throw new AuthoringError(
      409,
      'route-taken',
      `The route ${wanted} is the view ${owner.json.id}'s (${owner.path}).`,
      { view: owner.json.id },
    );
  }
}

/** The route the published file of a view has; undefined when it is not published. */
async function publishedRouteOf(state: ContentState, file: string): Promise<string | undefined> {
  const published = await state.publishedJson(file);
  const parsed = z.object({ route: z.string() }).safeParse(published);
  return parsed.success ? parsed.data.route : undefined;
}

/** The path of the SEO record a page reads by its url alias. */
const seoPath = (alias: string) => `seo/${alias}.json`;

/**
 * A new page's SEO record, unless one by its id exists: its title, and a copy's description
 * (a blank page's is empty until an author writes one).
 */
async function newPageSeo(
  state: ContentState,
  id: string,
  title: string,
  from: string | undefined,
): Promise<JsonWrite | undefined> {
  const path = seoPath(id);
  if (state.tree.has(path) || state.drafts.has(path)) return undefined;
  const source = from === undefined ? undefined : await state.json(seoPath(from));
  const parsed = z.object({ fields: z.object({ Description: z.string() }) }).safeParse(source);
  const description = parsed.success ? parsed.data.fields.Description : '';
  return { path, value: pageSeoRecord(id, title, description) };
}

/** The SEO record of a removed page, its translations too, unless another page reads them. */
function ownSeoPaths(state: ContentState, views: readonly ViewFile[], file: ViewFile): string[] {
  const alias = file.json.urlAlias;
  if (typeof alias !== 'string') return [];
  if (views.some((view) => view !== file && view.json.urlAlias === alias)) return [];
  return state.paths('seo').filter((path) => isSeoRecordOf(alias, path));
}

function findView(views: readonly ViewFile[], id: string): ViewFile {
  const file = views.find((view) => view.json.id === id);
  if (!file) throw notFound(`view ${id}`);
  return file;
}

/** The pages: listed, read with their revisions, made (blank or copied), renamed or moved, removed. */
export const viewRoutes: RouteGroup = (authoring) => {
  const { store } = authoring;

  authoring.route({
    method: 'GET',
    url: '/views',
    access: 'author',
    handler: async () => {
      const state = await contentState(store);
      const views = await readViewFiles(state);
      return { views: views.map((file) => listed(state, file)) };
    },
  });

  authoring.route({
    method: 'GET',
    url: '/views/:id',
    access: 'author',
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const state = await contentState(store);
      const file = findView(await readViewFiles(state), id);
      return { ...listed(state, file), view: file.json };
    },
  });

  authoring.route({
    method: 'POST',
    url: '/views',
    access: 'author',
    handler: async (request, reply, user) => {
      const input = parseInput(newView, request.body, 'body');
      const state = await contentState(store);
      const views = await readViewFiles(state);
      const path = `views/${input.id}.json`;
      const existing = views.find((view) => view.json.id === input.id);
      if (existing || state.tree.has(path) || state.drafts.has(path)) {
        throw new AuthoringError(
          409,
          'exists',
          `There is a view ${input.id} already (${existing?.path ?? path}); choose another id.`,
        );
      }
      await refuseRoute(state, livingViews(views), input.route, input.id);
      let view: Record<string, unknown>;
      if (input.from === undefined) view = pageView(input.id, input.route, input.title);
      else {
        const source = findView(livingViews(views), input.from);
        if (!source.view) {
          throw new AuthoringError(
            422,
            'invalid-source',
            `The view ${input.from} does not pass the checks as it is; it cannot be copied.`,
          );
        }
        view = {
          ...source.json,
          id: input.id,
          route: input.route,
          title: input.title,
          urlAlias: input.id,
          nodes: withNewIds(source.view.nodes),
        };
      }
      const redirects = await readRedirectList(state);
      const writes: JsonWrite[] = [{ path, value: view }];
      const seo = await newPageSeo(state, input.id, input.title, input.from);
      if (seo) writes.push(seo);
      const redirected = redirectsWrite(
        state,
        redirects,
        redirectsWithPageAt(redirects, input.route),
      );
      if (redirected) writes.push(redirected);
      await saveDrafts(store, state, writes, user.name);
      await authoring.audit(request, {
        action: 'view-created',
        subject: path,
        ...(input.from ? { detail: { from: input.from } } : {}),
      });
      const after = await contentState(store);
      return reply.code(201).send({
        ...listed(after, { path, json: view as ViewFile['json'], view: undefined, removed: false }),
        view,
      });
    },
  });

  authoring.route({
    method: 'PATCH',
    url: '/views/:id',
    access: 'author',
    handler: async (request, _reply, user) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const change = parseInput(viewChange, request.body, 'body');
      const state = await contentState(store);
      const views = await readViewFiles(state);
      const file = findView(livingViews(views), id);
      const from = file.json.route;
      const to = change.route ?? from;
      if (to !== from) await refuseRoute(state, livingViews(views), to, id);
      const view = { ...file.json, ...change };
      const writes: JsonWrite[] = [{ path: file.path, value: view }];
      // Only a route visitors have seen (the published one) is worth a redirect.
      const publishedRoute = await publishedRouteOf(state, file.path);
      if (publishedRoute && to !== publishedRoute && id !== ARTICLE_VIEW_ID) {
        const redirects = await readRedirectList(state);
        const redirected = redirectsWrite(
          state,
          redirects,
          redirectsAfterMove(redirects, publishedRoute, to),
        );
        if (redirected) writes.push(redirected);
      }
      await saveDrafts(store, state, writes, user.name);
      await authoring.audit(request, {
        action: 'view-changed',
        subject: file.path,
        detail: { ...change, ...(to !== from ? { from } : {}) },
      });
      const after = await contentState(store);
      return { ...listed(after, { ...file, json: view }), view };
    },
  });

  authoring.route({
    method: 'DELETE',
    url: '/views/:id',
    access: 'author',
    handler: async (request, _reply, user) => {
      const { id } = parseInput(idParams, request.params, 'params');
      if (id === ARTICLE_VIEW_ID) {
        throw new AuthoringError(
          409,
          'in-use',
          'The article template renders every article page; it cannot be removed.',
        );
      }
      const state = await contentState(store);
      const views = livingViews(await readViewFiles(state));
      const file = findView(views, id);
      const documents = await readDocumentFiles(state);
      const links = routeLinks(
        file.json.route,
        id,
        views.flatMap((view) => (view.view ? [view.view] : [])),
        documents.flatMap((doc) => (doc.document && !doc.removed ? [doc.document] : [])),
      );
      if (links.views.length > 0 || links.documents.length > 0) {
        const named = [
          ...links.views.map((use) => `the view ${use.view} (node ${use.node}, ${use.field})`),
          ...links.documents.map((use) => `the document ${use.contentKey} (${use.language})`),
        ];
        throw new AuthoringError(
          409,
          'in-use',
          `The page ${file.json.route} is linked from ${named.join(', ')}; change those links first. Nothing was removed.`,
          { usedBy: links },
        );
      }
      const redirects = await readRedirectList(state);
      const writes: JsonWrite[] = [
        { path: file.path, value: null },
        ...viewTranslationPaths(state, file.path).map((path) => ({ path, value: null })),
        ...ownSeoPaths(state, views, file).map((path) => ({ path, value: null })),
      ];
      const redirected = redirectsWrite(
        state,
        redirects,
        redirectsWithoutPageAt(redirects, file.json.route),
      );
      if (redirected) writes.push(redirected);
      await saveDrafts(store, state, writes, user.name);
      await authoring.audit(request, { action: 'view-removed', subject: file.path });
      return { drafts: writes.map((write) => write.path) };
    },
  });
};
