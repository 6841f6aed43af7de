/** The "Server throughput" section of docs/performance.md, as `npm run bench:server` writes it. */
import { table } from './performanceDoc';
import type { WrkResult } from './wrk';

const HEADING = '## Server throughput';

export interface Row {
  name: string;
  result: WrkResult;
}

export interface Ratio {
  name: string;
  ours: Row;
  peer: Row;
  target: number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function resultsTable(rows: Row[]): string {
  return table(
    ['case', 'req/s', 'p50', 'p99', 'errors'],
    rows.map(({ name, result }) => [
      name,
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      ms(result.p50Ms),
      ms(result.p99Ms),
      String(result.errors),
    ]),
  );
}

function ratiosTable(ratios: Ratio[]): string {
  return table(
    ['ratio (req/s)', 'measured', 'target'],
    ratios.map(({ name, ours, peer, target }) => {
      const ratio = ours.result.requestsPerSecond / peer.result.requestsPerSecond;
      return [name, ratio.toFixed(2), `≥ ${target}: ${ratio >= target ? 'met' : '**not met**'}`];
    }),
  );
}

export interface SectionInput {
  facts: string;
  method: string;
  rows: Row[];
  ratios: Ratio[];
  notes: string[];
}

export function formatSection({ facts, method, rows, ratios, notes }: SectionInput): string {
  return [
    HEADING,
    'Measured by `npm run bench:server` (`bench/server.bench.ts`), which rewrites this section.',
    `${facts} ${method}`,
    resultsTable(rows),
    ratiosTable(ratios),
    notes.map((note) => `- ${note}`).join('\n'),
    '"ours" is one production instance answering as a browser asks (brotli accepted); "bare ' +
      'node:http" replays the bytes and headers that instance sent, with nothing else to do. The ' +
      'nginx rows are one nginx: deploy/nginx.conf in front of two instances, and a server block ' +
      'sending the same bytes and headers from a file. "ours, no Accept-Encoding" is the same ' +
      'page, uncompressed.',
  ].join('\n\n');
}
