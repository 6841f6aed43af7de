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
 * 32 connections for 10 s per case after a 3 s warm-up. Prints the section and writes it into
 * docs/performance.md (not with `--no-write`); `--no-build` serves the existing dist/. wrk and
 * nginx are installed with apt when missing (as root).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { ProcessGroup, runWithGroup } from '../scripts/processGroup';
import {
  loadAverage,
  machineFacts,
  nginxVersion,
  wrkVersion,
  writePerformanceSection,
} from './performanceDoc';
import { formatSection, median, type Row } from './serverReport';
import { runWrk, type WrkResult } from './wrk';

const SECONDS = 10;
const WARM_UP_SECONDS = 3;
/**
 * Every case is measured this many times, the cases taking turns, and its median round is
 * reported; a ratio is the median of its rounds' ratios, each of two cases measured one right
 * after the other. On a shared machine the speed drifts over minutes, by more than the ratios'
 * margins.
 */
const ROUNDS = 5;
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
  headers?: Record<string, string>;
  /** Ask for a path the render cache has never seen, on one connection. */
  render?: boolean;
}

type Ports = Record<'a' | 'b' | 'bare' | 'proxy' | 'file', number>;

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

/** One nginx: deploy/nginx.conf in front of the instances, and the static peer sending `page`. */
async function startProxy(
  group: ProcessGroup,
  nginx: string,
  {
    ports,
    prefix,
    page,
    headers,
  }: { ports: Ports; prefix: string; page: Buffer; headers: Record<string, string> },
) {
  writeFileSync(path.join(prefix, 'page'), page);
  const file = path.join(prefix, 'nginx.conf');
  writeProxyConfig(file, {
    port: ports.proxy,
    instancePorts: [ports.a, ports.b],
    extraServers: staticServer(ports.file, prefix, headers),
  });
  const proxy = await startNginx(group, nginx, { prefix, file, port: ports.proxy });
  await waitForPort(ports.file, proxy);
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

const group = new ProcessGroup();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
process.once('exit', () => {
  rmSync(workDir, { recursive: true, force: true });
});

await runWithGroup(group, async () => {
  const wrk = findOrInstall('wrk', 'wrk');
  const nginx = findOrInstall('nginx', 'nginx');
  const facts = `${machineFacts([nginxVersion(nginx), wrkVersion(wrk)])}; load average ${loadAverage()} at the start.`;
  if (!process.argv.includes('--no-build')) buildSite();
  const ports: Ports = await freePorts(['a', 'b', 'bare', 'proxy', 'file']);

  // The instances' JSON logs go to /dev/null: written, as in production, but not kept.
  await Promise.all(
    [ports.a, ports.b].map((port, index) =>
      startInstance(group, { name: `instance ${index + 1}`, port, stdout: 'ignore' }),
    ),
  );
  // `/` redirects to the About page, under the base path if there is one.
  const page = (await getRaw(`${at(ports.a)}/`)).headers.location ?? '/about';
  // Both instances serve the refined page before anything is measured (nginx caches either's).
  const [reference] = await Promise.all(
    [ports.a, ports.b].map((port) => refinedPage(`${at(port)}${page}`)),
  );
  if (!reference) throw new Error(`GET ${page}: no answer.`);
  const headers = replayedHeaders(reference.headers);
  await startBare(group, ports.bare, workDir, {
    status: 200,
    headers,
    body: reference.body.toString('base64'),
  });
  // The work folder is nginx's prefix: its cache and the static peer's file live there.
  await startProxy(group, nginx, { ports, prefix: workDir, page: reference.body, headers });
  const statuses = await cacheStatuses(`${at(ports.proxy)}${page}`, reference.body);
  const plain = await getRaw(`${at(ports.a)}${page}`, { Accept: BROWSER.Accept });
  // /about/{recordId} renders for any record id, and the render cache keeps pages by path.
  const unseenPaths = () => `${page}/bench-${Date.now().toString(36)}-`;
  const probe = await getRaw(`${at(ports.a)}${unseenPaths()}0`, BROWSER);
  if (probe.status !== 200) throw new Error(`GET ${page}/{recordId} answered ${probe.status}.`);

  const cases: Case[] = [
    { name: `ours: ${page} from the render cache, 1 instance`, port: ports.a },
    { name: 'bare node:http, same bytes', port: ports.bare },
    { name: 'nginx (deploy/nginx.conf) → 2 instances', port: ports.proxy },
    { name: 'nginx, same bytes as a static file', port: ports.file },
    { name: 'ours, no Accept-Encoding', port: ports.a, headers: { Accept: BROWSER.Accept } },
    { name: `ours, rendered: ${page}/{new recordId}, 1 connection`, port: ports.a, render: true },
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
  console.log(`Measuring (${SECONDS} s per case, ${ROUNDS} rounds)...`);
  const rounds = cases.map((): WrkResult[] => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of cases.entries()) {
      rounds[index]?.push(await measure(target, SECONDS));
    }
  }
  const rows: Row[] = cases.map((target, index) => ({
    name: target.name,
    result: medianRun(rounds[index] ?? []),
  }));
  const [ours, bare, proxied, file] = rounds as [
    WrkResult[],
    WrkResult[],
    WrkResult[],
    WrkResult[],
  ];
  const rendered = rows[cases.findIndex((target) => target.render)];
  if (!rendered) throw new Error('the rendered case was not measured');

  const bytes = (buffer: Buffer) => buffer.length.toLocaleString('en-US');
  const section = formatSection({
    facts,
    method:
      `wrk: 2 threads, ${CONNECTIONS} connections, ${SECONDS} s per case after ` +
      `${WARM_UP_SECONDS} s of warm-up (the rendered row: 1 thread, 1 connection); ${ROUNDS} ` +
      'rounds, the cases taking turns, each row its median round by requests per second, each ' +
      "ratio the median of its rounds' ratios. Everything " +
      `runs on 127.0.0.1, wrk on the same ${os.availableParallelism()} cores as what it measures; ` +
      `load average ${loadAverage()} at the end.`,
    rows,
    ratios: [
      { name: 'ours / bare node:http', ours, peer: bare, target: 0.5 },
      { name: 'nginx → 2 instances / nginx static', ours: proxied, peer: file, target: 0.8 },
    ],
    notes: [
      `Uncached render time: **p50 ${rendered.result.p50Ms.toFixed(1)} ms, p99 ` +
        `${rendered.result.p99Ms.toFixed(1)} ms** (the rendered row: every request asks for ` +
        `${page}/{recordId} with a record id never asked for, so the server renders the page, ` +
        'SEO lookup included, and compresses it; one request at a time).',
      `${page} as measured: ${bytes(plain.body)} bytes of HTML, ${bytes(reference.body)} as ` +
        `${headers['content-encoding'] ?? 'sent'}; \`Cache-Control: ${headers['cache-control'] ?? ''}\`.`,
      `Two requests through nginx before the runs: X-Cache-Status ${statuses.join(', ')}.`,
    ],
  });
  console.log(`\n${section}\n`);
  if (!process.argv.includes('--no-write')) {
    console.log(`Written to ${await writePerformanceSection(section)}.`);
  }
});
