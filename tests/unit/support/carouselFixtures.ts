import nock from 'nock';
import type { CacheEntry, DehydratedCache, SdkErrorJson } from '@about-site/sdk';
import { cacheKeys } from '@about-site/sdk';
import {
  carouselStylesMethod,
  contentConfig,
  documentsByKeyConfigs,
} from '../../../app/data/queries';
import { contentFieldsCacheKey } from '@about-site/sdk/fields';

export const API = 'http://api.test';
export const SITE_ID = '0DMxx0000000001AAA';
/** The site base path: the SDK puts it before API paths, the site before its own links. */
export const BASE_PATH = '/about';
export const CONTENTS_PATH = `${BASE_PATH}/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;
export const STYLES_PATH = `${BASE_PATH}/lwr/apex/v64.0/AdminPanelController/grabCarouselStyles`;

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A content key of the platform's shape (`MC` + 26 of A-Z2-7), unique per label. */
export function contentKey(label: string): string {
  const letters = Array.from(label.toUpperCase(), (char) => char).map((char) =>
    KEY_ALPHABET.includes(char) ? char : KEY_ALPHABET[char.charCodeAt(0) % 32],
  );
  return `MC${letters.join('').padEnd(26, 'Q').slice(0, 26)}`;
}

let managedIdCounter = 0;

function envelope(key: string, title: string, fullyQualifiedName: string, contentBody: object) {
  managedIdCounter += 1;
  return {
    contentBody,
    contentKey: key,
    contentType: { fullyQualifiedName, name: fullyQualifiedName },
    language: 'en_US',
    managedContentId: `20Y${String(managedIdCounter).padStart(15, '0')}`,
    publishedDate: '2024-03-01T09:00:00.000Z',
    references: null,
    title,
    unauthenticatedUrl: null,
    urlName: title.toLowerCase().replace(/\W+/g, '-'),
  };
}

export function mediaPath(key: string): string {
  return `/cms/delivery/media/${key}`;
}

/** A news document whose thumbnail url is inline (the usual delivery shape). */
export function newsDocument(
  key: string,
  title: string,
  options: { excerpt?: string; thumbnail?: object | null; bannerImage?: object } = {},
) {
  const imageKey = contentKey(`IMG${key.slice(2, 10)}`);
  const thumbnail =
    options.thumbnail === undefined
      ? {
          altText: `${title} picture`,
          source: { type: 'imageReference', ref: { contentKey: imageKey } },
          url: mediaPath(imageKey),
        }
      : options.thumbnail;
  return envelope(key, title, 'sfdc_cms__news', {
    excerpt: options.excerpt ?? `${title} excerpt`,
    body: '&lt;p&gt;Body&lt;/p&gt;',
    ...(thumbnail === null ? {} : { thumbnail }),
    ...(options.bannerImage ? { bannerImage: options.bannerImage } : {}),
  });
}

export function imageDocument(key: string, title: string, url = mediaPath(key)) {
  return envelope(key, title, 'sfdc_cms__image', {
    altText: title,
    'sfdc_cms:media': { source: { type: 'file', mimeType: 'image/jpeg', size: 1000 }, url },
  });
}

export function collectionDocument(key: string, itemKeys: readonly string[]) {
  return envelope(key, 'In the News', 'sfdc_cms__cmsManualCollection', {
    collection: {
      items: itemKeys.map((itemKey) => ({ _id: itemKey, contentKey: itemKey })),
      type: 'sfdc_cms__news',
    },
    description: 'News items for the About page',
  });
}

export function contentsPage(contents: readonly object[]) {
  return {
    contents,
    currentPageUrl: `${CONTENTS_PATH}?page=0`,
    nextPageUrl: null,
    previousPageUrl: null,
    references: null,
  };
}

/** The admin panel response with its long-text styles field. */
export function stylesResponse(styles: Record<string, unknown>, wrapped = true) {
  const record = { Id: 'a0X000000000001AAA', Carousel_Styles__c: JSON.stringify(styles) };
  return wrapped ? { adminPanel: record } : record;
}

export interface CarouselScenario {
  collectionKey: string;
  documents: ReturnType<typeof newsDocument>[];
  styles?: unknown;
  /** HTTP status of the style call (default 200). */
  stylesStatus?: number;
  /** The style response is sent only once this promise resolves. */
  stylesGate?: Promise<void>;
  /** The styles are in the cache already (read for another carousel): no style call. */
  stylesCached?: boolean;
}

/** nock for one carousel read: the collection, one batched getContents, the style call. */
export function mockCarousel(scenario: CarouselScenario): void {
  const keys = scenario.documents.map((document) => document.contentKey);
  const api = nock(API);
  api
    .get(`${CONTENTS_PATH}/${scenario.collectionKey}`)
    .reply(200, collectionDocument(scenario.collectionKey, keys));
  if (keys.length > 0) {
    api
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.join(','), includeContentBody: 'true' })
      .reply(200, contentsPage(scenario.documents));
  }
  if (scenario.stylesCached) return;
  const status = scenario.stylesStatus ?? 200;
  const body =
    status === 200
      ? (scenario.styles ?? stylesResponse({}))
      : { errorMessage: 'Script-thrown exception' };
  api.get(STYLES_PATH).reply(async () => {
    await scenario.stylesGate;
    return [status, body] as const;
  });
}

/** A promise to hold a response back, and the function that lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Resolves after every pending microtask (promise continuation) has run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(resolve);
  });
}

/** A cache entry holding a response. */
export function fulfilledEntry<T>(data: T): CacheEntry<T> {
  return { state: 'Fulfilled', loading: false, loaded: true, data, error: undefined };
}

/** A cache entry with a request in flight and nothing to show yet. */
export function pendingEntry(): CacheEntry<never> {
  return { state: 'Pending', loading: true, loaded: false, data: undefined, error: undefined };
}

/** A cache entry whose request failed with `status` (a 404 is cached as `Error`). */
export function failedEntry(status = 500): CacheEntry<never> {
  const error: SdkErrorJson = {
    name: 'SdkError',
    message: 'An unexpected error occurred.',
    ok: false,
    status,
    statusText: status === 404 ? 'Not Found' : 'Server Error',
    errors: [],
    errorType: 'fetchResponse',
  };
  const state = status === 404 ? 'Error' : 'Unfulfilled';
  return { state, loading: false, loaded: true, data: undefined, error };
}

/**
 * The SDK cache of a page whose carousel was read already (as a server render embeds it): the
 * collection, its documents and the styles. Hydrated, the carousel shows without a request.
 */
export function carouselCache(scenario: {
  collectionKey: string;
  documents: readonly object[];
  styles?: unknown;
}): DehydratedCache {
  const keys = scenario.documents.map(
    (document) => (document as { contentKey: string }).contentKey,
  );
  const stored = (key: string, data: unknown) => ({
    key,
    state: 'Fulfilled' as const,
    data,
    startedAt: 0,
    writtenAt: 0,
    ttl: -1,
  });
  const pages = documentsByKeyConfigs(SITE_ID, keys).map((config, index) =>
    stored(
      contentFieldsCacheKey(config),
      contentsPage(scenario.documents.slice(index * 25, index * 25 + 25)),
    ),
  );
  return {
    version: 1,
    entries: [
      stored(
        cacheKeys.getContent(contentConfig(SITE_ID, scenario.collectionKey)),
        collectionDocument(scenario.collectionKey, keys),
      ),
      ...pages,
      stored(cacheKeys.apex(carouselStylesMethod()), scenario.styles ?? stylesResponse({})),
    ],
  };
}
