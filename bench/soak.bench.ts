/**
 * `npm run bench:soak`: the server under sustained load on 127.0.0.1, built and started as
 * `npm start` does (scripts/localStack.ts: `buildSite`, then `startInstance`, the compiled server
 * with MALLOC_ARENA_MAX=2), with an empty rendition cache:
 *
 * 1. warm-up: every image asked once at the site's widths (300, 640, 960, 1920), then 15 s of
 *    the mixed traffic below; the server's resident memory is read then (after a full garbage
 *    collection, as after each phase: see collectGarbage.ts);
 * 2. soak: 60 s of mixed traffic at 32 connections (pages, CMS list and item, SEO, server
 *    methods, media at the site's widths): no request may fail, and resident memory afterwards
 *    must be within 20 % of what it was after the warm-up;
 * 3. widths: 2,000 media requests, each for a width no other asks for, at 16 connections, while
 *    `/about` is asked at 2 more: memory still within that bound, and `/about` p99 under 100 ms.
 *    The server snaps each width to the next of its 8 rendition widths, so the 2,000 distinct
 *    URLs make at most 8 renditions per image: the phase checks that they cannot grow the work.
 * 4. shared cache: 20 s of the mixed traffic through nginx with deploy/nginx.conf in front of the
 *    server; 8 s in, the About page's SEO record is saved with a new description and the page is
 *    polled through nginx every 100 ms until it shows it (publish to visible, at most 2 s). The
 *    hit ratio is the share of the page and media requests nginx answered from its cache (HIT,
 *    STALE, UPDATING or REVALIDATED in its access log), at least 95 %; the CMS, SEO and
 *    server-method responses are never stored by design, and their share is reported beside it.
 *
 * The server serves a copy of content/ (the phase edits it). `--store folder|postgres|both`
 * (default both): the content store it serves from. With both, two servers run, one per store,
 * and every phase runs on each in turn (folder, then PostgreSQL); the PostgreSQL server is on a
 * throwaway cluster the bench starts (bench/benchStore.ts), its copy of content/ imported at its
 * first start, and its publish is `npm run content:import` of a folder exported from the store,
 * with the same edit. The section then adds the two stores' figures side by side and their ratio.
 * Prints the tables and writes them into docs/performance.md (not with `--no-write`);
 * `--no-build` skips the build and serves the existing dist/; `--short` (or `--quick`) runs every
 * phase briefly to check the bench works (its figures mean nothing, and it never writes). Exits
 * with 1 when a check fails. Not part of CI: it takes about 5 minutes after the build with one
 * store, 10 with both. wrk is installed with apt when missing (as root).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_INFO_PATH } from '../server/http/serverPaths';
import { buildSite, findOrInstall, freePorts, ROOT, startInstance } from '../scripts/localStack';
import { contentCommand, storeEnv, type FleetStore } from '../scripts/fleetStack';
import { ProcessGroup, runWithGroup } from '../scripts/processGroup';
import {
  STORE_LABEL,
  startBenchCluster,
  storesFromArgs,
  type BenchCluster,
  type StoreComparison,
  type StoreKind,
} from './benchStore';
import { collectGarbage, INSPECT_PORT_OPTION } from './collectGarbage';
import { loadAverage, machineFacts, wrkVersion, writePerformanceSection } from './performanceDoc';
import { residentBytes } from './processMemory';
import {
  cacheCounts,
  copyContent,
  logOffset,
  publishByImportToVisibleMs,
  publishToVisibleMs,
  startSharedCache,
  type PublishTimes,
  type SharedCache,
} from './sharedCache';
import { formatSoakSection, type Check, type Phase } from './soakReport';
import { IMAGE_HEADERS, PAGE_HEADERS, runWrk, type WrkResult } from './wrk';

/** Every phase briefly, to check the bench works: `--short`. */
const SHORT = process.argv.includes('--short') || process.argv.includes('--quick');
const STORES = storesFromArgs();
const BOTH = STORES.length > 1;
const WARM_UP_SECONDS = SHORT ? 3 : 15;
const SOAK_SECONDS = SHORT ? 5 : 60;
const SOAK_CONNECTIONS = 32;
const WIDTH_REQUESTS = SHORT ? 100 : 2_000;
const CACHE_SECONDS = SHORT ? 6 : 20;
/** When the shared-cache phase saves a content file, in seconds from its start. */
const PUBLISH_AFTER_SECONDS = SHORT ? 2 : 8;
/** Share of page and media requests nginx must answer from its cache. */
const HIT_RATIO_BOUND = 0.95;
/** A saved file must show through the shared cache within this (the issue's bound). */
const PUBLISH_BOUND_MS = 2_000;
const WIDTH_CONNECTIONS = 16;
const ABOUT_CONNECTIONS = 2;
/** Resident memory must stay within this share of what it was after the warm-up. */
const MEMORY_BOUND = 0.2;
const ABOUT_P99_BOUND_MS = 100;
/**
 * How long memory is left to settle after the garbage collection that precedes each reading
 * (the collector frees pages on background threads). See bench/collectGarbage.ts for why the
 * reading waits for a collection at all.
 */
const SETTLE_MS = 3_000;

/** The widths the site asks images at: thumbnails, then its srcsets. */
const SITE_WIDTHS = [300, 640, 960, 1920] as const;

const API_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };

interface Traffic {
  name: string;
  connections: number;
  paths: string[];
  headers: Record<string, string>;
}

/** One GET on a keep-alive agent: the status, and the time to the last byte in ms. */
function timedGet(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; ms: number; body: Buffer }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - start,
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no response in time`)));
    request.on('error', reject);
  });
}

async function getJson<T>(agent: http.Agent, url: string): Promise<T> {
  const { status, body } = await timedGet(agent, url, { Accept: 'application/json' }, 10_000);
  if (status !== 200) throw new Error(`GET ${url} answered ${String(status)}.`);
  return JSON.parse(body.toString('utf8')) as T;
}

/** The paths of the mixed traffic, each checked to answer 200 once. */
async function mixedTraffic(agent: http.Agent, origin: string): Promise<Traffic[]> {
  const site = await getJson<{
    basePath: string;
    apiVersion: string;
    siteId: string;
    communityId: string;
  }>(agent, `${origin}${SITE_INFO_PATH}`);
  const base = site.basePath;
  const api = `${base}/services/data/${site.apiVersion}/connect`;
  const contents = `${api}/sites/${site.siteId}/cms/delivery/contents`;
  const list = await getJson<{
    contents: { contentKey: string; contentType: { fullyQualifiedName: string } }[];
  }>(agent, `${origin}${contents}?pageSize=250`);
  const images = list.contents.filter(
    (item) => item.contentType.fullyQualifiedName === 'sfdc_cms__image',
  );
  // Each image's media URL as the site names it: with its `version`, which shared caches keep.
  const mediaUrls = await Promise.all(
    images.map(async (image) => {
      const item = await getJson<{ contentBody: { 'sfdc_cms:media': { url: string } } }>(
        agent,
        `${origin}${contents}/${image.contentKey}`,
      );
      return `${base}/sfsites/c${item.contentBody['sfdc_cms:media'].url}`;
    }),
  );
  const apex = `${base}/lwr/apex/${site.apiVersion}`;
  const traffic: Traffic[] = [
    { name: 'page /about', connections: 8, headers: PAGE_HEADERS, paths: [`${base}/about`] },
    {
      name: 'CMS list',
      connections: 4,
      headers: API_HEADERS,
      paths: [
        contents,
        `${contents}?pageSize=3&page=1`,
        `${contents}?includeContentBody=true&pageSize=10`,
        `${contents}?contentKeys=${list.contents
          .slice(0, 5)
          .map((item) => item.contentKey)
          .join(',')}`,
      ],
    },
    {
      name: 'CMS item',
      connections: 4,
      headers: API_HEADERS,
      paths: list.contents.map((item) => `${contents}/${item.contentKey}`),
    },
    {
      name: 'SEO',
      connections: 4,
      headers: API_HEADERS,
      paths: [`${api}/communities/${site.communityId}/seo/properties/about`],
    },
    {
      name: 'server methods',
      connections: 4,
      headers: API_HEADERS,
      paths: [
        `${apex}/AdminPanelController/grabCarouselStyles`,
        `${apex}/WebsiteHelperController/getContentTwo`,
        `${apex}/SiteUserController/getCurrentUser`,
      ],
    },
    {
      name: `media at ${SITE_WIDTHS.join('/')}`,
      connections: 8,
      headers: IMAGE_HEADERS,
      paths: mediaUrls.flatMap((url) =>
        SITE_WIDTHS.map((width) => `${url}&width=${String(width)}`),
      ),
    },
  ];
  const connections = traffic.reduce((sum, part) => sum + part.connections, 0);
  if (connections !== SOAK_CONNECTIONS)
    throw new Error(`The mix has ${String(connections)} connections.`);
  // Once each, one at a time: every rendition is made here, never under load.
  for (const part of traffic) {
    for (const target of part.paths) {
      const { status } = await timedGet(agent, `${origin}${target}`, part.headers, 60_000);
      if (status !== 200) throw new Error(`GET ${target} answered ${String(status)}.`);
    }
  }
  return traffic;
}

/** Every part of the mix at once, for `seconds`; one wrk (one thread) per part. */
async function runMix(
  group: ProcessGroup,
  wrk: string,
  origin: string,
  traffic: Traffic[],
  seconds: number,
): Promise<Phase['rows']> {
  const results = await Promise.all(
    traffic.map((part) =>
      runWrk(group, wrk, {
        url: `${origin}/`,
        paths: part.paths,
        connections: part.connections,
        threads: 1,
        seconds,
        headers: part.headers,
        countStatuses: true,
      }),
    ),
  );
  return traffic.map((part, index) => ({
    name: part.name,
    connections: part.connections,
    result: results[index]!,
  }));
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

/** The widths phase: `count` distinct widths spread over the images, `connections` at a time. */
async function askDistinctWidths(
  origin: string,
  mediaPaths: string[],
  count: number,
  connections: number,
): Promise<WrkResult> {
  // Each image's URL with its version, without the width.
  const images = [...new Set(mediaPaths.map((target) => target.split('&width=')[0]!))];
  const targets = Array.from(
    { length: count },
    (_, index) => `${images[index % images.length]!}&width=${String(101 + index)}`,
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let socketErrors = 0;
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next]!;
      next += 1;
      try {
        const { status, ms } = await timedGet(agent, `${origin}${target}`, IMAGE_HEADERS, 60_000);
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        latencies.push(ms);
      } catch {
        socketErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = Object.entries(statuses)
    .filter(([status]) => status !== '200')
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    requestsPerSecond: count / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: failed + socketErrors,
    requests: count,
    seconds,
    socketErrors,
    statuses,
  };
}

/** Files and bytes in the rendition cache folder. */
function folderSize(dir: string): { files: number; bytes: number } {
  const names = readdirSync(dir);
  return {
    files: names.length,
    bytes: names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0),
  };
}

/** Builds (unless `--no-build`) and starts one server per store as `npm start` does, then measures. */
async function main(): Promise<void> {
  const group = new ProcessGroup();
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  // Under root nginx's workers run as nobody, and PostgreSQL imports as its own user.
  chmodSync(root, 0o755);
  process.once('exit', () => {
    rmSync(root, { recursive: true, force: true });
  });
  let cluster: BenchCluster | undefined;
  // The servers stop with the group, before their cluster.
  await runWithGroup(group, async () => {
    const wrk = findOrInstall('wrk', 'wrk');
    if (!process.argv.includes('--no-build')) buildSite();
    const servers: Server[] = [];
    for (const kind of STORES) {
      /** A folder of this store's server in the bench's own. */
      const dir = (name: string) => path.join(root, `${kind}-${name}`);
      const cacheDir = mkdtempSync(dir('renditions-'));
      const contentDir = dir('content');
      const nginxPrefix = mkdtempSync(dir('nginx-'));
      copyContent(path.join(ROOT, 'content'), contentDir);
      let store: FleetStore = { kind: 'folder' };
      if (kind === 'postgres') {
        cluster ??= await startBenchCluster();
        store = await cluster.store('bench_soak');
      }
      const { port } = await freePorts(['port']);
      console.log(`Starting the server on the ${STORE_LABEL[kind]}, port ${String(port)}...`);
      const server = await startInstance(group, {
        name: `server (${STORE_LABEL[kind]})`,
        port,
        env: {
          // On PostgreSQL the server imports its content folder into the empty database.
          ...storeEnv(store, contentDir),
          MEDIA_CACHE_DIR: cacheDir,
          // Lets the bench ask for a garbage collection before it reads memory; no inspector
          // opens until it does.
          NODE_OPTIONS: [process.env.NODE_OPTIONS, INSPECT_PORT_OPTION].filter(Boolean).join(' '),
        },
        // The JSON log is written, as in production, but not kept.
        stdout: 'ignore',
      });
      const sharedCache = await startSharedCache(group, nginxPrefix, port);
      let publish: Server['publish'] = (urls) => publishToVisibleMs(contentDir, urls);
      if (store.kind === 'postgres') {
        // The author's folder, exported once from the store, edited and imported to publish.
        const authorDir = dir('author');
        const postgres = store;
        const exported = await contentCommand('export', [authorDir], postgres, contentDir);
        if (exported.code !== 0) throw new Error(`content:export failed: ${exported.err}`);
        publish = (urls) =>
          publishByImportToVisibleMs(
            authorDir,
            (folder, message) =>
              contentCommand('import', [folder, '--message', message], postgres, contentDir),
            urls,
          );
      }
      servers.push({
        store: kind,
        origin: `http://127.0.0.1:${String(port)}`,
        port,
        pid: server.process.pid!,
        cacheDir,
        sharedCache,
        publish,
      });
    }
    await measure(wrk, group, servers, cluster?.version);
  });
  await cluster?.stop();
}

interface Server {
  store: StoreKind;
  origin: string;
  port: number;
  pid: number;
  /** Its rendition cache. */
  cacheDir: string;
  /** nginx in front of it. */
  sharedCache: SharedCache;
  /** Publishes a new description of the About page: how long each place took to show it. */
  publish: (urls: { server: string; shared: string }) => Promise<PublishTimes>;
}

/** A publish time as the section prints it. */
const shownAfter = (ms: number | undefined) => (ms === undefined ? 'never' : `${ms.toFixed(0)} ms`);

/** Whether a request is for what shared caches may keep: a page or a media file. */
const isCacheable = (target: string) =>
  !target.includes('/services/') && !target.includes('/lwr/apex/');

/**
 * The mix through nginx for `CACHE_SECONDS`, with one publish `PUBLISH_AFTER_SECONDS` in: the
 * rows, the cache counts of the phase and the publish-to-visible time.
 */
async function sharedCachePhase(
  group: ProcessGroup,
  wrk: string,
  traffic: Traffic[],
  { origin, sharedCache, publish }: Pick<Server, 'origin' | 'sharedCache' | 'publish'>,
) {
  const offset = logOffset(sharedCache.accessLog);
  const rows = runMix(group, wrk, sharedCache.origin, traffic, CACHE_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, PUBLISH_AFTER_SECONDS * 1000));
  const page = traffic[0]!.paths[0]!;
  const publishMs = await publish({
    server: `${origin}${page}`,
    shared: `${sharedCache.origin}${page}`,
  });
  const done = await rows;
  // nginx writes its access log at least once a second.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return { rows: done, counts: cacheCounts(sharedCache.accessLog, offset, isCacheable), publishMs };
}

/** One server's measurements as the bench takes them, phase by phase. */
class Subject {
  peak = 0;
  private readonly sampler: NodeJS.Timeout;
  traffic: Traffic[] = [];

  constructor(readonly server: Server) {
    this.sampler = setInterval(() => {
      try {
        this.peak = Math.max(this.peak, this.memory());
      } catch {
        // The server is gone: what follows fails and says so.
      }
    }, 500);
    this.sampler.unref();
  }

  memory(): number {
    return residentBytes(this.server.pid);
  }

  /** Resident memory once the garbage of the load is collected. */
  async settledMemory(): Promise<number> {
    await collectGarbage(this.server.pid, [this.server.port]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return this.memory();
  }

  stopSampling(): void {
    clearInterval(this.sampler);
  }

  /** `name` with the store, when both are measured. */
  named(name: string): string {
    return BOTH ? `${name} [${STORE_LABEL[this.server.store]}]` : name;
  }

  say(text: string): void {
    console.log(BOTH ? `${STORE_LABEL[this.server.store]}: ${text}` : text);
  }
}

/** Runs `phase` on every server in turn (folder, then PostgreSQL). */
async function eachInTurn<T>(
  subjects: readonly Subject[],
  phase: (subject: Subject) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const subject of subjects) results.push(await phase(subject));
  return results;
}

/** What one server's part of the section holds. */
interface Measured {
  subject: Subject;
  phases: Phase[];
  memory: { name: string; bytes: number; growth?: number }[];
  checks: Check[];
  notes: string[];
}

/** Warm-up, soak, widths and shared cache on each server in turn; prints and writes the section. */
async function measure(
  wrk: string,
  group: ProcessGroup,
  servers: Server[],
  postgresVersion: string | undefined,
): Promise<void> {
  const subjects = servers.map((server) => new Subject(server));
  await eachInTurn(subjects, async (subject) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    subject.say('asking every path of the mix once (every rendition at the site widths)...');
    subject.traffic = await mixedTraffic(agent, subject.server.origin);
    agent.destroy();
  });
  const warmUp = await eachInTurn(subjects, async (subject) => {
    subject.say(`warming up: ${String(WARM_UP_SECONDS)} s of mixed traffic...`);
    const rows = await runMix(group, wrk, subject.server.origin, subject.traffic, WARM_UP_SECONDS);
    return { rows, after: await subject.settledMemory() };
  });
  const soak = await eachInTurn(subjects, async (subject) => {
    subject.say(
      `soak: ${String(SOAK_SECONDS)} s of mixed traffic at ${String(SOAK_CONNECTIONS)} connections...`,
    );
    const rows = await runMix(group, wrk, subject.server.origin, subject.traffic, SOAK_SECONDS);
    return { rows, after: await subject.settledMemory() };
  });
  const widths = await eachInTurn(subjects, async (subject) => {
    const { origin, cacheDir } = subject.server;
    subject.say(
      `widths: ${String(WIDTH_REQUESTS)} distinct widths at ${String(WIDTH_CONNECTIONS)} connections, /about alongside...`,
    );
    const mediaPaths = subject.traffic.at(-1)!.paths;
    let widthsDone!: () => void;
    const stopAbout = new Promise<void>((resolve) => (widthsDone = resolve));
    const about = runWrk(group, wrk, {
      url: `${origin}${subject.traffic[0]!.paths[0]!}`,
      connections: ABOUT_CONNECTIONS,
      threads: 1,
      seconds: 600,
      headers: PAGE_HEADERS,
      countStatuses: true,
      stop: stopAbout,
    });
    const result = await askDistinctWidths(origin, mediaPaths, WIDTH_REQUESTS, WIDTH_CONNECTIONS);
    widthsDone();
    const aboutDuringWidths = await about;
    const after = await subject.settledMemory();
    subject.stopSampling();
    return { result, aboutDuringWidths, after, onDisk: folderSize(cacheDir) };
  });
  const cached = await eachInTurn(subjects, async (subject) => {
    subject.say(
      `shared cache: ${String(CACHE_SECONDS)} s of mixed traffic through nginx, a publish ${String(PUBLISH_AFTER_SECONDS)} s in...`,
    );
    return sharedCachePhase(group, wrk, subject.traffic, subject.server);
  });

  const measured = subjects.map((subject, index): Measured => {
    const afterWarmUp = warmUp[index]!.after;
    const afterSoak = soak[index]!.after;
    const width = widths[index]!;
    const shared = cached[index]!;
    const { counts } = shared;
    const hitRatio = counts.cacheable === 0 ? 0 : counts.cacheableFromCache / counts.cacheable;
    const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
    const named = (name: string) => subject.named(name);
    const phases: Phase[] = [
      { name: named(`warm-up, ${String(WARM_UP_SECONDS)} s`), rows: warmUp[index]!.rows },
      { name: named(`soak, ${String(SOAK_SECONDS)} s`), rows: soak[index]!.rows },
      {
        name: named(`${WIDTH_REQUESTS.toLocaleString('en-US')} distinct widths`),
        rows: [
          {
            name: 'media, one width each (101-2100 px), snapped to the 8 rendition widths',
            connections: WIDTH_CONNECTIONS,
            result: width.result,
          },
          { name: 'page /about', connections: ABOUT_CONNECTIONS, result: width.aboutDuringWidths },
        ],
      },
      { name: named(`through nginx, ${String(CACHE_SECONDS)} s`), rows: shared.rows },
    ];
    const growth = (after: number) => after / afterWarmUp - 1;
    const soakFailures = soak[index]!.rows.reduce((sum, row) => sum + row.result.errors, 0);
    const isImport = subject.server.store === 'postgres';
    const checks: Check[] = [
      {
        name: 'failed requests in the soak',
        measured: String(soakFailures),
        target: '0',
        met: soakFailures === 0,
      },
      ...(
        [
          ['memory after the soak', afterSoak],
          ['memory after the widths', width.after],
        ] as const
      ).map(([name, after]) => ({
        name: `${name} vs after the warm-up`,
        measured: `${growth(after) >= 0 ? '+' : ''}${(growth(after) * 100).toFixed(1)} %`,
        target: `within ±${String(MEMORY_BOUND * 100)} %`,
        met: Math.abs(growth(after)) <= MEMORY_BOUND,
      })),
      {
        name: '/about p99 during the widths',
        measured: `${width.aboutDuringWidths.p99Ms.toFixed(1)} ms`,
        target: `< ${String(ABOUT_P99_BOUND_MS)} ms`,
        met: width.aboutDuringWidths.p99Ms < ABOUT_P99_BOUND_MS,
      },
      {
        name: 'page and media requests answered from the shared cache',
        measured: `${percent(hitRatio)} of ${counts.cacheable.toLocaleString('en-US')}`,
        target: `≥ ${String(HIT_RATIO_BOUND * 100)} %`,
        met: hitRatio >= HIT_RATIO_BOUND,
      },
      {
        name: isImport
          ? 'an imported content folder shown through the shared cache, under the traffic'
          : 'a saved content file shown through the shared cache, under the traffic',
        measured: shownAfter(shared.publishMs.shared),
        target: `≤ ${String(PUBLISH_BOUND_MS)} ms`,
        met: shared.publishMs.shared !== undefined && shared.publishMs.shared <= PUBLISH_BOUND_MS,
      },
    ].map((check) => ({ ...check, name: named(check.name) }));
    const publishedHow = isImport
      ? 'from the exit of `npm run content:import` (its commit done) of a folder exported from the ' +
        "store with a new description of the About page's SEO record"
      : "from the save (rename over the About page's SEO record, a new description)";
    const prefix = BOTH ? `${STORE_LABEL[subject.server.store]}: ` : '';
    return {
      subject,
      phases,
      memory: [
        { name: named('after the warm-up'), bytes: afterWarmUp },
        { name: named('after the soak'), bytes: afterSoak, growth: growth(afterSoak) },
        { name: named('after the widths'), bytes: width.after, growth: growth(width.after) },
        { name: named('highest seen (sampled every 0.5 s)'), bytes: subject.peak },
      ],
      checks,
      notes: [
        `${prefix}Renditions on disk at the end: ${String(width.onDisk.files)} files, ${(width.onDisk.bytes / 2 ** 20).toFixed(1)} MiB.`,
        `${prefix}Shared cache: nginx with \`deploy/nginx.conf\` in front of the server (both ` +
          'upstream entries the one instance). Hit ratio: of the page and media requests in its ' +
          'access log during the phase, the share whose cache status is HIT, STALE, UPDATING or ' +
          'REVALIDATED. Over every request, the CMS, SEO and server-method answers included ' +
          `(never stored, by design): ${percent(counts.all === 0 ? 0 : counts.allFromCache / counts.all)} of ` +
          `${counts.all.toLocaleString('en-US')}. Publish to visible: ${publishedHow} to the ` +
          'first answer through nginx, polled every 100 ms, that shows it; the server itself, ' +
          `polled beside it, showed it after ${shownAfter(shared.publishMs.server)}. Page and ` +
          `media requests by cache status: ${Object.entries(counts.cacheableByStatus)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([status, n]) => `${status} ${n.toLocaleString('en-US')}`)
            .join(', ')}.`,
      ],
    };
  });

  const section = formatSoakSection({
    facts:
      `${machineFacts([...(postgresVersion ? [postgresVersion] : []), wrkVersion(wrk)])}; load ` +
      `average ${loadAverage()} at the end. Server built and started as \`npm start\` does ` +
      '(`npm run build`, then `npm run serve`), a cold rendition cache, default limits' +
      (BOTH
        ? '; one server per content store, the folder store and PostgreSQL (a throwaway ' +
          'cluster, fsync off, content/ imported at its first start), each phase run on the ' +
          'one, then on the other.'
        : `; the ${STORE_LABEL[STORES[0]!]}.`) +
      (SHORT ? ' SHORT MODE: figures not final.' : ''),
    phases: measured.flatMap((part) => part.phases),
    memory: measured.flatMap((part) => part.memory),
    checks: measured.flatMap((part) => part.checks),
    notes: measured.flatMap((part) => part.notes),
    stores: BOTH ? storeComparisons(measured) : [],
  });
  console.log(`\n${section}\n`);
  if (!SHORT && !process.argv.includes('--no-write'))
    console.log(`Written to ${await writePerformanceSection(section)}.`);
  if (measured.some((part) => part.checks.some((check) => !check.met))) process.exitCode = 1;
}

/** Each traffic row of each phase on both stores: req/s and p50, PostgreSQL over folder. */
function storeComparisons(measured: readonly Measured[]): StoreComparison[] {
  const folder = measured.find((part) => part.subject.server.store === 'folder');
  const postgres = measured.find((part) => part.subject.server.store === 'postgres');
  if (!folder || !postgres) return [];
  const phaseName = (name: string) => name.replace(` [${STORE_LABEL.folder}]`, '');
  return folder.phases.flatMap((phase, phaseIndex) =>
    phase.rows.flatMap((row, rowIndex) => {
      const other = postgres.phases[phaseIndex]?.rows[rowIndex];
      if (!other) return [];
      const name = `${phaseName(phase.name)}: ${row.name}`;
      return [
        {
          name,
          figure: 'req/s',
          folder: row.result.requestsPerSecond,
          postgres: other.result.requestsPerSecond,
          format: (value: number) => Math.round(value).toLocaleString('en-US'),
        },
        {
          name,
          figure: 'p50',
          folder: row.result.p50Ms,
          postgres: other.result.p50Ms,
          format: (value: number) => `${value.toFixed(1)} ms`,
        },
      ];
    }),
  );
}

if (typeof WebSocket === 'undefined') {
  // Node 20 has the WebSocket the inspector needs behind a flag: run again with it.
  const result = spawnSync(
    process.execPath,
    [
      '--experimental-websocket',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} else {
  await main();
}
