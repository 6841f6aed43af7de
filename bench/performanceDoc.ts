/** What every section a bench writes into docs/performance.md shares: facts, tables, writing. */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writeDocSection } from './docSection';
import { ROOT } from '../scripts/localStack';

const DOC = path.join(ROOT, 'docs', 'performance.md');

/** The first line a tool prints for `args` (its version), or the command's name. */
function firstLine(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`.split('\n')[0]?.trim() || command;
}

export const wrkVersion = (wrk: string): string =>
  firstLine(wrk, ['-v']).split(' [')[0]?.trim() ?? 'wrk';

export const nginxVersion = (nginx: string): string =>
  firstLine(nginx, ['-v']).replace('nginx version: ', '');

/** The 1-minute load average: other work on the machine lowers every figure. */
export const loadAverage = (): string => os.loadavg()[0]!.toFixed(1);

/**
 * The date, the machine and the tools (`tools`: their versions, after Node's), for the reader to
 * compare with theirs; a sentence without its full stop.
 */
export function machineFacts(tools: readonly string[]): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return (
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; ${cpu}, nproc ` +
    `${String(os.availableParallelism())}, ${String(memory)} GiB, Linux ${os.release()}; ` +
    [`Node ${process.version}`, ...tools].join(', ')
  );
}

/** A Markdown table: the first `textColumns` columns left-aligned, the figures right-aligned. */
export function table(header: string[], rows: string[][], textColumns = 1): string {
  const align = header.map((_, index) => (index < textColumns ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Writes `section` (from its `## ` heading) into docs/performance.md; returns the doc's path. */
export async function writePerformanceSection(section: string): Promise<string> {
  await writeDocSection(DOC, section);
  return DOC;
}
