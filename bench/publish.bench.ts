/**
 * `npm run bench:publish`: publish to visible on a fleet. Three production instances on one
 * PostgreSQL database (a cluster of the bench's own, durable as in production) behind nginx with
 * deploy/nginx.conf, beside its peer, one instance on the folder store behind nginx. Each publish
 * is an author's `npm run content:import` of a folder with a new description of the About page:
 *
 * - t0: the import command's exit (its commit is done by then);
 * - t1: the first `/about` answer holding the new description, each place polled every 10 ms
 *   from the moment the command starts: directly, the slowest of the instances (the last to show
 *   it), and through nginx.
 *
 * 40 publishes per store, idle and then under visitors' traffic (wrk, as the soak runs it, on the
 * About page and its images, through nginx and on each instance directly); p50, p95 and max of
 * t1 - t0, and the ratio of the PostgreSQL fleet's to the folder store's. Prints the table and
 * writes it into docs/performance.md ("Publish to visible"), not with `--no-write`.
 * `--quick` (or BENCH_QUICK=1): 3 publishes each, to check the bench works (its figures mean
 * nothing, and it never writes). `--no-build` serves the existing dist/. wrk and nginx are
 * installed with apt when missing (as root). Not part of CI: about 12 minutes after the build.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentCommand,
  startFleetInstances,
  writeFleetConfig,
  type FleetStore,
} from '../scripts/fleetStack';
import {
  buildSite,
  findOrInstall,
  freePorts,
  getRaw,
  ROOT,
  startNginx,
} from '../scripts/localStack';
import { startCluster } from '../scripts/postgres/cluster';
import { createDatabase } from '../scripts/postgres/databases';
import { ensurePostgres } from '../scripts/postgres/install';
import { ProcessGroup, runWithGroup } from '../scripts/processGroup';
import {
  loadAverage,
  machineFacts,
  nginxVersion,
  table,
  wrkVersion,
  writePerformanceSection,
} from './performanceDoc';
import { gitRevision } from './docSection';
import { copyContent } from './sharedCache';
import { IMAGE_HEADERS, PAGE_HEADERS, runWrk } from './wrk';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const PUBLISHES = QUICK ? 3 : 40;
const POLL_MS = 10;
/** A publish not visible by then counts as failed. */
const VISIBLE_TIMEOUT_MS = 30_000;
const POSTGRES_INSTANCES = 3;

interface BenchFleet {
  name: string;
  store: FleetStore;
  /** The content folder the commands are given (the folder store's own). */
  contentDir: string;
  instanceOrigins: string[];
  proxyOrigin: string;
  /** The folder the author exports once and edits for each publish. */
  workDir: string;
}

interface Sample {
  direct: number | undefined;
  proxy: number | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `origin/about` every `POLL_MS` until it holds `marker`: when it first did, or undefined. */
async function firstShown(
  origin: string,
  marker: string,
  until: () => boolean,
): Promise<number | undefined> {
  while (!until()) {
    const asked = performance.now();
    const page = await getRaw(`${origin}/about`).catch(() => undefined);
    if (page?.status === 200 && page.body.includes(marker)) return performance.now();
    await sleep(Math.max(0, POLL_MS - (performance.now() - asked)));
  }
  return undefined;
}

/** Sets the About page's meta description in the author's folder. */
function editDescription(dir: string, description: string): void {
  const file = path.join(dir, 'seo', 'about.json');
  const record = JSON.parse(readFileSync(file, 'utf8')) as { fields: Record<string, unknown> };
  record.fields.Description = description;
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/** One publish: the import, then how long each place took from its exit to show the change. */
async function publishOnce(fleet: BenchFleet, index: number): Promise<Sample> {
  const marker = `Published by the bench, ${String(index)} at ${String(Date.now())}.`;
  editDescription(fleet.workDir, marker);
  let exitedAt: number | undefined = undefined;
  const deadline = () =>
    exitedAt !== undefined && performance.now() - exitedAt > VISIBLE_TIMEOUT_MS;
  const shown = Promise.all([
    ...fleet.instanceOrigins.map((origin) => firstShown(origin, marker, deadline)),
    firstShown(fleet.proxyOrigin, marker, deadline),
  ]);
  const run = await contentCommand(
    'import',
    [fleet.workDir, '--message', marker],
    fleet.store,
    fleet.contentDir,
  );
  exitedAt = run.exitedAt;
  if (run.code !== 0) throw new Error(`content:import failed: ${run.err}`);
  // The folder names the version it holds now, as an export would.
  const version = /version (\S+)/.exec(run.out)?.[1];
  if (!version) throw new Error(`content:import printed no version: ${run.out}`);
  writeFileSync(path.join(fleet.workDir, '.content-version'), `${version}\n`);
  const times = await shown;
  const proxy = times.pop();
  const slowest = times.some((time) => time === undefined)
    ? undefined
    : Math.max(...times.map((time) => time ?? 0));
  const since = (time: number | undefined) =>
    time === undefined ? undefined : time - run.exitedAt;
  return { direct: since(slowest), proxy: since(proxy) };
}

/** The About page's images, as it names them. */
async function imagePaths(origin: string): Promise<string[]> {
  const html = (await getRaw(`${origin}/about`)).body.toString('utf8');
  const sources = [...html.matchAll(/src="([^"]*\/cms\/delivery\/media\/[^"]*)"/g)];
  return [...new Set(sources.map((match) => match[1]!.replaceAll('&amp;', '&')))];
}

/** Visitors on the About page and its images, through nginx and on each instance, until `stop`. */
async function traffic(group: ProcessGroup, wrk: string, fleet: BenchFleet, stop: Promise<void>) {
  const images = await imagePaths(fleet.instanceOrigins[0]!);
  const parts = [
    { origin: fleet.proxyOrigin, paths: ['/about'], headers: PAGE_HEADERS, connections: 4 },
    { origin: fleet.proxyOrigin, paths: images, headers: IMAGE_HEADERS, connections: 4 },
    ...fleet.instanceOrigins.map((origin) => ({
      origin,
      paths: ['/about', ...images],
      headers: PAGE_HEADERS,
      connections: 2,
    })),
  ];
  return Promise.all(
    parts.map((part) =>
      runWrk(group, wrk, {
        url: `${part.origin}/`,
        paths: part.paths,
        connections: part.connections,
        threads: 1,
        seconds: 3600,
        headers: part.headers,
        countStatuses: true,
        stop,
      }),
    ),
  );
}

interface Series {
  fleet: string;
  condition: 'idle' | 'under traffic';
  samples: Sample[];
  /** Requests and failed requests of the traffic, under traffic. */
  requests?: number;
  failed?: number;
  /** Of the failed, connection errors and timeouts (the rest: answers outside 200-399). */
  socketErrors?: number;
}

async function series(
  group: ProcessGroup,
  wrk: string,
  fleet: BenchFleet,
  condition: Series['condition'],
): Promise<Series> {
  console.log(`${fleet.name}, ${condition}: ${String(PUBLISHES)} publishes...`);
  let stopTraffic!: () => void;
  const stop = new Promise<void>((resolve) => (stopTraffic = resolve));
  const load = condition === 'under traffic' ? traffic(group, wrk, fleet, stop) : undefined;
  if (load) await sleep(2_000);
  const samples: Sample[] = [];
  for (let index = 0; index < PUBLISHES; index += 1) {
    samples.push(await publishOnce(fleet, index));
    // Let the micro-cache turn over, so each publish starts from a page cached as usual.
    await sleep(500);
  }
  stopTraffic();
  const results = load ? await load : undefined;
  return {
    fleet: fleet.name,
    condition,
    samples,
    ...(results
      ? {
          requests: results.reduce((sum, result) => sum + result.requests, 0),
          failed: results.reduce((sum, result) => sum + result.errors, 0),
          socketErrors: results.reduce((sum, result) => sum + result.socketErrors, 0),
        }
      : {}),
  };
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

interface Summary {
  p50: number;
  p95: number;
  max: number;
  missed: number;
}

function summary(values: readonly (number | undefined)[]): Summary {
  const seen = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  return {
    p50: percentile(seen, 0.5),
    p95: percentile(seen, 0.95),
    max: seen.at(-1) ?? Number.NaN,
    missed: values.length - seen.length,
  };
}

const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

function formatSection(all: Series[], facts: string): string {
  const rows: string[][] = [];
  const ratios: string[][] = [];
  for (const condition of ['idle', 'under traffic'] as const) {
    for (const where of ['direct', 'proxy'] as const) {
      const place = where === 'direct' ? 'directly, slowest instance' : 'through nginx';
      const bySeries = all
        .filter((entry) => entry.condition === condition)
        .map((entry) => ({ entry, stats: summary(entry.samples.map((sample) => sample[where])) }));
      for (const { entry, stats } of bySeries) {
        rows.push([
          entry.fleet,
          condition,
          place,
          String(entry.samples.length),
          ms(stats.p50),
          ms(stats.p95),
          ms(stats.max),
          String(stats.missed),
        ]);
      }
      const [postgres, folder] = bySeries;
      if (postgres && folder) {
        ratios.push([
          condition,
          place,
          ratio(postgres.stats.p50, folder.stats.p50),
          ratio(postgres.stats.p95, folder.stats.p95),
          ratio(postgres.stats.max, folder.stats.max),
        ]);
      }
    }
  }
  const trafficNotes = all
    .filter((entry) => entry.requests !== undefined)
    .map(
      (entry) =>
        `${entry.fleet}: ${(entry.requests ?? 0).toLocaleString('en-US')} requests, ${String(entry.failed ?? 0)} failed (${String(entry.socketErrors ?? 0)} of them connection errors or timeouts)`,
    )
    .join('; ');
  return [
    '## Publish to visible',
    '',
    'Measured by `npm run bench:publish` (`bench/publish.bench.ts`), which rewrites this section; run by hand, not in CI (about 12 minutes after the build).',
    '',
    `${facts}.`,
    '',
    `Each publish is \`npm run content:import\` of a folder with a new description of the About page. From the command's exit (t0, its commit done) to the first \`/about\` answer that holds the change (t1), each place polled every ${String(POLL_MS)} ms from the command's start: directly, the last of the instances to show it; and through nginx (\`deploy/nginx.conf\`, micro-cached). The PostgreSQL fleet is ${String(POSTGRES_INSTANCES)} instances on one database (LISTEN/NOTIFY, the head polled every 5 s besides); its peer is one instance on the folder store (its folder watched). "missed": not shown within ${String(VISIBLE_TIMEOUT_MS / 1000)} s.`,
    '',
    table(['fleet', 'condition', 'where', 'publishes', 'p50', 'p95', 'max', 'missed'], rows, 3),
    '',
    table(['condition', 'where', 'p50 ratio', 'p95 ratio', 'max ratio'], ratios, 2),
    '',
    `- Ratio: the PostgreSQL fleet's figure over the folder store's.`,
    `- Under traffic: wrk, one thread per part, on the About page (4 connections) and its images (4) through nginx and on both at once on each instance directly (2 each), for the whole series; ${trafficNotes}.`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const group = new ProcessGroup();
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-publish-'));
  // Under root PostgreSQL runs as the postgres user, and nginx's workers as nobody.
  chmodSync(root, 0o755);
  process.once('exit', () => {
    rmSync(root, { recursive: true, force: true });
  });
  let stopCluster: (() => Promise<void>) | undefined;
  await runWithGroup(group, async () => {
    try {
      const wrk = findOrInstall('wrk', 'wrk');
      const nginx = findOrInstall('nginx', 'nginx');
      if (!process.argv.includes('--no-build')) buildSite();
      const cluster = await startCluster({ dir: path.join(root, 'postgres') });
      stopCluster = () => cluster.stop();
      const databaseUrl = await createDatabase(cluster.url, 'bench');

      const startBenchFleet = async (
        name: string,
        store: FleetStore,
        count: number,
      ): Promise<BenchFleet> => {
        const dir = path.join(root, name.replaceAll(/\W+/g, '-'));
        const dirs = Array.from({ length: count }, (_, index) => {
          const contentDir = path.join(dir, `content-${String(index + 1)}`);
          copyContent(path.join(ROOT, 'content'), contentDir);
          return contentDir;
        });
        const ports = Object.values(
          await freePorts(Array.from({ length: count + 1 }, (_, index) => `p${String(index)}`)),
        );
        const [proxyPort, ...instancePorts] = ports;
        if (proxyPort === undefined) throw new Error('no free port');
        await startFleetInstances(group, {
          store,
          ports: instancePorts,
          contentDir: (index) => dirs[index]!,
          instance: () => ({ stdout: 'ignore', env: { LOG_LEVEL: 'warn' } }),
        });
        const prefix = path.join(dir, 'nginx');
        mkdirSync(prefix, { recursive: true });
        const file = path.join(dir, 'nginx.conf');
        writeFleetConfig(file, { port: proxyPort, instancePorts });
        await startNginx(group, nginx, { prefix, file, port: proxyPort });
        const workDir = path.join(dir, 'author');
        const exported = await contentCommand('export', [workDir], store, dirs[0]!);
        if (exported.code !== 0) throw new Error(`content:export failed: ${exported.err}`);
        return {
          name,
          store,
          contentDir: dirs[0]!,
          instanceOrigins: instancePorts.map((port) => `http://127.0.0.1:${String(port)}`),
          proxyOrigin: `http://127.0.0.1:${String(proxyPort)}`,
          workDir,
        };
      };

      console.log('Starting the PostgreSQL fleet and the folder store peer...');
      const fleets = [
        await startBenchFleet(
          `PostgreSQL, ${String(POSTGRES_INSTANCES)} instances`,
          { kind: 'postgres', databaseUrl },
          POSTGRES_INSTANCES,
        ),
        await startBenchFleet('folder store, 1 instance', { kind: 'folder' }, 1),
      ];
      const all: Series[] = [];
      for (const condition of ['idle', 'under traffic'] as const) {
        for (const fleet of fleets) all.push(await series(group, wrk, fleet, condition));
      }
      const facts =
        `${machineFacts([`PostgreSQL ${String(ensurePostgres().version)}`, nginxVersion(nginx), wrkVersion(wrk)])}; ` +
        `load average ${loadAverage()} at the end; commit ${gitRevision()}` +
        (QUICK ? '; QUICK MODE, figures not final' : '');
      const section = formatSection(all, facts);
      console.log(`\n${section}`);
      if (!QUICK && !process.argv.includes('--no-write'))
        console.log(`Written to ${await writePerformanceSection(section)}.`);
      if (
        all.some((entry) =>
          entry.samples.some((sample) => sample.direct === undefined || sample.proxy === undefined),
        )
      )
        process.exitCode = 1;
    } finally {
      await group.stopAll();
      await stopCluster?.();
    }
  });
}

await main();
