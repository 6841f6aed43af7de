import { configureStore, type Middleware } from '@reduxjs/toolkit';
import nock from 'nock';
import { createSdk } from '@about-site/sdk';
import { parseSiteConfig } from '../../../shared/siteConfig';
import { gridSlice } from '../../../app/blocks/grid/gridSlice';
import { toastSlice } from '../../../app/features/toast/toastSlice';
import { uiMessagesFor } from '../../../shared/i18n/uiMessages';

export const API = 'http://api.test';
export const SITE_ID = '0DMgr0000000001AAA';
export const BASE_PATH = '/about-site';
export const CONTENTS_PATH = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;

export const siteConfig = parseSiteConfig({
  siteId: SITE_ID,
  channelId: '0apgr0000000001AAA',
  communityId: '0DBgr0000000001AAA',
  basePath: BASE_PATH,
  languages: ['en_US'],
  apiOrigin: API,
  imageOptimizer: 'none',
  currentRelease: { apiVersion: 'v64.0', release: 256 },
  messages: uiMessagesFor('en_US'),
});

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A content key of the platform's shape (`MC` + 26 of A-Z2-7), unique per label. */
export function contentKey(label: string): string {
  const letters = Array.from(label.toUpperCase(), (char) =>
    KEY_ALPHABET.includes(char) ? char : (KEY_ALPHABET[char.charCodeAt(0) % 32] ?? 'Q'),
  );
  return `MC${letters.join('').padEnd(26, 'Q').slice(0, 26)}`;
}

/** A news delivery document with an inline thumbnail url. */
export function newsDocument(label: string, title = `News ${label}`) {
  const key = contentKey(label);
  return {
    contentBody: {
      excerpt: `${title} in brief`,
      body: '&lt;p&gt;Body&lt;/p&gt;',
      thumbnail: {
        altText: `${title} picture`,
        source: { type: 'imageReference', ref: { contentKey: contentKey(`IMG${label}`) } },
        url: `/cms/delivery/media/${contentKey(`IMG${label}`)}`,
      },
    },
    contentKey: key,
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    language: 'en_US',
    managedContentId: `20Y${label.padStart(15, '0').slice(-15)}`,
    publishedDate: '2024-03-01T09:00:00.000Z',
    references: null,
    title,
    unauthenticatedUrl: null,
    urlName: title.toLowerCase().replace(/\W+/g, '-'),
  };
}

/** A page of the contents list as the platform answers it. */
export function contentsPage(
  documents: readonly object[],
  { page, pageSize, last }: { page: number; pageSize: number; last: boolean },
) {
  const url = (p: number) => `${CONTENTS_PATH}?page=${String(p)}&pageSize=${String(pageSize)}`;
  return {
    contents: documents,
    currentPageUrl: url(page),
    nextPageUrl: last ? null : url(page + 1),
    previousPageUrl: page === 0 ? null : url(page - 1),
  };
}

/** Mocks one contents request (with bodies) for a page of news. */
export function mockNewsPage(
  documents: readonly object[],
  options: { page: number; pageSize: number; last: boolean; contentTypeFQN?: string },
) {
  return nock(API)
    .get(CONTENTS_PATH)
    .query({
      contentTypeFQN: options.contentTypeFQN ?? 'sfdc_cms__news',
      page: String(options.page),
      pageSize: String(options.pageSize),
      includeContentBody: 'true',
    })
    .reply(200, contentsPage(documents, options));
}

/** A mocked 500 with the platform's error body for one page of news. */
export function mockNewsPageFailure(options: {
  page: number;
  pageSize: number;
  contentTypeFQN?: string;
}) {
  return nock(API)
    .get(CONTENTS_PATH)
    .query({
      contentTypeFQN: options.contentTypeFQN ?? 'sfdc_cms__news',
      page: String(options.page),
      pageSize: String(options.pageSize),
      includeContentBody: 'true',
    })
    .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }]);
}

/** The real SDK, reading the mocked platform (each test gets its own cache). */
export function makeGridSdk() {
  return createSdk({ baseUrl: API, fetch: globalThis.fetch, retries: 0 });
}

/** A store with the grid and toast slices (UI state only) and a log of every action type. */
export function makeGridStore() {
  const actions: string[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action !== null && 'type' in action) {
      actions.push(String(action.type));
    }
    return next(action);
  };
  const store = configureStore({
    reducer: { grid: gridSlice.reducer, toast: toastSlice.reducer },
    middleware: (getDefault) => getDefault().concat(record),
  });
  return { store, actions };
}
