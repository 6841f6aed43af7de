// `npm run lighthouse [-- /path] [--runs=N] [--cpu-index=N]`: Lighthouse (mobile preset, simulated
// throttling: Lighthouse's defaults) against the production server, which this script builds when
// the build is missing or stale, starts on a free port and stops again. Prints the medians of N
// runs (default 3) and the audits scoring under 0.9, and rewrites the page's "Lighthouse" section
// of docs/performance.md (`Lighthouse` for /about, `Lighthouse, /fr/about` for another page).
// `--cpu-index=1600` measures as on a slower machine, one whose CPU benchmark index is 1,600: the
// CPU slowdown grows from 4 by this machine's index over 1,600 (see `cpuSlowdownFor`), and the
// section's heading names the index. A warm-up run goes first and is not counted: on a cold
// server the media renditions are still being encoded (images took seconds instead of
// milliseconds), and the page is still in the quick compression it was rendered with, which
// measures a deploy's first visitors rather than the page. Takes minutes: not part of `npm test`
// or CI.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { gitRevision, writeDocSection } from './docSection';
import { CHROMIUM_ARGS } from '../scripts/launchChromium';

const DOC = 'docs/performance.md';
/**
 * The doc's section of a page: `## Lighthouse` for the About page, `## Lighthouse, /fr/about`
 * else; `, CPU index 1,600` after it for a run as on a slower machine.
 */
function headingOf(pagePath: string, cpuIndex: number | undefined): string {
  const page = pagePath === '/about' ? '## Lighthouse' : `## Lighthouse, ${pagePath}`;
  return cpuIndex === undefined ? page : `${page}, CPU index ${cpuIndex.toLocaleString('en')}`;
}
/** Lighthouse's mobile CPU slowdown, made for a machine of a benchmark index near its own. */
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this machine's observed tasks as long as a machine of `cpuIndex`
 * would observe them: task time is taken as inversely proportional to the benchmark index, as
 * Lighthouse's own throttling guidance does. Never under the mobile preset's 4 (a machine slower
 * than `cpuIndex` is measured as it is).
 */
function cpuSlowdownFor(machineIndex: number, cpuIndex: number): number {
  const slowdown = (MOBILE_CPU_SLOWDOWN * machineIndex) / cpuIndex;
  return Math.max(MOBILE_CPU_SLOWDOWN, Math.round(slowdown * 100) / 100);
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LOW_SCORE = 0.9;
/** What `npm start` builds from; a file here newer than BUILD_MARKER means the build is stale. */
const BUILD_INPUTS = [
  'app',
  'sdk',
  'shared',
  'server',
  'content-model',
  'vite.config.ts',
  'package-lock.json',
];
const BUILD_MARKER = 'dist/site/index.html';
/** The flags every Chromium of the project gets, headless (chrome-launcher starts it itself). */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 12_000;
const REFINE_WAIT_MS = 2_000;

interface Metric {
  label: string;
  /** Reads the run's value; undefined when the audit did not produce one. */
  read: (lhr: Result) => number | undefined;
  format: (value: number) => string;
  /** The target, if it sets one. */
  target?: { text: string; met: (value: number) => boolean };
}

const score = (id: (typeof CATEGORIES)[number]) => (lhr: Result) => {
  const value = lhr.categories[id]?.score;
  return value == null ? undefined : Math.round(value * 100);
};
const numeric = (id: string) => (lhr: Result) => lhr.audits[id]?.numericValue;
const scriptBytes = (field: 'transferSize' | 'resourceSize') => (lhr: Result) => {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return undefined;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item[field] ?? 0), 0);
};
const cpuSlowdownOf = (lhr: Result) => lhr.configSettings.throttling.cpuSlowdownMultiplier;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const atLeast100 = { text: '100', met: (value: number) => value >= 100 };

const METRICS: Metric[] = [
  { label: 'Performance', read: score('performance'), format: String, target: atLeast100 },
  { label: 'Accessibility', read: score('accessibility'), format: String, target: atLeast100 },
  { label: 'Best practices', read: score('best-practices'), format: String, target: atLeast100 },
  { label: 'SEO', read: score('seo'), format: String, target: atLeast100 },
  {
    label: 'LCP',
    read: numeric('largest-contentful-paint'),
    format: seconds,
    target: { text: '≤ 0.9 s', met: (ms) => ms <= 900 },
  },
  {
    label: 'TBT',
    read: numeric('total-blocking-time'),
    format: (ms) => `${Math.round(ms)} ms`,
    target: { text: '≤ 50 ms', met: (ms) => ms <= 50 },
  },
  {
    label: 'CLS',
    read: numeric('cumulative-layout-shift'),
    format: (value) => value.toFixed(3),
    target: { text: '0', met: (value) => value === 0 },
  },
  { label: 'FCP', read: numeric('first-contentful-paint'), format: seconds },
  { label: 'Speed Index', read: numeric('speed-index'), format: seconds },
  { label: 'Total transfer', read: numeric('total-byte-weight'), format: kib },
  { label: 'JS transferred', read: scriptBytes('transferSize'), format: kib },
  { label: 'JS uncompressed', read: scriptBytes('resourceSize'), format: kib },
  // Lighthouse's CPU benchmark: a busy machine scores low and its throttled timings run long.
  { label: 'CPU benchmark index', read: (lhr) => lhr.environment.benchmarkIndex, format: String },
];
/** What a run as on a slower machine adds: its slowdown and the index it stands for. */
const SLOWER_MACHINE_METRICS: Metric[] = [
  { label: 'CPU slowdown', read: cpuSlowdownOf, format: (value) => `${value}×` },
  {
    label: 'CPU index measured as',
    read: (lhr) => (lhr.environment.benchmarkIndex * MOBILE_CPU_SLOWDOWN) / cpuSlowdownOf(lhr),
    format: (value) => String(Math.round(value)),
  },
];

interface LowAudit {
  id: string;
  title: string;
  score: number;
  categories: string[];
  /** Its weight in the category score; 0 for diagnostics, which only explain the metrics. */
  weight: number;
  displayValue: string;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? 0;
  return (lower + upper) / 2;
}

/**
 * The run closest to the median FCP and TTI, as Lighthouse's own `computeMedianRun` picks it (that
 * one is not exported): the earliest and the latest moment of the load.
 */
function closestToMedian(lhrs: Result[]): Result | undefined {
  const fcp = numeric('first-contentful-paint');
  const tti = numeric('interactive');
  const medianFcp = median(lhrs.flatMap((lhr) => fcp(lhr) ?? []));
  const medianTti = median(lhrs.flatMap((lhr) => tti(lhr) ?? []));
  if (medianFcp === undefined || medianTti === undefined) return undefined;
  const distance = (lhr: Result) =>
    ((fcp(lhr) ?? Infinity) - medianFcp) ** 2 + ((tti(lhr) ?? Infinity) - medianTti) ** 2;
  return [...lhrs].sort((a, b) => distance(a) - distance(b) || (tti(a) ?? 0) - (tti(b) ?? 0))[0];
}

/**
 * Audits of the four categories whose median score is under LOW_SCORE, weighted ones first; titles
 * and values come from the median run.
 */
function lowAudits(medianRun: Result, lhrs: Result[]): LowAudit[] {
  const refs = new Map<string, { categories: string[]; weight: number }>();
  for (const category of CATEGORIES) {
    for (const ref of medianRun.categories[category]?.auditRefs ?? []) {
      const seen = refs.get(ref.id) ?? { categories: [], weight: 0 };
      refs.set(ref.id, {
        categories: [...seen.categories, category],
        weight: seen.weight + ref.weight,
      });
    }
  }
  const low: LowAudit[] = [];
  for (const [id, { categories, weight }] of refs) {
    const scores = lhrs.flatMap((lhr) => {
      const value = lhr.audits[id]?.score;
      return value == null ? [] : [value];
    });
    const value = median(scores);
    if (value === undefined || value >= LOW_SCORE) continue;
    const audit = medianRun.audits[id];
    const displayValue = audit?.displayValue ?? '';
    low.push({ id, title: audit?.title ?? id, score: value, categories, weight, displayValue });
  }
  return low.sort(
    (a, b) =>
      Number(b.weight > 0) - Number(a.weight > 0) || a.score - b.score || a.id.localeCompare(b.id),
  );
}

/** `npm start` is "build && serve": the two halves, so the script serves what `npm start` does. */
async function startCommands(): Promise<{ build: string | undefined; serve: string }> {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const start = pkg.scripts.start;
  if (!start) throw new Error('package.json has no start script');
  const parts = start.split('&&').map((part) => part.trim());
  const serve = parts.pop() ?? start;
  return { build: parts.length > 0 ? parts.join(' && ') : undefined, serve };
}

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const names = await readdir(entry, { recursive: true });
  const times = await Promise.all(
    names.map(async (name) => (await stat(path.join(entry, name))).mtimeMs),
  );
  return Math.max(info.mtimeMs, ...times);
}

async function buildIsStale(): Promise<boolean> {
  const marker = await stat(BUILD_MARKER).catch(() => undefined);
  if (!marker) return true;
  const inputs = await Promise.all(BUILD_INPUTS.map(newestMtime));
  return Math.max(...inputs) > marker.mtimeMs;
}

const shellEnv = (extra: Record<string, string>) => ({
  ...process.env,
  PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  ...extra,
});

function runShell(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit', env: shellEnv({}) });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed with exit code ${code}`));
    });
  });
}

interface RunningServer {
  /** The About page as the server announces it ("About page: <url>"). */
  aboutUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the production server in its own process group on a free port (PORT=0) and waits for
 * the line in which it names the About page, so the base path comes out right too.
 */
function startServer(command: string): Promise<RunningServer> {
  const child = spawn('sh', ['-c', command], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: shellEnv({
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    }),
  });
  /** Signals the whole group (sh, tsx and node); false once the group is gone. */
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  const onExit = () => {
    signalGroup('SIGKILL');
  };
  process.on('exit', onExit);
  const stop = async () => {
    signalGroup('SIGTERM');
    const deadline = Date.now() + SERVER_STOP_TIMEOUT_MS;
    while (signalGroup(0) && Date.now() < deadline) await sleep(100);
    signalGroup('SIGKILL');
    process.off('exit', onExit);
  };
  return new Promise((resolve, reject) => {
    const output: string[] = [];
    let started = false;
    const fail = (message: string) => {
      void stop().then(() => {
        reject(new Error(`${message}\n${output.slice(-30).join('\n')}`));
      });
    };
    const timer = setTimeout(() => {
      fail('The server did not start in time.');
    }, SERVER_START_TIMEOUT_MS);
    const onLine = (line: string) => {
      output.push(line);
      if (output.length > 200) output.shift();
      let entry: { level?: number; msg?: string } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        entry = { msg: line };
      }
      if ((entry.level ?? 0) >= 40) console.error(`[server] ${entry.msg ?? line}`);
      const url = /About page: (\S+)/.exec(entry.msg ?? '')?.[1];
      if (url && !started) {
        started = true;
        clearTimeout(timer);
        resolve({ aboutUrl: url, stop });
      }
    };
    for (const stream of [child.stdout, child.stderr] as const) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(onLine);
      });
    }
    child.once('exit', (code) => {
      if (started) return;
      clearTimeout(timer);
      reject(
        new Error(`The server exited (code ${code}) before it started.\n${output.join('\n')}`),
      );
    });
  });
}

/** The binary's own version: the user agent says only 156.0.0.0 (user-agent reduction). */
function chromiumVersion(): string {
  try {
    return execFileSync(chromePath(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

function chromePath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  // The real binary: /usr/bin/chromium is a shell wrapper around it.
  if (existsSync('/usr/lib/chromium/chromium')) return '/usr/lib/chromium/chromium';
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** The Chrome of the run in progress and the server, so an error or Ctrl-C can stop them. */
let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: RunningServer | undefined;

async function stopAll(): Promise<void> {
  chrome?.kill();
  chrome = undefined;
  await server?.stop();
  server = undefined;
}

/**
 * Ctrl-C reaches this process twice (from the terminal and relayed by tsx), so the handler stays
 * installed and ignores repeats: a second signal must not kill the process before the cleanup.
 */
let stopping = false;
function onSignal(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.error(`\n${signal}: stopping Chrome and the server`);
  void stopAll().finally(() => process.exit(130));
}

/** The page's brotli bytes as the server sends them now (its Content-Length). */
async function brotliSize(url: string): Promise<number> {
  const response = await fetch(url, {
    headers: { Accept: 'text/html', 'Accept-Encoding': 'br' },
  });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length'));
}

/**
 * Asks for the page until the server sends its finest brotli: the render cache keeps a page
 * compressed quickly when rendered and recompresses it (quality 11) at its first hit, so the
 * visitor after the warm-up's would otherwise get the larger bytes, which every later visitor
 * does not. Gives up after REFINE_WAIT_MS (a page already refined never shrinks).
 */
async function waitForFinestPage(url: string): Promise<{ first: number; finest: number }> {
  const first = await brotliSize(url);
  const deadline = Date.now() + REFINE_WAIT_MS;
  let finest = first;
  while (finest >= first && Date.now() < deadline) {
    await sleep(100);
    finest = await brotliSize(url);
  }
  return { first, finest };
}

/** `value` (an option's text) as a positive integer; undefined when the option was not given. */
function positiveInteger(value: string | undefined, name: string, what: string) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants ${what}`);
  return number;
}

/** One Lighthouse run in a fresh Chrome (a new profile each time, like the CLI). */
async function runOnce(
  url: string,
  reportDir: string,
  run: number,
  cpuSlowdownMultiplier = MOBILE_CPU_SLOWDOWN,
): Promise<Result> {
  chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: ['html', 'json'],
      onlyCategories: [...CATEGORIES],
      // Merged into the mobile preset's throttling: only the CPU's slowdown changes.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const [html = '', json = ''] = [result.report].flat();
    await writeFile(path.join(reportDir, `run-${run}.report.html`), html);
    await writeFile(path.join(reportDir, `run-${run}.report.json`), json);
    if (lhr.runtimeError) {
      const { code, message } = lhr.runtimeError;
      throw new Error(`Lighthouse run ${run}: ${code}: ${message} (report in ${reportDir})`);
    }
    for (const warning of lhr.runWarnings) console.warn(`  warning: ${warning}`);
    return lhr;
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

function table(rows: string[][]): string {
  const [head, ...body] = rows;
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const header = head ?? [];
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    options: { runs: { type: 'string' }, 'cpu-index': { type: 'string' } },
    allowPositionals: true,
  });
  const pagePath = positionals[0] ?? '/about';
  const runs = positiveInteger(values.runs, 'runs', 'a number of runs') ?? 3;
  const cpuIndex = positiveInteger(
    values['cpu-index'],
    'cpu-index',
    'a CPU benchmark index such as 1600',
  );
  if (!pagePath.startsWith('/')) throw new Error(`The page is a path like /about, not ${pagePath}`);

  if (!existsSync(chromePath())) {
    throw new Error(`No Chromium at ${chromePath()}: install it or set CHROME_PATH`);
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const [load] = os.loadavg();
  const cpus = os.availableParallelism();
  if (load !== undefined && load > cpus) {
    console.warn(
      `The machine is busy (load ${load.toFixed(1)} on ${cpus} CPUs): simulated throttling ` +
        'multiplies the observed CPU time, so TBT, LCP and the performance score come out worse.',
    );
  }
  const { build, serve } = await startCommands();
  if (build && (await buildIsStale())) {
    console.log(`Build missing or older than its sources: ${build}`);
    await runShell(build);
  }
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'));
  console.log(`Starting the server: ${serve}`);
  server = await startServer(serve);

  const lhrs: Result[] = [];
  const url = new URL(server.aboutUrl.replace(/\/about$/, '') + pagePath).href;
  let warmUp: Result;
  let served: { first: number; finest: number };
  try {
    console.log(`Warm-up run, not counted: ${url}`);
    warmUp = await runOnce(url, reportDir, 0);
    served = await waitForFinestPage(url);
    for (let run = 1; run <= runs; run += 1) {
      // The machine's index now is the one its last run measured.
      const machineIndex = (lhrs.at(-1) ?? warmUp).environment.benchmarkIndex;
      const slowdown = cpuIndex ? cpuSlowdownFor(machineIndex, cpuIndex) : undefined;
      const calibration = slowdown
        ? ` (CPU slowdown ${slowdown}×, index ${machineIndex} here)`
        : '';
      console.log(`Lighthouse run ${run}/${runs}: ${url}${calibration}`);
      lhrs.push(await runOnce(url, reportDir, run, slowdown));
    }
  } finally {
    await stopAll();
  }

  const [first] = lhrs;
  if (!first) throw new Error('no Lighthouse run finished');
  const medianRun = closestToMedian(lhrs) ?? first;
  const metrics = cpuIndex ? [...METRICS, ...SLOWER_MACHINE_METRICS] : METRICS;
  const metricRows = metrics.map((metric) => {
    const values = lhrs.map(metric.read);
    const value = median(values.filter((v): v is number => v !== undefined));
    const shown = value === undefined ? 'n/a' : metric.format(value);
    const target = metric.target
      ? `${metric.target.text} ${value !== undefined && metric.target.met(value) ? '✓' : '✗'}`
      : '';
    const perRun = values.map((v) => (v === undefined ? 'n/a' : metric.format(v))).join(', ');
    return [metric.label, shown, target, perRun];
  });
  const low = lowAudits(medianRun, lhrs);
  const metricsTable = table([['metric', 'median', 'target', 'runs'], ...metricRows]);
  const auditsTable = low.length
    ? table([
        ['audit', 'title', 'score', 'category', 'weight', 'value'],
        ...low.map((audit) => [
          `\`${audit.id}\``,
          audit.title.replaceAll('|', '\\|'),
          audit.score.toFixed(2),
          audit.categories.join(', '),
          String(audit.weight),
          audit.displayValue.replaceAll('|', '\\|'),
        ]),
      ])
    : 'None.';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const cold = METRICS.filter((metric) => metric.target).map((metric) => {
    const value = metric.read(warmUp);
    return `${metric.label} ${value === undefined ? 'n/a' : metric.format(value)}`;
  });
  const asIndex = cpuIndex?.toLocaleString('en');
  const throttling = asIndex
    ? `Mobile preset, simulated throttling, with the CPU slowdown of a machine of index ${asIndex}:` +
      ` 4 × the index this machine measured in its previous run / ${asIndex}`
    : "Mobile preset, simulated throttling (Lighthouse's defaults)";
  const facts = [
    `- Date: ${date} UTC (commit ${gitRevision()})`,
    `- Page: ${url} (production server on a free port)`,
    `- Lighthouse ${first.lighthouseVersion}, Node API; ${chromiumVersion()}, headless`,
    `- ${throttling}; median of ${runs} run${runs === 1 ? '' : 's'},` +
      ` each in a fresh Chrome; load average ${load?.toFixed(1) ?? 'n/a'} on ${cpus} CPUs` +
      ' at the start',
    `- Warm-up run on the cold server (not counted): ${cold.join(', ')}`,
    `- Then the page was asked for until the server sent its finest brotli: ` +
      `${served.finest.toLocaleString('en')} bytes (its first cache hit: ` +
      `${served.first.toLocaleString('en')})`,
  ].join('\n');

  console.log(
    `\n${facts}\n\n${metricsTable}\n\nAudits scoring under ${LOW_SCORE}:\n${auditsTable}`,
  );
  console.log(`\nReports (HTML and JSON): ${reportDir}`);
  await writeDocSection(
    DOC,
    `${headingOf(pagePath, cpuIndex)}\n\n` +
      'Measured by `npm run lighthouse` (`bench/lighthouse.bench.ts`), which rewrites this section.\n\n' +
      `${facts}\n\n${metricsTable}\n\n` +
      `### Audits scoring under ${LOW_SCORE}\n\n` +
      'Median score over the runs; title and value from the median run (closest to the median' +
      ' FCP and TTI). Weight 0 marks diagnostics: they explain the metrics but do not count' +
      ' in the score themselves.\n\n' +
      `${auditsTable}\n`,
  );
  console.log(`Updated the "${headingOf(pagePath, cpuIndex).slice(3)}" section of ${DOC}`);
}

main().then(
  () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  },
  (error: unknown) => {
    if (stopping) return; // the signal handler exits once Chrome and the server are gone
    console.error(error);
    void stopAll().finally(() => process.exit(1));
  },
);
