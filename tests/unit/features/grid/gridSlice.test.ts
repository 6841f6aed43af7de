import { describe, expect, it } from 'vitest';
import {
  collectionReceived,
  gridSlice,
  loadFailed,
  nextPageRequested,
  pageLoaded,
  pageRequested,
  previousPageRequested,
  selectGridEntry,
  selectGridItems,
  type GridSliceState,
} from '../../../../app/features/grid';

const reduce = gridSlice.reducer;
const GRID = 'news-grid';
const SOURCE_KEY = '["sfdc_cms__news",null,2]';

function reduceAll(...actions: Parameters<typeof reduce>[1][]): GridSliceState {
  return actions.reduce<GridSliceState>((state, action) => reduce(state, action), {});
}

function entry(state: GridSliceState) {
  return selectGridEntry({ grid: state }, GRID);
}

const news = (n: number) => ({ contentKey: `MCNEWS${String(n)}`, title: `News ${String(n)}` });

describe('grid/collectionReceived', () => {
  it('gives every item an id, a unique DOM-safe key and a generated aria label', () => {
    const state = reduceAll(
      collectionReceived({
        gridId: GRID,
        result: {
          items: [
            { id: 'a 1', contentKey: 'MCA', title: 'Record id first' },
            { contentKey: 'MCB', managedContentId: '20YB', title: 'Content key next' },
            { managedContentId: '20YC', contentBody: { title: 'Image title' } },
            { name: 'Generated id' },
            {},
          ],
          error: null,
        },
      }),
    );
    expect(entry(state).status).toBe('ready');
    expect(entry(state).items.map(({ id, key, ariaLabel }) => ({ id, key, ariaLabel }))).toEqual([
      { id: 'a 1', key: 'news-grid-item-a-1', ariaLabel: 'Item 1 of 5: Record id first' },
      { id: 'MCB', key: 'news-grid-item-MCB', ariaLabel: 'Item 2 of 5: Content key next' },
      { id: '20YC', key: 'news-grid-item-20YC', ariaLabel: 'Item 3 of 5: Image title' },
      { id: 'c-3', key: 'news-grid-item-c-3', ariaLabel: 'Item 4 of 5: Generated id' },
      { id: 'c-4', key: 'news-grid-item-c-4', ariaLabel: 'Item 5 of 5' },
    ]);
  });

  it('keeps the first of records sharing an id and keys ids that clash once made DOM-safe', () => {
    const state = reduceAll(
      collectionReceived({
        gridId: GRID,
        result: { items: [{ id: 'a b' }, { id: 'a-b' }, { id: 'a b', title: 'dup' }], error: null },
      }),
    );
    expect(selectGridItems({ grid: state }, GRID).map(({ id, key }) => [id, key])).toEqual([
      ['a b', 'news-grid-item-a-b'],
      ['a-b', 'news-grid-item-a-b-2'],
    ]);
  });

  it('stores the collection error and marks the grid failed', () => {
    const state = reduceAll(
      collectionReceived({ gridId: GRID, result: { items: [], error: { message: 'Down' } } }),
    );
    expect(entry(state)).toMatchObject({ status: 'failed', error: { message: 'Down' }, items: [] });
  });
});

describe('grid page events', () => {
  it.each([
    ['append', 'append'],
    ['replace', 'replace'],
  ] as const)('nextPageRequested in %s mode sets the pagination action %s', (mode, action) => {
    expect(entry(reduceAll(nextPageRequested({ gridId: GRID, mode }))).paginationAction).toBe(
      action,
    );
  });

  it.each([
    ['append', 'append'],
    ['replace', 'replace'],
  ] as const)('previousPageRequested in %s mode sets the pagination action %s', (mode, action) => {
    expect(entry(reduceAll(previousPageRequested({ gridId: GRID, mode }))).paginationAction).toBe(
      action,
    );
  });
});

describe('grid/pageRequested', () => {
  it('marks the page under way and clears an earlier error', () => {
    const state = reduceAll(
      pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
      loadFailed({ gridId: GRID, page: 0, error: { message: 'Down' } }),
      pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
    );
    expect(entry(state)).toMatchObject({ status: 'loading', requestedPage: 0, error: null });
  });

  it('starts a fresh list for a new source: items and pagination action are reset', () => {
    const state = reduceAll(
      pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 0,
        records: [news(1)],
        hasNextPage: true,
        hasPreviousPage: false,
      }),
      nextPageRequested({ gridId: GRID, mode: 'append' }),
      pageRequested({ gridId: GRID, page: 0, sourceKey: 'other' }),
    );
    expect(entry(state)).toMatchObject({ items: [], paginationAction: null, sourceKey: 'other' });
  });
});

describe('grid/pageLoaded', () => {
  const firstPage = [
    pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
    pageLoaded({
      gridId: GRID,
      page: 0,
      records: [news(1), news(2)],
      hasNextPage: true,
      hasPreviousPage: false,
    }),
  ];

  it('replaces the items on the first load (no pagination action yet)', () => {
    const state = reduceAll(...firstPage);
    expect(entry(state)).toMatchObject({
      status: 'ready',
      page: 0,
      hasNextPage: true,
      hasPreviousPage: false,
      paginationAction: null,
      firstNewItemId: null,
      requestedPage: null,
    });
    expect(entry(state).items.map((item) => item.id)).toEqual(['MCNEWS1', 'MCNEWS2']);
  });

  it('appends by unique id without duplicates and points at the first truly new item', () => {
    const state = reduceAll(
      ...firstPage,
      nextPageRequested({ gridId: GRID, mode: 'append' }),
      pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 1,
        records: [news(2), news(3), news(3), news(4)],
        hasNextPage: false,
        hasPreviousPage: true,
      }),
    );
    expect(entry(state).items.map((item) => item.id)).toEqual([
      'MCNEWS1',
      'MCNEWS2',
      'MCNEWS3',
      'MCNEWS4',
    ]);
    expect(entry(state).firstNewItemId).toBe('MCNEWS3');
    expect(entry(state).items.map((item) => item.ariaLabel)).toEqual([
      'Item 1 of 4: News 1',
      'Item 2 of 4: News 2',
      'Item 3 of 4: News 3',
      'Item 4 of 4: News 4',
    ]);
    expect(entry(state)).toMatchObject({ page: 1, hasNextPage: false, hasPreviousPage: true });
  });

  it('sets no first new item when an appended page holds nothing new', () => {
    const state = reduceAll(
      ...firstPage,
      nextPageRequested({ gridId: GRID, mode: 'append' }),
      pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 1,
        records: [news(1)],
        hasNextPage: false,
        hasPreviousPage: true,
      }),
    );
    expect(entry(state).firstNewItemId).toBeNull();
    expect(entry(state).items).toHaveLength(2);
  });

  it('gives records without ids page-scoped ids, so appended pages never clash', () => {
    const state = reduceAll(
      pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 0,
        records: [{ title: 'A' }],
        hasNextPage: true,
        hasPreviousPage: false,
      }),
      nextPageRequested({ gridId: GRID, mode: 'append' }),
      pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 1,
        records: [{ title: 'B' }],
        hasNextPage: false,
        hasPreviousPage: true,
      }),
    );
    expect(entry(state).items.map((item) => item.id)).toEqual(['p0-0', 'p1-0']);
    expect(entry(state).firstNewItemId).toBe('p1-0');
  });

  it('replaces the items in replace mode', () => {
    const state = reduceAll(
      ...firstPage,
      nextPageRequested({ gridId: GRID, mode: 'replace' }),
      pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 1,
        records: [news(3), news(4)],
        hasNextPage: false,
        hasPreviousPage: true,
      }),
    );
    expect(entry(state).items.map((item) => [item.id, item.ariaLabel])).toEqual([
      ['MCNEWS3', 'Item 1 of 2: News 3'],
      ['MCNEWS4', 'Item 2 of 2: News 4'],
    ]);
    expect(entry(state)).toMatchObject({
      page: 1,
      firstNewItemId: null,
      paginationAction: 'replace',
    });
  });

  it('ignores a page that is not the one under way (a stale response)', () => {
    const before = reduceAll(
      ...firstPage,
      pageRequested({ gridId: GRID, page: 2, sourceKey: SOURCE_KEY }),
    );
    const after = reduce(
      before,
      pageLoaded({
        gridId: GRID,
        page: 1,
        records: [news(9)],
        hasNextPage: true,
        hasPreviousPage: true,
      }),
    );
    expect(after).toBe(before);
  });
});

describe('grid/loadFailed', () => {
  it('keeps the listed items, stores the error and remembers the failed page', () => {
    const state = reduceAll(
      pageRequested({ gridId: GRID, page: 0, sourceKey: SOURCE_KEY }),
      pageLoaded({
        gridId: GRID,
        page: 0,
        records: [news(1)],
        hasNextPage: true,
        hasPreviousPage: false,
      }),
      pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }),
      loadFailed({ gridId: GRID, page: 1, error: { message: 'Server error', status: 500 } }),
    );
    expect(entry(state)).toMatchObject({
      status: 'failed',
      error: { message: 'Server error', status: 500 },
      requestedPage: 1,
      page: 0,
    });
    expect(entry(state).items).toHaveLength(1);
  });

  it('ignores a failure of a page that is not under way', () => {
    const before = reduceAll(pageRequested({ gridId: GRID, page: 1, sourceKey: SOURCE_KEY }));
    expect(reduce(before, loadFailed({ gridId: GRID, page: 0, error: { message: 'x' } }))).toBe(
      before,
    );
  });
});

describe('selectGridEntry', () => {
  it('gives the same idle entry for a grid never loaded', () => {
    const a = selectGridEntry({ grid: {} }, 'unknown');
    expect(a).toMatchObject({ status: 'idle', items: [], paginationAction: null });
    expect(selectGridEntry({ grid: {} }, 'other')).toBe(a);
  });
});
