/** Runs wrk with bench/wrkReport.lua and reads its summary. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessGroup } from '../scripts/processGroup';

const REPORT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrkReport.lua');

/** What browsers send for a page and for an image. */
export const PAGE_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};
export const IMAGE_HEADERS = {
  Accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
};

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /**
   * Ask for `${uniquePathPrefix}1`, `…2`, … instead of the URL's path: a new path per request, so
   * no cache has it. wrk then runs one thread, so no two threads repeat a path.
   */
  uniquePathPrefix?: string;
  /** Ask for these paths in turn instead of the URL's path (each thread from its own place). */
  paths?: readonly string[];
  /** Count the answers by status (wrk then hands every answer to Lua, which costs speed). */
  countStatuses?: boolean;
  /** Threads; default 2 (1 with `uniquePathPrefix`), never more than the connections. */
  threads?: number;
  /** Seconds before a request counts as timed out. Default 5. */
  timeoutSeconds?: number;
  /** Stops wrk early when it settles (wrk reports what it measured so far). */
  stop?: Promise<unknown>;
}

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers outside 200-399. */
  errors: number;
  requests: number;
  seconds: number;
  /** Connection errors and timeouts alone. */
  socketErrors: number;
  /** Answers by status, when counted. */
  statuses: Record<string, number>;
}

interface WrkJson {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  errors: number;
  socketErrors: number;
  statuses: Record<string, number>;
}

/** The paths, one per line, in a file of their own; removed by the returned function. */
function writePaths(paths: readonly string[]): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wrk-paths-'));
  const file = path.join(dir, 'paths.txt');
  writeFileSync(file, `${paths.join('\n')}\n`);
  return {
    file,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function runWrk(
  group: ProcessGroup,
  wrk: string,
  options: WrkOptions,
): Promise<WrkResult> {
  const threads = Math.min(
    options.threads ?? (options.uniquePathPrefix ? 1 : 2),
    options.connections,
  );
  const args = [
    ...['-t', String(threads), '-c', String(options.connections), '-d', `${options.seconds}s`],
    ...['--timeout', `${String(options.timeoutSeconds ?? 5)}s`, '-s', REPORT_SCRIPT],
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    options.url,
  ];
  const paths = options.paths && writePaths(options.paths);
  const child = group.start('wrk', wrk, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      WRK_UNIQUE_PATH_PREFIX: options.uniquePathPrefix ?? '',
      WRK_PATHS_FILE: paths?.file ?? '',
      WRK_COUNT_STATUSES: options.countStatuses ? '1' : '',
    },
  });
  let output = '';
  child.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The process can be gone before its output is read to the end (on a busy machine, all of it).
  const outputRead = new Promise((resolve) => child.process.stdout?.once('close', resolve));
  // wrk stops on SIGINT and still prints its summary.
  void options.stop?.then(() => child.process.kill('SIGINT'));
  const code = await child.exited;
  await outputRead;
  paths?.remove();
  const line = output.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`);
  const json = JSON.parse(line.slice('WRK_JSON '.length)) as WrkJson;
  return {
    requestsPerSecond: json.requests / (json.durationUs / 1e6),
    p50Ms: json.p50Us / 1000,
    p99Ms: json.p99Us / 1000,
    errors: json.errors,
    requests: json.requests,
    seconds: json.durationUs / 1e6,
    socketErrors: json.socketErrors,
    statuses: json.statuses,
  };
}
