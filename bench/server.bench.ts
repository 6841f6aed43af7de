/**
 * `npm run bench:server`: the server's throughput on 127.0.0.1, measured with wrk, in one run:
 *
 * 1. `/about` from one production instance's render cache (once its brotli form is refined) vs a
 *    bare node:http server sending the same bytes and headers (target: at least 0.5 of its
 *    requests per second);
 * 2. `/about` through deploy/nginx.conf (nginx's cache in front of two instances) vs nginx sending
 *    the same bytes as a static file (target: at least 0.8);
 * 3. the uncached render: one connection asking for a path the render cache has never seen on
 *    every request; its p50 and p99 are the render time (plus compression and one round trip).
 *
 * 32 connections for 10 s per case after a 3 s warm-up. `--store folder|postgres|both` (default
 * both): the content store the instances serve from. With both, every case that measures ours
 * runs on each store one right after the other (which goes first alternating by round), the
 * PostgreSQL instances on a throwaway cluster the bench starts (bench/benchStore.ts) with
 * content/ imported; the section then adds the two stores' medians side by side and the median
 * of the rounds' ratios. Prints the section and
 * writes it into docs/performance.md (not with `--no-write`); `--no-build` serves the existing
 * dist/; `--quick` (or BENCH_QUICK=1) runs every case briefly to check the bench works (its
 * figures mean nothing, and it never writes). wrk and nginx are installed with apt when missing
 * (as root). About 10 minutes with both stores, 6 with one, after the build.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  buildSite,
  findOrInstall,
  freePorts,
  getRaw,
  ROOT,
  type RawResponse,
  startInstance,
  startNginx,
  waitForPort,
  writeProxyConfig,
} from '../scripts/localStack';
import { startFleetInstances } from '../scripts/fleetStack';
import { ProcessGroup, runWithGroup } from '../scripts/processGroup';
import {
  STORE_LABEL,
  startBenchCluster,
  storesFromArgs,
  type BenchCluster,
  type StoreComparison,
  type StoreKind,
} from './benchStore';
import {
  loadAverage,
  machineFacts,
  nginxVersion,
  wrkVersion,
  writePerformanceSection,
} from './performanceDoc';
import { formatSection, median, type Ratio, type Row } from './serverReport';
import { copyContent } from './sharedCache';
import { runWrk, type WrkResult } from './wrk';

/** Every case briefly, to check the bench works: `--quick`. */
const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const SECONDS = QUICK ? 2 : 10;
const WARM_UP_SECONDS = QUICK ? 1 : 3;
/**
 * Every case is measured this many times, the cases taking turns, and its median round is
 * reported; a ratio is the median of its rounds' ratios, each of two cases measured one right
 * after the other. On a shared machine the speed drifts over minutes, by more than the ratios'
 * margins.
 */
const ROUNDS = QUICK ? 3 : 5;
const CONNECTIONS = 32;

/** What a browser sends for a page. */
const BROWSER = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};

/** Headers about the connection or the moment, not the response. */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding']);

function replayedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined || NOT_REPLAYED.has(name)
        ? []
        : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );
}

/** An nginx server block answering every path with `folder/page` and the recorded headers. */
function staticServer(port: number, folder: string, headers: Record<string, string>): string {
  const { 'content-type': type = 'text/html', 'content-length': _length, ...others } = headers;
  const quoted = (value: string) => `"${value.replace(/["\\$]/g, '\\$&')}"`;
  const addHeaders = Object.entries(others).map(
    ([name, value]) => `            add_header ${name} ${quoted(value)};`,
  );
  return `
    # bench:server's peer: the same bytes and headers, from a file.
    server {
        listen 127.0.0.1:${port};
        location / {
            root ${quoted(folder)};
            try_files /page =404;
            etag off;
            types { }
            default_type ${quoted(type)};
${addHeaders.join('\n')}
        }
    }`;
}

interface Case {
  name: string;
  port: number;
  /** The store the measured instances serve from; none for the peers. */
  store?: StoreKind;
  headers?: Record<string, string>;
  /** Ask for a path the render cache has never seen, on one connection. */
  render?: boolean;
}

/** One store's two instances and the nginx in front of them. */
interface StorePorts {
  a: number;
  b: number;
  proxy: number;
}

const at = (port: number) => `http://127.0.0.1:${port}`;

/** The run with the median requests per second. */
function medianRun(runs: readonly WrkResult[]): WrkResult {
  const rate = median(runs.map((run) => run.requestsPerSecond));
  const run = runs.find((candidate) => candidate.requestsPerSecond === rate);
  if (!run) throw new Error('no run to take the median of');
  return run;
}

/** The bare node:http peer, replaying `response` (written to a file it reads). */
async function startBare(group: ProcessGroup, port: number, dir: string, response: object) {
  const file = path.join(dir, 'response.json');
  writeFileSync(file, JSON.stringify(response));
  const script = path.join(ROOT, 'bench', 'bareServer.ts');
  const bare = group.start(
    'bare node:http',
    process.execPath,
    ['--import', 'tsx', script, String(port), file],
    { stdio: 'inherit' },
  );
  await waitForPort(port, bare);
}

/**
 * One nginx: deploy/nginx.conf in front of the instances, and (given `staticPeer`) the static peer
 * sending `page`.
 */
async function startProxy(
  group: ProcessGroup,
  nginx: string,
  {
    ports,
    prefix,
    staticPeer,
  }: {
    ports: StorePorts;
    prefix: string;
    staticPeer?: { port: number; page: Buffer; headers: Record<string, string> };
  },
) {
  mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  if (staticPeer) writeFileSync(path.join(prefix, 'page'), staticPeer.page);
  writeProxyConfig(file, {
    port: ports.proxy,
    instancePorts: [ports.a, ports.b],
    extraServers: staticPeer && staticServer(staticPeer.port, prefix, staticPeer.headers),
  });
  const proxy = await startNginx(group, nginx, { prefix, file, port: ports.proxy });
  if (staticPeer) await waitForPort(staticPeer.port, proxy);
}

/**
 * The page as a cached page is served for good: the render cache refines a page's brotli form in
 * the background after its first hit, so the page is asked for until its bytes change.
 */
async function refinedPage(url: string): Promise<RawResponse> {
  const rendered = await getRaw(url, BROWSER);
  if (rendered.status !== 200) throw new Error(`GET ${url} answered ${rendered.status}.`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await getRaw(url, BROWSER);
    if (!response.body.equals(rendered.body)) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`GET ${url}: the render cache did not refine the page within 10 s.`);
}

/** X-Cache-Status of two requests through nginx, which must send the instance's bytes. */
async function cacheStatuses(url: string, expected: Buffer): Promise<string[]> {
  const statuses: string[] = [];
  for (let request = 0; request < 2; request += 1) {
    const response = await getRaw(url, BROWSER);
    if (!response.body.equals(expected)) throw new Error(`${url} through nginx: other bytes.`);
    statuses.push(String(response.headers['x-cache-status']));
  }
  return statuses;
}

/** Each run's `figure`, and its median. */
const medianOf = (runs: readonly WrkResult[], figure: (run: WrkResult) => number) =>
  median(runs.map(figure));

const STORES = storesFromArgs();
const BOTH = STORES.length > 1;
/** A case's name with its store, when both are measured. */
const group = new ProcessGroup();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
// Under root nginx's workers run as nobody, and PostgreSQL imports as its own user.
chmodSync(workDir, 0o755);
process.once('exit', () => {
  rmSync(workDir, { recursive: true, force: true });
});

let cluster: BenchCluster | undefined;
// The instances stop with the group, before their cluster.
await runWithGroup(group, measureAll);
await cluster?.stop();

/** Starts one store's two instances; resolves once both serve the refined page. */
async function startStore(store: StoreKind, ports: StorePorts) {
  const instancePorts = [ports.a, ports.b];
  if (store === 'folder') {
    // The instances' JSON logs go to /dev/null: written, as in production, but not kept.
    await Promise.all(
      instancePorts.map((port, index) =>
        startInstance(group, { name: `instance ${index + 1}`, port, stdout: 'ignore' }),
      ),
    );
  } else {
    cluster ??= await startBenchCluster();
    const contentDir = path.join(workDir, 'content');
    copyContent(path.join(ROOT, 'content'), contentDir);
    // The first instance imports the content folder into the empty database, then the second.
    await startFleetInstances(group, {
      store: await cluster.store('bench_server'),
      ports: instancePorts,
      contentDir: () => contentDir,
      instance: () => ({ stdout: 'ignore' }),
    });
  }
}

/**
 * The About page of a started store; both its instances serve the refined page before anything
 * is measured (nginx caches either's). Once every store has started: a page left alone for long
 * is rendered anew.
 */
async function refinedStore(store: StoreKind, ports: StorePorts) {
  // `/` redirects to the About page, under the base path if there is one.
  const page = (await getRaw(`${at(ports.a)}/`)).headers.location ?? '/about';
  const [reference] = await Promise.all(
    [ports.a, ports.b].map((port) => refinedPage(`${at(port)}${page}`)),
  );
  if (!reference) throw new Error(`GET ${page}: no answer.`);
  return { store, ports, page, reference };
}

/** The cases with each case's folder and PostgreSQL runs (next to each other) in turn swapped. */
function storesSwapped(cases: readonly Case[]): Case[] {
  const swapped = [...cases];
  for (let index = 0; index + 1 < swapped.length; index += 1) {
    const [one, next] = [swapped[index], swapped[index + 1]];
    if (one?.store === 'folder' && next?.store === 'postgres' && one.name === next.name) {
      [swapped[index], swapped[index + 1]] = [next, one];
      index += 1;
    }
  }
  return swapped;
}

async function measureAll(): Promise<void> {
  const wrk = findOrInstall('wrk', 'wrk');
  const nginx = findOrInstall('nginx', 'nginx');
  if (!process.argv.includes('--no-build')) buildSite();
  const peerPorts = await freePorts(['bare', 'file']);
  const storePorts: [StoreKind, StorePorts][] = [];
  for (const store of STORES) {
    const ports = await freePorts(['a', 'b', 'proxy']);
    await startStore(store, ports);
    storePorts.push([store, ports]);
  }
  const started: Awaited<ReturnType<typeof refinedStore>>[] = [];
  for (const [store, ports] of storePorts) started.push(await refinedStore(store, ports));
  const [first] = started;
  if (!first) throw new Error('no store to measure');
  const { page, reference } = first;
  for (const other of started) {
    if (other.page !== page) throw new Error(`${other.store}: / redirects to ${other.page}.`);
  }
  const tools = [...(cluster ? [cluster.version] : []), nginxVersion(nginx), wrkVersion(wrk)];
  const facts = `${machineFacts(tools)}; load average ${loadAverage()} at the start.`;
  const headers = replayedHeaders(reference.headers);
  await startBare(group, peerPorts.bare, workDir, {
    status: 200,
    headers,
    body: reference.body.toString('base64'),
  });
  // Each store's nginx has its prefix (its cache) in the work folder; the first's also holds the
  // static peer's file.
  const statuses: string[] = [];
  for (const [index, { store, ports, reference: own }] of started.entries()) {
    await startProxy(group, nginx, {
      ports,
      prefix: path.join(workDir, `nginx-${store}`),
      staticPeer: index === 0 ? { port: peerPorts.file, page: reference.body, headers } : undefined,
    });
    const seen = await cacheStatuses(`${at(ports.proxy)}${page}`, own.body);
    statuses.push(BOTH ? `${STORE_LABEL[store]}: ${seen.join(', ')}` : seen.join(', '));
  }
  const plain = await getRaw(`${at(first.ports.a)}${page}`, { Accept: BROWSER.Accept });
  // /about/{recordId} renders for any record id, and the render cache keeps pages by path.
  const unseenPaths = () => `${page}/bench-${Date.now().toString(36)}-`;
  for (const { ports } of started) {
    const probe = await getRaw(`${at(ports.a)}${unseenPaths()}0`, BROWSER);
    if (probe.status !== 200) throw new Error(`GET ${page}/{recordId} answered ${probe.status}.`);
  }

  // Each case of ours on every store (folder and PostgreSQL side by side), the peers after.
  const eachStore = (build: (ports: StorePorts) => Case): Case[] =>
    started.map(({ ports, store }) => ({ ...build(ports), store }));
  const cases: Case[] = [
    ...eachStore((ports) => ({
      name: `ours: ${page} from the render cache, 1 instance`,
      port: ports.a,
    })),
    { name: 'bare node:http, same bytes', port: peerPorts.bare },
    ...eachStore((ports) => ({
      name: 'nginx (deploy/nginx.conf) → 2 instances',
      port: ports.proxy,
    })),
    { name: 'nginx, same bytes as a static file', port: peerPorts.file },
    ...eachStore((ports) => ({
      name: 'ours, no Accept-Encoding',
      port: ports.a,
      headers: { Accept: BROWSER.Accept },
    })),
    ...eachStore((ports) => ({
      name: `ours, rendered: ${page}/{new recordId}, 1 connection`,
      port: ports.a,
      render: true,
    })),
  ];
  const measure = (target: Case, seconds: number) =>
    runWrk(group, wrk, {
      url: `${at(target.port)}${page}`,
      connections: target.render ? 1 : CONNECTIONS,
      seconds,
      headers: target.headers ?? BROWSER,
      uniquePathPrefix: target.render ? unseenPaths() : undefined,
    });
  console.log(`Warming up (${WARM_UP_SECONDS} s per case)...`);
  for (const target of cases) await measure(target, WARM_UP_SECONDS);
  console.log(`Measuring (${SECONDS} s per case, ${cases.length} cases, ${ROUNDS} rounds)...`);
  const rounds = cases.map((): WrkResult[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    // The two stores' runs of a case take turns going first, so neither gains by its place.
    for (const target of round % 2 === 0 ? cases : storesSwapped(cases)) {
      rounds[cases.indexOf(target)]?.push(await measure(target, SECONDS));
    }
  }
  const runsOf = (target: Case | undefined): WrkResult[] =>
    (target && rounds[cases.indexOf(target)]) || [];
  const rows: Row[] = cases.map((target) => ({
    name: target.name,
    ...(BOTH ? { store: target.store ? STORE_LABEL[target.store] : '-' } : {}),
    result: medianRun(runsOf(target)),
  }));
  const find = (prefix: string, store?: StoreKind) =>
    cases.find((target) => target.name.startsWith(prefix) && target.store === store);
  const bare = runsOf(find('bare'));
  const file = runsOf(find('nginx, same bytes'));
  const label = (store: StoreKind) => (BOTH ? ` (${STORE_LABEL[store]})` : '');
  const ratios: Ratio[] = STORES.flatMap((store) => [
    {
      name: `ours${label(store)} / bare node:http`,
      ours: runsOf(find('ours:', store)),
      peer: bare,
      target: 0.5,
    },
    {
      name: `nginx → 2 instances${label(store)} / nginx static`,
      ours: runsOf(find('nginx (deploy', store)),
      peer: file,
      target: 0.8,
    },
  ]);
  const renderedCase = (store: StoreKind) => find('ours, rendered', store);
  const renderNote = STORES.map((store) => {
    const result = medianRun(runsOf(renderedCase(store)));
    return `${BOTH ? `${STORE_LABEL[store]}: ` : ''}**p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms**`;
  }).join('; ');
  const comparisons: StoreComparison[] = BOTH
    ? cases
        .filter((target) => target.store === 'folder')
        .flatMap((target) => {
          const { name } = target;
          const peer = cases.find(
            (other) => other.store === 'postgres' && other.name === target.name,
          );
          const folderRuns = runsOf(target);
          const postgresRuns = runsOf(peer);
          const figures: [string, (run: WrkResult) => number, (value: number) => string][] = [
            [
              'req/s',
              (run) => run.requestsPerSecond,
              (value) => Math.round(value).toLocaleString('en-US'),
            ],
            ['p50', (run) => run.p50Ms, (value) => `${value.toFixed(2)} ms`],
          ];
          return figures.map(([figure, read, format]) => ({
            name,
            figure,
            folder: medianOf(folderRuns, read),
            postgres: medianOf(postgresRuns, read),
            ratio: median(
              folderRuns.map((run, round) => read(postgresRuns[round] ?? run) / read(run)),
            ),
            format,
          }));
        })
    : [];

  const bytes = (buffer: Buffer) => buffer.length.toLocaleString('en-US');
  // The stores' pages may differ in bytes (the content version they name, for one).
  const eachSize = started
    .map((other) => `${STORE_LABEL[other.store]} ${bytes(other.reference.body)}`)
    .join(', ');
  const section = formatSection({
    facts,
    method:
      `wrk: 2 threads, ${CONNECTIONS} connections, ${SECONDS} s per case after ` +
      `${WARM_UP_SECONDS} s of warm-up (the rendered row: 1 thread, 1 connection); ${ROUNDS} ` +
      'rounds, the cases taking turns, each row its median round by requests per second, each ' +
      "ratio the median of its rounds' ratios. Everything " +
      `runs on 127.0.0.1, wrk on the same ${os.availableParallelism()} cores as what it measures; ` +
      `load average ${loadAverage()} at the end.` +
      (QUICK ? ' QUICK MODE: figures not final.' : ''),
    rows,
    ratios,
    stores: comparisons,
    notes: [
      `Uncached render time: ${renderNote} (the rendered row: every request asks for ` +
        `${page}/{recordId} with a record id never asked for, so the server renders the page, ` +
        'SEO lookup included, and compresses it; one request at a time).',
      `${page} as measured: ${bytes(plain.body)} bytes of HTML, ${bytes(reference.body)} as ` +
        `${headers['content-encoding'] ?? 'sent'}; \`Cache-Control: ${headers['cache-control'] ?? ''}\`` +
        (BOTH
          ? ` (as sent: ${eachSize}; the bare and static peers replay the ${STORE_LABEL[first.store]}'s).`
          : '.'),
      `Two requests through nginx before the runs: X-Cache-Status ${statuses.join('; ')}.`,
    ],
  });
  console.log(`\n${section}\n`);
  if (!QUICK && !process.argv.includes('--no-write')) {
    console.log(`Written to ${await writePerformanceSection(section)}.`);
  }
}
