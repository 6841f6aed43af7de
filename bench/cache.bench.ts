/**
 * The SDK cache side by side with @tanstack/query-core doing the same work, in one process:
 * 1. a cache-hit read of one document (getContent with a fresh entry vs fetchQuery with staleTime);
 * 2. 10,000 distinct keys written (each through the same fake network) then read back;
 * 3. a trim of 100,000 expired, unobserved entries (query-core: a sweep that removes every query
 *    stale by time and without observers, which is what its per-query gc timers do one by one).
 */
import { QueryClient } from '@tanstack/query-core';
import { createSdk } from '@about-site/sdk';
import type { DehydratedCache, Sdk } from '@about-site/sdk';
import type { Row } from './harness';
import { comparePair, heapPerEntry, timedLoop, timedOnce } from './harness';

const SITE_ID = '0DM5e000000AbCdGAA';
const TTL = 300_000;
const KEYS = 10_000;
const TRIM_ENTRIES = 100_000;

function contentKey(index: number): string {
  return `MC${String(index).padStart(26, 'A')}`;
}

/** A document as the delivery API sends it (about 700 bytes of JSON). */
function documentJson(key: string): string {
  return JSON.stringify({
    contentKey: key,
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: {
      bannerImage: {
        url: `/cms/delivery/media/${key}`,
        altText: 'Warehouse at dawn',
        source: { type: 'imageReference', ref: { contentKey: key } },
      },
      body: '&lt;p&gt;Founded in 2009 to run medical-device supply chains in the cloud.&lt;/p&gt;',
      excerpt: 'Founded in 2009.',
    },
    language: 'en_US',
    managedContentId: '20Y5e000000AbCdEAA',
    publishedDate: '2024-05-02T09:30:00.000Z',
    references: null,
    title: 'Our history',
    unauthenticatedUrl: null,
    urlName: 'our-history',
  });
}

/** The same fake network for both: a JSON response built per request, keyed by the url's tail. */
const fakeFetch: typeof fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const key = url.slice(url.lastIndexOf('/') + 1);
  return Promise.resolve(
    new Response(documentJson(key), { headers: { 'Content-Type': 'application/json' } }),
  );
};

async function queryFn(key: string): Promise<unknown> {
  const response = await fakeFetch(
    `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents/${key}`,
  );
  return response.json();
}

const newSdk = (): Sdk => createSdk({ fetch: fakeFetch, maxEntries: TRIM_ENTRIES * 2 });

function readOurs(sdk: Sdk, key: string) {
  return sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
}

function readPeer(client: QueryClient, key: string) {
  // The comparison the issue names; its successor `query()` adds an async wrapper (slower).
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  return client.fetchQuery({
    queryKey: ['cms', 'content', SITE_ID, key],
    queryFn: () => queryFn(key),
    staleTime: TTL,
  });
}

async function cacheHit(): Promise<Row> {
  const key = contentKey(1);
  const sdk = newSdk();
  const client = new QueryClient();
  await readOurs(sdk, key);
  await readPeer(client, key);
  const result = await comparePair(
    timedLoop(() => readOurs(sdk, key)),
    timedLoop(() => readPeer(client, key)),
    7,
  );
  client.clear();
  return { case: 'cache-hit read of one document', ...result };
}

async function writeAll(read: (key: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < KEYS; i++) await read(contentKey(i));
}

async function distinctKeys(): Promise<Row[]> {
  let sdk = newSdk();
  let client = new QueryClient();
  const write = await comparePair(
    timedOnce(
      () => {
        sdk = newSdk();
      },
      () => writeAll((key) => readOurs(sdk, key)),
      KEYS,
    ),
    timedOnce(
      () => {
        client.clear();
        client = new QueryClient();
      },
      () => writeAll((key) => readPeer(client, key)),
      KEYS,
    ),
    // The write case moves most with the machine's load: seven samples a side, not three.
    7,
  );
  // Every key is now a fresh hit in both.
  const read = await comparePair(
    timedOnce(
      () => undefined,
      () => writeAll((key) => readOurs(sdk, key)),
      KEYS,
    ),
    timedOnce(
      () => undefined,
      () => writeAll((key) => readPeer(client, key)),
      KEYS,
    ),
    5,
  );
  client.clear();
  const oursHeap = await heapPerEntry(async () => {
    const fresh = newSdk();
    await writeAll((key) => readOurs(fresh, key));
    return fresh;
  }, KEYS);
  const peerHeap = await heapPerEntry(async () => {
    const fresh = new QueryClient();
    await writeAll((key) => readPeer(fresh, key));
    return fresh;
  }, KEYS);
  const label = KEYS.toLocaleString('en-US');
  return [
    { case: `${label} distinct keys: write (per key)`, ...write, oursHeap, peerHeap },
    { case: `${label} distinct keys: read back (per key)`, ...read },
  ];
}

/** One shared small value, so heap per entry is the cache's own overhead. */
const SHARED_DATA = { title: 'shared' };

function expiredState(count: number, writtenAt: number): DehydratedCache {
  return {
    version: 1,
    entries: Array.from({ length: count }, (_, index) => ({
      key: `doc-${String(index)}`,
      state: 'Fulfilled' as const,
      data: SHARED_DATA,
      startedAt: writtenAt,
      writtenAt,
      ttl: TTL,
    })),
  };
}

// gcTime Infinity: no per-query timers, so the sweep below is the only eviction.
const newTimerlessClient = () =>
  new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

function fillPeer(client: QueryClient, updatedAt: number): void {
  for (let index = 0; index < TRIM_ENTRIES; index++) {
    client.setQueryData(['doc', index], SHARED_DATA, { updatedAt });
  }
}

function sweepPeer(client: QueryClient): number {
  const cache = client.getQueryCache();
  let removed = 0;
  for (const query of cache.getAll()) {
    const idle = query.getObserversCount() === 0 && query.state.fetchStatus === 'idle';
    if (idle && query.isStaleByTime(TTL)) {
      cache.remove(query);
      removed++;
    }
  }
  return removed;
}

function expectAll(count: number, what: string): void {
  if (count !== TRIM_ENTRIES) throw new Error(`${what} evicted ${String(count)} entries`);
}

async function trim(): Promise<Row> {
  let time = Date.now();
  const now = () => time;
  let sdk = createSdk({ now, maxEntries: TRIM_ENTRIES * 2 });
  let client = newTimerlessClient();
  const result = await comparePair(
    timedOnce(
      () => {
        sdk = createSdk({ now, maxEntries: TRIM_ENTRIES * 2 });
        sdk.cache.hydrate(expiredState(TRIM_ENTRIES, time - TTL - 1));
        time += 5_000;
      },
      () => {
        expectAll(sdk.cache.trim(), 'trim');
      },
    ),
    timedOnce(
      () => {
        client.clear();
        client = newTimerlessClient();
        fillPeer(client, Date.now() - TTL - 1);
      },
      () => {
        expectAll(sweepPeer(client), 'sweep');
      },
    ),
    5,
  );
  client.clear();
  const oursHeap = await heapPerEntry(() => {
    const fresh = createSdk({ now, maxEntries: TRIM_ENTRIES * 2 });
    fresh.cache.hydrate(expiredState(TRIM_ENTRIES, time));
    return Promise.resolve(fresh);
  }, TRIM_ENTRIES);
  const peerHeap = await heapPerEntry(() => {
    const fresh = newTimerlessClient();
    fillPeer(fresh, Date.now());
    return Promise.resolve(fresh);
  }, TRIM_ENTRIES);
  const label = TRIM_ENTRIES.toLocaleString('en-US');
  return { case: `trim of ${label} expired entries (per trim)`, ...result, oursHeap, peerHeap };
}

export async function runCacheBench(): Promise<Row[]> {
  return [await cacheHit(), ...(await distinctKeys()), await trim()];
}
