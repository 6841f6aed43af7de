/**
 * The soak's shared-cache phase: nginx with deploy/nginx.conf in front of the soak's server, the
 * share of answers it gives from its cache, and how long a saved content file takes to show
 * through it.
 */
import { cpSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { findOrInstall, freePorts, startNginx, writeProxyConfig } from '../scripts/localStack';
import type { CommandRun } from '../scripts/fleetStack';
import type { ProcessGroup } from '../scripts/processGroup';

/**
 * nginx's `$upstream_cache_status` values for an answer taken from its cache: HIT (fresh), STALE
 * (expired, answered while a background request refreshes it), UPDATING (expired, a refresh
 * already running) and REVALIDATED (the instance answered the ETag with a 304). MISS, EXPIRED and
 * BYPASS answers came from an instance.
 */
export const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'] as const;

/** Copies a content folder for the soak to edit, without its caches. */
export function copyContent(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => path.basename(source) !== '.cache',
  });
}

export interface SharedCache {
  origin: string;
  /** nginx's access log: one line per request with `cache=<status>`. */
  accessLog: string;
}

/** nginx with deploy/nginx.conf, both its upstream servers the one instance on `instancePort`. */
export async function startSharedCache(
  group: ProcessGroup,
  prefix: string,
  instancePort: number,
): Promise<SharedCache> {
  const nginx = findOrInstall('nginx', 'nginx');
  const { port } = await freePorts(['port']);
  const file = path.join(prefix, 'nginx.conf');
  writeProxyConfig(file, { port, instancePorts: [instancePort, instancePort] });
  await startNginx(group, nginx, { prefix, file, port });
  return { origin: `http://127.0.0.1:${String(port)}`, accessLog: path.join(prefix, 'access.log') };
}

/** The access log's size now: `cacheCounts` reads what is written after it. */
export const logOffset = (accessLog: string): number => statSync(accessLog).size;

export interface CacheCounts {
  /** Requests for what the site lets shared caches keep (pages and media). */
  cacheable: number;
  /** Of those, answered from nginx's cache (`FROM_CACHE`). */
  cacheableFromCache: number;
  all: number;
  allFromCache: number;
  /** The cacheable requests by cache status. */
  cacheableByStatus: Record<string, number>;
}

const LOG_LINE = /"(?:GET|HEAD) (\S+) [^"]*" \d{3} .* cache=(\S+)/;

/**
 * Counts the access log's lines from `offset` by cache status. Pages and media are the
 * cacheable traffic; the CMS, SEO and server-method answers are `no-cache` or `private` by
 * design (the SDK keeps its own cache) and never stored.
 */
export function cacheCounts(
  accessLog: string,
  offset: number,
  isCacheable: (target: string) => boolean,
): CacheCounts {
  const counts: CacheCounts = {
    cacheable: 0,
    cacheableFromCache: 0,
    all: 0,
    allFromCache: 0,
    cacheableByStatus: {},
  };
  const lines = readFileSync(accessLog).subarray(offset).toString('utf8').split('\n');
  for (const line of lines) {
    const match = LOG_LINE.exec(line);
    if (!match) continue;
    const [, target = '', status = ''] = match;
    const fromCache = (FROM_CACHE as readonly string[]).includes(status);
    counts.all += 1;
    if (fromCache) counts.allFromCache += 1;
    if (isCacheable(target)) {
      counts.cacheable += 1;
      counts.cacheableByStatus[status] = (counts.cacheableByStatus[status] ?? 0) + 1;
      if (fromCache) counts.cacheableFromCache += 1;
    }
  }
  return counts;
}

/** One GET of a page as a browser asks it, its body decoded. */
function getPage(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const request = http.get(url, { headers, agent: false, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(body)
            : encoding === 'gzip'
              ? gunzipSync(body)
              : body;
        resolve(decoded.toString('utf8'));
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer in 10 s`)));
    request.on('error', reject);
  });
}

const seoRecord = z.looseObject({ fields: z.looseObject({ Description: z.string() }) });

/** Milliseconds from a save until each of two places showed it; undefined: not within the time. */
export interface PublishTimes {
  /** The server itself, asked directly. */
  server: number | undefined;
  /** The shared cache in front of it: what visitors see. */
  shared: number | undefined;
}

/** Polls `url` every 100 ms until its page holds `marker`: the ms since `since`, or undefined. */
async function firstShowing(url: string, marker: string, since: number, timeoutMs: number) {
  while (performance.now() - since < timeoutMs) {
    if ((await getPage(url)).includes(marker)) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/**
 * Saves the About page's SEO record with a new description (the page's meta description), as an
 * editor saves (written beside it, then renamed over it), and polls the page on the server and
 * through the shared cache, each every 100 ms, until it shows it: how long each took, which tells
 * publishing (the server reading the folder) from the cache's part.
 */
export async function publishToVisibleMs(
  contentDir: string,
  urls: { server: string; shared: string },
  timeoutMs = 30_000,
): Promise<PublishTimes> {
  const file = path.join(contentDir, 'seo', 'about.json');
  const record = seoRecord.parse(JSON.parse(readFileSync(file, 'utf8')));
  const marker = `Edited by the soak at ${String(Date.now())}.`;
  const edited = { ...record, fields: { ...record.fields, Description: marker } };
  writeFileSync(`${file}.saving`, `${JSON.stringify(edited, null, 2)}\n`);
  const saved = performance.now();
  renameSync(`${file}.saving`, file);
  const [server, shared] = await Promise.all([
    firstShowing(urls.server, marker, saved, timeoutMs),
    firstShowing(urls.shared, marker, saved, timeoutMs),
  ]);
  return { server, shared };
}

/**
 * The same publish on the PostgreSQL store, as an author makes it: the About page's SEO record
 * given a new description in `authorDir` (a folder exported from the store), then `npm run
 * content:import` of that folder. Both places are polled from the command's start, every 100 ms;
 * each time is counted from the command's exit (its commit done by then).
 */
export async function publishByImportToVisibleMs(
  authorDir: string,
  importFolder: (dir: string, message: string) => Promise<CommandRun>,
  urls: { server: string; shared: string },
  timeoutMs = 30_000,
): Promise<PublishTimes> {
  const file = path.join(authorDir, 'seo', 'about.json');
  const record = seoRecord.parse(JSON.parse(readFileSync(file, 'utf8')));
  const marker = `Edited by the soak at ${String(Date.now())}.`;
  const edited = { ...record, fields: { ...record.fields, Description: marker } };
  writeFileSync(file, `${JSON.stringify(edited, null, 2)}\n`);
  const started = performance.now();
  const shown = Promise.all([
    firstShowing(urls.server, marker, started, timeoutMs),
    firstShowing(urls.shared, marker, started, timeoutMs),
  ]);
  const run = await importFolder(authorDir, marker);
  if (run.code !== 0) throw new Error(`content:import failed: ${run.err}`);
  const sinceExit = (ms: number | undefined) =>
    ms === undefined ? undefined : ms - (run.exitedAt - started);
  const [server, shared] = await shown;
  return { server: sinceExit(server), shared: sinceExit(shared) };
}
