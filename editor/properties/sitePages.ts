import { createContext, useContext, useEffect, useState } from 'react';
import type { PageSummary } from '../api/authoringClient';

/** A page the site serves, as a page link's suggestions offer it. */
export interface SitePage {
  /** Its path on the site, as a link to it is written (`/about`). */
  path: string;
  title: string;
}

/**
 * The pages the link fields suggest for a page of this site; none where there are none to read
 * (a test of a field alone), and then a page link is typed only.
 */
export const SitePagesContext = createContext<readonly SitePage[]>([]);

/** The site's pages, for a link field. */
export function useSitePages(): readonly SitePage[] {
  return useContext(SitePagesContext);
}

/**
 * The pages the site serves, by path: each published page, and each drafted one (a new page is
 * served once published), but not a page whose removal is drafted. A page's path is its route,
 * as the site's links write it (a site-relative path, the base path added by the browser's
 * address as for every other link).
 * @internal Exported for its tests.
 */
export function servedPages(pages: readonly PageSummary[]): SitePage[] {
  const served = pages.filter((page) => page.draft?.removes !== true);
  const byPath = new Map(
    served.map((page) => [page.route, { path: page.route, title: page.title }]),
  );
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The site's pages, read once from `listPages`; none while they are read or when they cannot be. */
export function useServedPages(
  listPages: () => Promise<readonly PageSummary[]>,
): readonly SitePage[] {
  const [pages, setPages] = useState<readonly SitePage[]>([]);
  useEffect(() => {
    let live = true;
    listPages().then(
      (listed) => {
        if (live) setPages(servedPages(listed));
      },
      () => {
        // Without the list, a page link is typed as before: nothing to say at the field.
      },
    );
    return () => {
      live = false;
    };
  }, [listPages]);
  return pages;
}
