import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { ensureGridLoaded, loadGridPage, selectGridEntry } from '../../../../app/features/grid';
import {
  API,
  BASE_PATH,
  CONTENTS_PATH,
  contentKey,
  contentsPage,
  makeGridStore,
  mockNewsPage,
  newsDocument,
} from './gridFixtures';

const source = { contentTypeFQN: 'sfdc_cms__news' };

describe('loadGridPage', () => {
  it('reads a page of news with bodies and lists it, images resolved under the site path', async () => {
    mockNewsPage([newsDocument('FIRSTA', 'Consignment'), newsDocument('FIRSTB')], {
      page: 0,
      pageSize: 2,
      last: false,
    });
    const { store, actions } = makeGridStore();

    await store.dispatch(
      loadGridPage({ gridId: 'first', source, page: 0, pageSize: 2, mode: 'append' }),
    );

    const entry = selectGridEntry(store.getState(), 'first');
    expect(entry).toMatchObject({
      status: 'ready',
      page: 0,
      hasNextPage: true,
      hasPreviousPage: false,
      paginationAction: null,
      error: null,
    });
    expect(entry.items.map((item) => [item.id, item.ariaLabel])).toEqual([
      [contentKey('FIRSTA'), 'Item 1 of 2: Consignment'],
      [contentKey('FIRSTB'), 'Item 2 of 2: News FIRSTB'],
    ]);
    expect(entry.items[0]?.record).toMatchObject({
      title: 'Consignment',
      excerpt: 'Consignment in brief',
      imageUrl: `${BASE_PATH}/sfsites/c/cms/delivery/media/${contentKey('IMGFIRSTA')}`,
      imageAlt: 'Consignment picture',
      contentType: { fullyQualifiedName: 'sfdc_cms__news' },
    });
    expect(actions).toEqual([
      'grid/loadPage/pending',
      'grid/pageRequested',
      'grid/pageLoaded',
      'grid/loadPage/fulfilled',
    ]);
  });

  it('appends the next page in append mode: a next-page event, then a merge by unique id', async () => {
    mockNewsPage([newsDocument('APPA'), newsDocument('APPB')], {
      page: 0,
      pageSize: 2,
      last: false,
    });
    mockNewsPage([newsDocument('APPB'), newsDocument('APPC')], {
      page: 1,
      pageSize: 2,
      last: true,
    });
    const { store, actions } = makeGridStore();
    const args = { gridId: 'append', source, pageSize: 2, mode: 'append' } as const;

    await store.dispatch(loadGridPage({ ...args, page: 0 }));
    actions.length = 0;
    await store.dispatch(loadGridPage({ ...args, page: 1 }));

    const entry = selectGridEntry(store.getState(), 'append');
    expect(actions).toEqual([
      'grid/loadPage/pending',
      'grid/nextPageRequested',
      'grid/pageRequested',
      'grid/pageLoaded',
      'grid/loadPage/fulfilled',
    ]);
    expect(entry.items.map((item) => item.id)).toEqual(
      ['APPA', 'APPB', 'APPC'].map((label) => contentKey(label)),
    );
    expect(entry).toMatchObject({
      paginationAction: 'append',
      firstNewItemId: contentKey('APPC'),
      page: 1,
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it('replaces the list going back a page in replace mode (a previous-page event)', async () => {
    mockNewsPage([newsDocument('REPA')], { page: 0, pageSize: 1, last: false });
    mockNewsPage([newsDocument('REPB')], { page: 1, pageSize: 1, last: false });
    const { store, actions } = makeGridStore();
    const args = { gridId: 'replace', source, pageSize: 1, mode: 'replace' } as const;

    await store.dispatch(loadGridPage({ ...args, page: 0 }));
    await store.dispatch(loadGridPage({ ...args, page: 1 }));
    expect(selectGridEntry(store.getState(), 'replace').items.map((item) => item.id)).toEqual([
      contentKey('REPB'),
    ]);
    actions.length = 0;
    // Page 0 is still fresh in the SDK's cache: no second request, the same transitions.
    await store.dispatch(loadGridPage({ ...args, page: 0 }));

    expect(actions).toContain('grid/previousPageRequested');
    expect(selectGridEntry(store.getState(), 'replace')).toMatchObject({
      paginationAction: 'replace',
      page: 0,
      hasPreviousPage: false,
      firstNewItemId: null,
    });
    expect(selectGridEntry(store.getState(), 'replace').items.map((item) => item.id)).toEqual([
      contentKey('REPA'),
    ]);
  });

  it('sends content keys comma-joined for a keyed source', async () => {
    const keys = [contentKey('KEYA'), contentKey('KEYB')];
    nock(API)
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.join(','), page: '0', pageSize: '6', includeContentBody: 'true' })
      .reply(
        200,
        contentsPage([newsDocument('KEYA'), newsDocument('KEYB')], {
          page: 0,
          pageSize: 6,
          last: true,
        }),
      );
    const { store } = makeGridStore();

    await store.dispatch(
      loadGridPage({
        gridId: 'keys',
        source: { contentKeys: keys },
        page: 0,
        pageSize: 6,
        mode: 'replace',
      }),
    );

    expect(selectGridEntry(store.getState(), 'keys')).toMatchObject({
      status: 'ready',
      hasNextPage: false,
    });
  });

  it('stores a failure as the error, keeps listed items, and rejects for data-error listeners', async () => {
    mockNewsPage([newsDocument('FAILA')], { page: 0, pageSize: 1, last: false });
    nock(API)
      .get(CONTENTS_PATH)
      .query({
        contentTypeFQN: 'sfdc_cms__news',
        page: '1',
        pageSize: '1',
        includeContentBody: 'true',
      })
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }]);
    const { store, actions } = makeGridStore();
    const args = { gridId: 'fail', source, pageSize: 1, mode: 'append' } as const;

    await store.dispatch(loadGridPage({ ...args, page: 0 }));
    const action = await store.dispatch(loadGridPage({ ...args, page: 1 }));

    expect(action.type).toBe('grid/loadPage/rejected');
    expect(actions).toContain('grid/loadFailed');
    const entry = selectGridEntry(store.getState(), 'fail');
    expect(entry.status).toBe('failed');
    expect(entry.error?.status).toBe(500);
    expect(entry.error?.message).toEqual(expect.any(String));
    expect(entry.requestedPage).toBe(1);
    expect(entry.items.map((item) => item.id)).toEqual([contentKey('FAILA')]);
  });

  it('does not ask twice for the page already under way', async () => {
    mockNewsPage([newsDocument('ONCEA')], { page: 0, pageSize: 3, last: true });
    const { store, actions } = makeGridStore();
    const args = { gridId: 'once', source, page: 0, pageSize: 3, mode: 'replace' } as const;

    const first = store.dispatch(loadGridPage(args));
    const second = store.dispatch(loadGridPage(args));
    await Promise.all([first, second]);

    expect(actions.filter((type) => type === 'grid/pageRequested')).toHaveLength(1);
    expect(selectGridEntry(store.getState(), 'once').items).toHaveLength(1);
  });
});

describe('ensureGridLoaded', () => {
  it('loads the first page once, and again only for a different source', async () => {
    mockNewsPage([newsDocument('ENSA')], { page: 0, pageSize: 4, last: true });
    mockNewsPage([newsDocument('ENSB')], {
      page: 0,
      pageSize: 4,
      last: true,
      contentTypeFQN: 'sfdc_cms__image',
    });
    const { store } = makeGridStore();
    const args = { gridId: 'ensure', source, pageSize: 4, mode: 'append' } as const;

    await store.dispatch(ensureGridLoaded(args));
    await store.dispatch(ensureGridLoaded(args));
    expect(selectGridEntry(store.getState(), 'ensure').items[0]?.id).toBe(contentKey('ENSA'));

    await store.dispatch(
      ensureGridLoaded({ ...args, source: { contentTypeFQN: 'sfdc_cms__image' } }),
    );
    expect(selectGridEntry(store.getState(), 'ensure').items.map((item) => item.id)).toEqual([
      contentKey('ENSB'),
    ]);
  });
});
