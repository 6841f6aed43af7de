/** The "Server throughput" section of docs/performance.md, as `npm run bench:server` writes it. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writeDocSection } from '../scripts/docSection';
import { ROOT } from '../scripts/localStack';
import type { WrkResult } from './wrk';

const DOC = path.join(ROOT, 'docs', 'performance.md');
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

function version(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`.split('\n')[0]?.trim() ?? command;
}

/** The 1-minute load average: other work on the machine lowers every figure. */
export const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** The machine and the tools, for the reader to compare with theirs. */
export function machineFacts(nginx: string, wrk: string): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu}, nproc ` +
    `${os.availableParallelism()}, ${memory} GiB, Linux ${os.release()}, load average ${loadAverage()} ` +
    `at the start; Node ${process.version}, ${version(nginx, ['-v']).replace('nginx version: ', '')}, ` +
    `${version(wrk, ['-v']).split(' [')[0] ?? 'wrk'}.`
  );
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(header: string[], rows: string[][]): string {
  const align = header.map((_, index) => (index === 0 ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

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

/** Writes the section into docs/performance.md; returns the doc's path. */
export async function writeSection(section: string): Promise<string> {
  await writeDocSection(DOC, section);
  return DOC;
}
