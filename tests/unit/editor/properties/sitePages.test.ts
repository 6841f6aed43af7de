import { describe, expect, it } from 'vitest';
import type { PageSummary } from '../../../../editor/api/authoringClient';
import { servedPages } from '../../../../editor/properties/sitePages';

const page = (route: string, title: string, draft: PageSummary['draft'] = null): PageSummary => ({
  id: route.slice(1),
  route,
  title,
  path: `views${route}.json`,
  published: draft && !draft.removes ? null : { revision: 1, by: 'ana', at: '2026-01-01' },
  draft,
  companions: [],
});

const drafted = (removes: boolean): PageSummary['draft'] => ({
  revision: 2,
  baseRevision: 1,
  savedBy: 'ben',
  savedAt: '2026-01-02',
  stale: false,
  removes,
});

describe('servedPages', () => {
  it('offers published and drafted pages by their route, not a page whose removal is drafted', () => {
    expect(
      servedPages([
        page('/blocks', 'Every block'),
        page('/new', 'New page', drafted(false)),
        page('/about', 'About us'),
        page('/gone', 'Gone', drafted(true)),
      ]),
    ).toEqual([
      { path: '/about', title: 'About us' },
      { path: '/blocks', title: 'Every block' },
      { path: '/new', title: 'New page' },
    ]);
  });
});
