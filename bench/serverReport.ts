/** The "Server throughput" section of docs/performance.md, as `npm run bench:server` writes it. */
import { STORE_BOUND, storeTable, type StoreComparison } from './benchStore';
import { table } from './performanceDoc';
import type { WrkResult } from './wrk';

const HEADING = '## Server throughput';

export interface Row {
  name: string;
  /** The content store it was measured on, when the section has both. */
  store?: string;
  result: WrkResult;
}

/** Two cases measured in the same rounds, the peer right after ours in each round. */
export interface Ratio {
  name: string;
  ours: readonly WrkResult[];
  peer: readonly WrkResult[];
  target: number;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function resultsTable(rows: Row[]): string {
  const stores = rows.some((row) => row.store !== undefined);
  return table(
    ['case', ...(stores ? ['store'] : []), 'req/s', 'p50', 'p99', 'errors'],
    rows.map(({ name, store, result }) => [
      name,
      ...(stores ? [store ?? '-'] : []),
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      ms(result.p50Ms),
      ms(result.p99Ms),
      String(result.errors),
    ]),
    stores ? 2 : 1,
  );
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no value to take the median of');
  return middle;
}

/**
 * The ratio of each round (ours and its peer measured one after the other, on the machine as it
 * was then), and their median: the machine's speed drifts between rounds more than within one.
 */
function roundRatios({ ours, peer }: Ratio): { each: number[]; median: number } {
  const each = ours.map((result, round) => {
    const peerResult = peer[round];
    if (!peerResult) throw new Error(`round ${String(round + 1)}: the peer was not measured`);
    return result.requestsPerSecond / peerResult.requestsPerSecond;
  });
  return { each, median: median(each) };
}

function ratiosTable(ratios: Ratio[]): string {
  return table(
    ['ratio (req/s)', 'median of the rounds', 'each round', 'target'],
    ratios.map((ratio) => {
      const { each, median: measured } = roundRatios(ratio);
      return [
        ratio.name,
        measured.toFixed(2),
        each.map((value) => value.toFixed(2)).join(', '),
        `≥ ${String(ratio.target)}: ${measured >= ratio.target ? 'met' : '**not met**'}`,
      ];
    }),
  );
}

export interface SectionInput {
  facts: string;
  method: string;
  rows: Row[];
  ratios: Ratio[];
  /** Each case of ours on both content stores (none when one store was measured). */
  stores?: StoreComparison[];
  notes: string[];
}

export function formatSection({
  facts,
  method,
  rows,
  ratios,
  stores = [],
  notes,
}: SectionInput): string {
  const storeParts =
    stores.length === 0
      ? []
      : [
          'The two content stores (`npm run bench:server`, the default `--store both`): each case ' +
            'of ours measured on the folder store and on PostgreSQL (two instances on one ' +
            'database of a throwaway cluster, content/ imported), one right after the other in ' +
            'every round, which goes first alternating by round; each figure the median of its ' +
            "rounds, the ratio PostgreSQL over folder the median of the rounds' ratios, the " +
            `target within ±${String(STORE_BOUND * 100)} %.`,
          storeTable(stores),
        ];
  return [
    HEADING,
    'Measured by `npm run bench:server` (`bench/server.bench.ts`), which rewrites this section.',
    `${facts} ${method}`,
    resultsTable(rows),
    ratiosTable(ratios),
    ...storeParts,
    notes.map((note) => `- ${note}`).join('\n'),
    '"ours" is one production instance answering as a browser asks (brotli accepted); "bare ' +
      'node:http" replays the bytes and headers that instance sent, with nothing else to do. The ' +
      'nginx rows are one nginx: deploy/nginx.conf in front of two instances, and a server block ' +
      'sending the same bytes and headers from a file. "ours, no Accept-Encoding" is the same ' +
      'page, uncompressed.',
  ].join('\n\n');
}
