import nock from 'nock';
import { createSdk } from '../../../../sdk';
import { carouselSlice, type CarouselThunkExtra } from '../../../../app/features/carousel';
import { configureStore } from '@reduxjs/toolkit';

export const API = 'http://api.test';
export const SITE_ID = '0DMxx0000000001AAA';
export const BASE_PATH = '/about';
export const CONTENTS_PATH = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;
export const STYLES_PATH = '/lwr/apex/v64.0/AdminPanelController/grabCarouselStyles';

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
}

/** nock for one carousel load: the collection, one batched getContents, the style call. */
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

export function makeExtra(): CarouselThunkExtra {
  return {
    sdk: createSdk({ baseUrl: API, fetch: globalThis.fetch }),
    config: { siteId: SITE_ID, basePath: BASE_PATH, imageOptimizer: 'none' },
  };
}

/** A store with only the carousel slice, the real SDK and the site settings. */
export function makeCarouselStore(extra: CarouselThunkExtra = makeExtra()) {
  return configureStore({
    reducer: { carousel: carouselSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
}
