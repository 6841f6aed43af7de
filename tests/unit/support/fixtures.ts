import type { ManagedContentCollection, ManagedContentDocument, NewsBody } from '@about-site/sdk';

export const ORIGIN = 'https://acme.my.site.com';
export const SITE_ID = '0DM5e000000AbCdGAA';
export const CHANNEL_ID = '0ap5e000000XyZ1AAA';
export const COMMUNITY_ID = '0DB5e000000QwErGAA';

let counter = 0;

/** A content key unique to the calling test (`MC` plus 26 characters). */
export function uniqueContentKey(): string {
  counter += 1;
  return `MC${String(counter).padStart(26, 'A')}`;
}

export function sitePath(contentKey?: string, siteId = SITE_ID): string {
  const base = `/services/data/v64.0/connect/sites/${siteId}/cms/delivery/contents`;
  return contentKey === undefined ? base : `${base}/${contentKey}`;
}

export function channelPath(contentKey?: string, channelId = CHANNEL_ID): string {
  const base = `/services/data/v64.0/connect/cms/delivery/channels/${channelId}/contents`;
  return contentKey === undefined ? base : `${base}/${contentKey}`;
}

export function newsDocument(
  contentKey: string,
  title = 'Our history',
): ManagedContentDocument<NewsBody> {
  return {
    contentKey,
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: {
      bannerImage: {
        url: '/cms/delivery/media/MCBANNERAAAAAAAAAAAAAAAAAAAA',
        altText: 'Warehouse at dawn',
        source: { type: 'imageReference', ref: { contentKey: 'MCBANNERAAAAAAAAAAAAAAAAAAAA' } },
      },
      body: '&lt;p&gt;Founded in 2009.&lt;/p&gt;',
      excerpt: 'Founded in 2009.',
    },
    language: 'en_US',
    managedContentId: '20Y5e000000AbCdEAA',
    publishedDate: '2024-05-02T09:30:00.000Z',
    references: null,
    title,
    unauthenticatedUrl: null,
    urlName: 'our-history',
  };
}

/** A `getContents` page of news documents, one per key, from the site path. */
export function newsPage(keys: readonly string[]): ManagedContentCollection {
  return {
    contents: keys.map((key) => newsDocument(key)),
    currentPageUrl: sitePath(),
    nextPageUrl: null,
    previousPageUrl: null,
  };
}

export const NOT_FOUND_BODY = [
  { errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' },
];

/** An injected clock the test moves by hand. */
export function manualClock(start = 1_700_000_000_000): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => {
      time += ms;
    },
  };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((onResolve) => {
    resolve = onResolve;
  });
  return { promise, resolve };
}

/**
 * A reply held until the test opens it: `reached` resolves when the request arrived at the mock.
 * Use as `.reply(async () => held.hold([200, body]))`.
 */
export function heldReply(): {
  reached: Promise<void>;
  open: () => void;
  hold: <R>(reply: R) => Promise<R>;
} {
  const reached = deferred();
  const opened = deferred();
  return {
    reached: reached.promise,
    open: () => {
      opened.resolve();
    },
    hold: async (reply) => {
      reached.resolve();
      await opened.promise;
      return reply;
    },
  };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** The platform's 401 body: a session (or token) expired, invalid or missing. */
export const INVALID_SESSION_BODY = [
  { errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' },
];
