import { describe, expect, it } from 'vitest';
import {
  focusMoved,
  gridSlice,
  nextPageRequested,
  pageShown,
  previousPageRequested,
  selectGridPaging,
} from '../../../../../app/blocks/grid/gridSlice';
import type { GridSliceState } from '../../../../../app/blocks/grid/gridTypes';

const reduce = gridSlice.reducer;
const GRID = 'news-grid';
const SOURCE = '["sfdc_cms__news",null,2]';
const list = { gridId: GRID, sourceKey: SOURCE };

function reduceAll(...actions: Parameters<typeof reduce>[1][]): GridSliceState {
  return actions.reduce<GridSliceState>((state, action) => reduce(state, action), {});
}

/** A list nobody has paged yet: its first page, asked for and shown. */
function unpaged(sourceKey: string | null) {
  return {
    sourceKey,
    page: 0,
    shownPage: 0,
    paginationAction: null,
    firstNewItemId: null,
    focusPending: false,
  };
}

function paging(state: GridSliceState) {
  return selectGridPaging({ grid: state }, GRID, SOURCE);
}

describe('grid slice state', () => {
  it('holds UI state only: paging and focus bookkeeping, no records, status or errors', () => {
    expect(Object.keys(selectGridPaging({ grid: {} }, GRID, SOURCE)).sort()).toEqual([
      'firstNewItemId',
      'focusPending',
      'page',
      'paginationAction',
      'shownPage',
      'sourceKey',
    ]);
    expect(reduce(undefined, { type: 'init' })).toEqual({});
  });
});

describe('grid page events', () => {
  it.each([
    ['append', 'append'],
    ['replace', 'replace'],
  ] as const)('nextPageRequested in %s mode sets the pagination action %s', (mode, action) => {
    expect(paging(reduceAll(nextPageRequested({ ...list, mode })))).toMatchObject({
      paginationAction: action,
      page: 1,
      shownPage: 0,
    });
  });

  it.each([
    ['append', 'append'],
    ['replace', 'replace'],
  ] as const)('previousPageRequested in %s mode sets the pagination action %s', (mode, action) => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'replace' }),
      pageShown({ ...list, page: 1, firstNewItemId: null }),
      previousPageRequested({ ...list, mode }),
    );
    expect(paging(state)).toMatchObject({ paginationAction: action, page: 0, shownPage: 1 });
  });

  it('asks for the page after (or before) the one on screen, never below page 0', () => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'replace' }),
      // Page 1 failed and is asked for again: still page 1, not page 2.
      nextPageRequested({ ...list, mode: 'replace' }),
    );
    expect(paging(state).page).toBe(1);
    expect(paging(reduceAll(previousPageRequested({ ...list, mode: 'replace' }))).page).toBe(0);
  });

  it('starts a fresh list for another source: page 0 and no pagination action', () => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'append' }),
      pageShown({ ...list, page: 1, firstNewItemId: 'MCB' }),
    );
    expect(selectGridPaging({ grid: state }, GRID, 'other')).toEqual(unpaged(null));
    const other = reduce(
      state,
      nextPageRequested({ gridId: GRID, sourceKey: 'other', mode: 'append' }),
    );
    expect(other[GRID]).toEqual({
      ...unpaged('other'),
      page: 1,
      paginationAction: 'append',
    });
  });
});

describe('grid/pageShown', () => {
  it('after "Show more": the page is on screen, focus is due on its first new item', () => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'append' }),
      pageShown({ ...list, page: 1, firstNewItemId: 'MCNEWS3' }),
    );
    expect(paging(state)).toMatchObject({
      page: 1,
      shownPage: 1,
      paginationAction: 'append',
      firstNewItemId: 'MCNEWS3',
      focusPending: true,
    });
  });

  it('after "Next page": focus is due on the heading, with no first new item', () => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'replace' }),
      pageShown({ ...list, page: 1, firstNewItemId: 'ignored' }),
    );
    expect(paging(state)).toMatchObject({
      shownPage: 1,
      paginationAction: 'replace',
      firstNewItemId: null,
      focusPending: true,
    });
  });

  it('keeps no first new item when an appended page held nothing new', () => {
    const state = reduceAll(
      nextPageRequested({ ...list, mode: 'append' }),
      pageShown({ ...list, page: 1, firstNewItemId: null }),
    );
    expect(paging(state)).toMatchObject({ firstNewItemId: null, focusPending: true });
  });

  it('ignores a page that is not the one asked for (a stale response)', () => {
    const before = reduceAll(
      nextPageRequested({ ...list, mode: 'replace' }),
      pageShown({ ...list, page: 1, firstNewItemId: null }),
      nextPageRequested({ ...list, mode: 'replace' }),
    );
    expect(reduce(before, pageShown({ ...list, page: 1, firstNewItemId: null }))).toBe(before);
    expect(reduce(before, pageShown({ ...list, page: 3, firstNewItemId: null }))).toBe(before);
  });
});

describe('grid/focusMoved', () => {
  it('clears the pending focus and nothing else', () => {
    const shown = reduceAll(
      nextPageRequested({ ...list, mode: 'append' }),
      pageShown({ ...list, page: 1, firstNewItemId: 'MCB' }),
    );
    const moved = reduce(shown, focusMoved({ gridId: GRID }));
    expect(paging(moved)).toEqual({ ...paging(shown), focusPending: false });
    expect(reduce({}, focusMoved({ gridId: 'unknown' }))).toEqual({});
  });
});

describe('selectGridPaging', () => {
  it('gives the same first-page paging for a grid never paged', () => {
    const a = selectGridPaging({ grid: {} }, 'unknown', SOURCE);
    expect(a).toMatchObject({ page: 0, shownPage: 0, paginationAction: null, focusPending: false });
    expect(selectGridPaging({ grid: {} }, 'other', SOURCE)).toBe(a);
  });
});
