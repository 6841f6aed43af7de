import { describe, expect, it } from 'vitest';
import type { CacheEntry, ManagedContentCollection, SdkErrorJson } from '@about-site/sdk';
import { gridListing, gridPagesToRead } from '../../../../../app/blocks/grid/gridListing';
import { BASE_PATH, contentKey, contentsPage, newsDocument } from '../../../support/gridFixtures';

type Entry = CacheEntry<ManagedContentCollection>;

const ERROR: SdkErrorJson = {
  name: 'SdkError',
  ok: false,
  status: 500,
  statusText: 'Server Error',
  message: 'An unexpected error occurred.',
  errors: [],
  errorType: 'fetchResponse',
};

const EMPTY: Entry = {
  state: 'Unfulfilled',
  loading: false,
  loaded: false,
  data: undefined,
  error: undefined,
};

function fulfilled(labels: string[], page: number, last: boolean): Entry {
  const data = contentsPage(
    labels.map((label) => newsDocument(label)),
    { page, pageSize: labels.length, last },
  ) as unknown as ManagedContentCollection;
  return { state: 'Fulfilled', loading: false, loaded: true, data, error: undefined };
}

const pending: Entry = { ...EMPTY, state: 'Pending', loading: true };
const failed: Entry = { ...EMPTY, error: ERROR };
const retrying: Entry = { ...EMPTY, state: 'Pending', loading: true, error: ERROR };

function listing(
  mode: 'append' | 'replace',
  paging: { page: number; shownPage: number },
  entries: Record<number, Entry>,
) {
  return gridListing({
    gridId: 'g',
    mode,
    paging,
    entryOf: (page) => entries[page] ?? EMPTY,
    basePath: BASE_PATH,
    pageBase: BASE_PATH,
  });
}

const ids = (labels: string[]) => labels.map((label) => contentKey(label));

describe('gridPagesToRead', () => {
  it('reads pages 0 to the one asked for in append mode', () => {
    expect(gridPagesToRead('append', { page: 2, shownPage: 1 })).toEqual([0, 1, 2]);
  });

  it('reads the page asked for and, while it loads, the page on screen in replace mode', () => {
    expect(gridPagesToRead('replace', { page: 2, shownPage: 1 })).toEqual([2, 1]);
    expect(gridPagesToRead('replace', { page: 1, shownPage: 1 })).toEqual([1]);
  });
});

describe('gridListing, replace mode', () => {
  it('is loading with no items until the first page arrives', () => {
    expect(listing('replace', { page: 0, shownPage: 0 }, {})).toEqual({
      items: [],
      shownPage: null,
      hasNextPage: false,
      hasPreviousPage: false,
      loading: true,
      error: null,
      failedPage: null,
      firstNewItemId: null,
    });
    expect(listing('replace', { page: 0, shownPage: 0 }, { 0: pending }).loading).toBe(true);
  });

  it('lists a page with its documents as records, images under the site path', () => {
    const result = listing(
      'replace',
      { page: 0, shownPage: 0 },
      { 0: fulfilled(['RA', 'RB'], 0, false) },
    );
    expect(result).toMatchObject({
      shownPage: 0,
      hasNextPage: true,
      hasPreviousPage: false,
      loading: false,
    });
    expect(result.items.map((item) => [item.id, item.ariaLabel])).toEqual([
      [contentKey('RA'), 'Item 1 of 2: News RA'],
      [contentKey('RB'), 'Item 2 of 2: News RB'],
    ]);
    expect(result.items[0]?.record).toMatchObject({
      contentKey: contentKey('RA'),
      excerpt: 'News RA in brief',
      imageUrl: `${BASE_PATH}/sfsites/c/cms/delivery/media/${contentKey('IMGRA')}`,
      imageAlt: 'News RA picture',
    });
  });

  it('keeps the page on screen while the page asked for loads, then replaces it', () => {
    const first = fulfilled(['PA'], 0, false);
    const loading = listing('replace', { page: 1, shownPage: 0 }, { 0: first, 1: pending });
    expect(loading).toMatchObject({ shownPage: 0, loading: true, hasNextPage: true });
    expect(loading.items.map((item) => item.id)).toEqual(ids(['PA']));

    const shown = listing(
      'replace',
      { page: 1, shownPage: 0 },
      { 0: first, 1: fulfilled(['PB'], 1, true) },
    );
    expect(shown).toMatchObject({
      shownPage: 1,
      loading: false,
      hasNextPage: false,
      hasPreviousPage: true,
    });
    expect(shown.items.map((item) => [item.id, item.ariaLabel])).toEqual([
      [contentKey('PB'), 'Item 1 of 1: News PB'],
    ]);
  });

  it('ignores a page that is no longer the one asked for', () => {
    const result = listing(
      'replace',
      { page: 0, shownPage: 1 },
      { 0: pending, 1: fulfilled(['SB'], 1, true), 2: fulfilled(['SC'], 2, true) },
    );
    expect(result.items.map((item) => item.id)).toEqual(ids(['SB']));
    expect(result.loading).toBe(true);
  });

  it('gives the error and the failed page, keeping the page on screen', () => {
    const result = listing(
      'replace',
      { page: 1, shownPage: 0 },
      { 0: fulfilled(['FA'], 0, false), 1: failed },
    );
    expect(result).toMatchObject({ error: ERROR, failedPage: 1, loading: false, shownPage: 0 });
    expect(result.items).toHaveLength(1);
  });

  it('is loading again, without the error, while a failed page is asked for again', () => {
    expect(listing('replace', { page: 0, shownPage: 0 }, { 0: retrying })).toMatchObject({
      loading: true,
      error: null,
      failedPage: null,
    });
  });

  it('shows data it has even when refreshing it failed', () => {
    const stale: Entry = { ...fulfilled(['ST'], 0, true), state: 'Stale', error: ERROR };
    expect(listing('replace', { page: 0, shownPage: 0 }, { 0: stale })).toMatchObject({
      error: null,
      loading: false,
      shownPage: 0,
    });
  });
});

describe('gridListing, append mode', () => {
  it('merges pages 0 to the page asked for by unique id, pointing at the first new item', () => {
    const result = listing(
      'append',
      { page: 1, shownPage: 0 },
      { 0: fulfilled(['AA', 'AB'], 0, false), 1: fulfilled(['AB', 'AC'], 1, true) },
    );
    expect(result.items.map((item) => item.id)).toEqual(ids(['AA', 'AB', 'AC']));
    expect(result.items.map((item) => item.ariaLabel.split(':')[0])).toEqual([
      'Item 1 of 3',
      'Item 2 of 3',
      'Item 3 of 3',
    ]);
    expect(result).toMatchObject({
      shownPage: 1,
      firstNewItemId: contentKey('AC'),
      hasNextPage: false,
      hasPreviousPage: true,
      loading: false,
    });
  });

  it('keeps the pages listed while the next one loads, and gives its error when it fails', () => {
    const first = fulfilled(['LA'], 0, false);
    const loading = listing('append', { page: 1, shownPage: 0 }, { 0: first, 1: pending });
    expect(loading).toMatchObject({
      shownPage: 0,
      loading: true,
      hasNextPage: true,
      firstNewItemId: null,
    });
    expect(loading.items.map((item) => item.id)).toEqual(ids(['LA']));

    const failure = listing('append', { page: 1, shownPage: 0 }, { 0: first, 1: failed });
    expect(failure).toMatchObject({ shownPage: 0, loading: false, error: ERROR, failedPage: 1 });
    expect(failure.items).toHaveLength(1);
  });

  it('gives the first page error when nothing could be listed', () => {
    expect(listing('append', { page: 0, shownPage: 0 }, { 0: failed })).toMatchObject({
      items: [],
      shownPage: null,
      error: ERROR,
      failedPage: 0,
    });
  });
});
