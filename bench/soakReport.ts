/** The "Soak" section of docs/performance.md, as `npm run bench:soak` writes it. */
import { STORE_BOUND, storeTable, type StoreComparison } from './benchStore';
import { table } from './performanceDoc';
import type { WrkResult } from './wrk';

const HEADING = '## Soak';

export interface Phase {
  name: string;
  rows: { name: string; connections: number; result: WrkResult }[];
}

export interface MemoryReading {
  name: string;
  bytes: number;
  /** Change since the warm-up, as a share. */
  growth?: number;
}

export interface Check {
  name: string;
  measured: string;
  target: string;
  met: boolean;
}

export interface SoakSection {
  facts: string;
  phases: Phase[];
  memory: MemoryReading[];
  checks: Check[];
  notes: string[];
  /** Each traffic row on both content stores (none when one store was measured). */
  stores?: StoreComparison[];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** `200: 1,234, 503: 5`, or `-` when not counted. */
function statuses(result: WrkResult): string {
  const entries = Object.entries(result.statuses).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return '-';
  return entries.map(([status, n]) => `${status}: ${count(n)}`).join(', ');
}

function trafficTable(phases: Phase[]): string {
  return table(
    ['phase', 'traffic', 'conn.', 'requests', 'req/s', 'p50', 'p99', 'answers', 'failed'],
    phases.flatMap((phase) =>
      phase.rows.map(({ name, connections, result }) => [
        phase.name,
        name,
        String(connections),
        count(result.requests),
        count(result.requestsPerSecond),
        ms(result.p50Ms),
        ms(result.p99Ms),
        statuses(result),
        String(result.errors),
      ]),
    ),
    2,
  );
}

function memoryTable(readings: MemoryReading[]): string {
  return table(
    ['resident memory of the server process', 'MiB', 'change since the warm-up'],
    readings.map(({ name, bytes, growth }) => [
      name,
      (bytes / 2 ** 20).toFixed(1),
      growth === undefined ? '' : `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
    ]),
  );
}

function checksTable(checks: Check[]): string {
  return table(
    ['check', 'measured', 'target', ''],
    checks.map(({ name, measured, target, met }) => [
      name,
      measured,
      target,
      met ? 'met' : '**not met**',
    ]),
  );
}

export function formatSoakSection({
  facts,
  phases,
  memory,
  checks,
  notes,
  stores = [],
}: SoakSection): string {
  const storeParts =
    stores.length === 0
      ? []
      : [
          'The two content stores (`npm run bench:soak`, the default `--store both`): each ' +
            'traffic row of each phase on the folder store and on PostgreSQL, the phase run on ' +
            "the one server right after the other; each figure is that run's (req/s, and the " +
            'median latency), the ratio PostgreSQL over folder, the target within ' +
            `±${String(STORE_BOUND * 100)} %.`,
          storeTable(stores),
        ];
  return [
    HEADING,
    'Measured by `npm run bench:soak` (`bench/soak.bench.ts`), which rewrites this section; run by ' +
      'hand, not in CI (after the build, about 5 minutes per content store: 10 with both).',
    facts,
    'Mixed traffic: one wrk per row, each one thread, all at once on 127.0.0.1 (wrk shares the ' +
      "cores with the server); the media rows ask with Chrome's `Accept`, so they are AVIF. " +
      '"failed" counts connection errors, timeouts and answers outside 200-399. Resident memory ' +
      'is VmRSS of the process listening on the port, read after each phase once a full garbage ' +
      "collection (asked for through the process's inspector) has returned what V8 kept of the " +
      "load's garbage; the highest reading is sampled every 0.5 s throughout. The widths phase " +
      'asks 2,000 distinct `width` values, but the server snaps each to the next of its 8 fixed ' +
      'rendition widths (never past the original), so they come to at most 8 renditions per ' +
      'image (AVIF here), not 2,000 resizes: it tests that distinct URLs cannot grow the work or ' +
      'the caches. The last phase sends the same mix through nginx (`deploy/nginx.conf`) in ' +
      'front of the server and publishes in its middle (on the folder store a saved content ' +
      'file, on PostgreSQL `npm run content:import` of an edited folder): see the notes for how the ' +
      'hit ratio and the publish-to-visible time are counted.',
    trafficTable(phases),
    memoryTable(memory),
    checksTable(checks),
    ...storeParts,
    notes.map((note) => `- ${note}`).join('\n'),
  ].join('\n\n');
}
