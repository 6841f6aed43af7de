import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { View } from '../shared/viewSchema';
import { ARTICLE_VIEW_ID } from '../shared/pageRoutes';
import type { ProblemList } from './problems';
import { readValidated, type LoadedFile } from './readJson';
import type { ContentRoots } from './safeRead';
import { redirectsSchema, type Redirect, type RedirectsFile } from './schemas/redirectsSchema';

export type { Redirect, RedirectsFile } from './schemas/redirectsSchema';

/** Where the content keeps its redirects, relative to the content folder. */
export const REDIRECTS_FILE = 'redirects.json';

/** `redirects.json` of a content folder, checked; undefined when there is none (no redirects). */
export async function readRedirects(
  dir: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<LoadedFile<RedirectsFile> | undefined> {
  const file = path.join(dir, REDIRECTS_FILE);
  const present = await stat(file).then(
    () => true,
    () => false,
  );
  return present ? readValidated(file, redirectsSchema, problems, roots) : undefined;
}

/**
 * Each redirect leaves a route no page has (a page there wins, so the redirect would never be
 * used) for a page's route, once, and never for another redirect (chains are collapsed when a page
 * moves, so a visitor is sent once).
 */
export function checkRedirects(
  loaded: LoadedFile<RedirectsFile>,
  views: readonly View[],
  problems: ProblemList,
): void {
  const pages = new Map(
    views.filter((view) => view.id !== ARTICLE_VIEW_ID).map((view) => [view.route, view.id]),
  );
  // A redirect from a page's route is reported on its own; the page is still where it leads.
  const froms = new Set(
    loaded.value.redirects.map((redirect) => redirect.from).filter((from) => !pages.has(from)),
  );
  const seen = new Set<string>();
  for (const [index, { from, to }] of loaded.value.redirects.entries()) {
    const at = (field: string) => ['redirects', index, field];
    const page = pages.get(from);
    if (page) problems.add(loaded.file, at('from'), `${from} is the route of the view ${page}`);
    if (seen.has(from)) problems.add(loaded.file, at('from'), `${from} is redirected twice`);
    seen.add(from);
    if (from === to) problems.add(loaded.file, at('to'), `${from} redirects to itself`);
    else if (froms.has(to)) {
      problems.add(loaded.file, at('to'), `${to} is redirected again; redirect to where it leads`);
    } else if (!pages.has(to)) problems.add(loaded.file, at('to'), `no view has the route ${to}`);
  }
}

/**
 * The redirects once a page moves from `from` to `to`: the old route leads to the new one, every
 * redirect that led to the old route leads to the new one too (no chains), and the new route is a
 * page again, so a redirect from it goes.
 */
export function redirectsAfterMove(
  redirects: readonly Redirect[],
  from: string,
  to: string,
): Redirect[] {
  const kept = redirects
    .filter((redirect) => redirect.from !== to && redirect.from !== from)
    .map((redirect) => (redirect.to === from ? { ...redirect, to } : redirect))
    .filter((redirect) => redirect.from !== redirect.to);
  return from === to ? kept : [...kept, { from, to }];
}

/** The redirects once `route` is a page's (a new page there drops the redirect from it). */
export const redirectsWithPageAt = (redirects: readonly Redirect[], route: string): Redirect[] =>
  redirects.filter((redirect) => redirect.from !== route);

/** The redirects once no page is at `route`: those leading there go with it. */
export const redirectsWithoutPageAt = (redirects: readonly Redirect[], route: string): Redirect[] =>
  redirects.filter((redirect) => redirect.to !== route);

/**
 * Where a request for `pathname` (under `pageBase`, the base and language prefix its pages match
 * under) moved to, with the rest of its path (`/old/rec1` → `/new/rec1`); undefined when its
 * first segment is no redirect's.
 */
export function redirectedPath(
  pathname: string,
  pageBase: string,
  redirects: readonly Redirect[],
): string | undefined {
  if (redirects.length === 0 || !pathname.startsWith(`${pageBase}/`)) return undefined;
  const rest = pathname.slice(pageBase.length);
  const end = rest.indexOf('/', 1);
  const first = end === -1 ? rest : rest.slice(0, end);
  const redirect = redirects.find((candidate) => candidate.from === first);
  return redirect && `${pageBase}${redirect.to}${end === -1 ? '' : rest.slice(end)}`;
}
