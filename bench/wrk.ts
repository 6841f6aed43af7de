/** Runs wrk with bench/wrkReport.lua and reads its summary. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProcessGroup } from '../scripts/processGroup';

const REPORT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrkReport.lua');

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
}

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers outside 200-399. */
  errors: number;
}

interface WrkJson {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  errors: number;
}

export async function runWrk(
  group: ProcessGroup,
  wrk: string,
  options: WrkOptions,
): Promise<WrkResult> {
  const threads = options.uniquePathPrefix ? 1 : Math.min(2, options.connections);
  const args = [
    ...['-t', String(threads), '-c', String(options.connections), '-d', `${options.seconds}s`],
    ...['--timeout', '5s', '-s', REPORT_SCRIPT],
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    options.url,
  ];
  const child = group.start('wrk', wrk, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, WRK_UNIQUE_PATH_PREFIX: options.uniquePathPrefix ?? '' },
  });
  let output = '';
  child.process.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await child.exited;
  const line = output.split('\n').find((text) => text.startsWith('WRK_JSON '));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (${code}):\n${output}`);
  const json = JSON.parse(line.slice('WRK_JSON '.length)) as WrkJson;
  return {
    requestsPerSecond: json.requests / (json.durationUs / 1e6),
    p50Ms: json.p50Us / 1000,
    p99Ms: json.p99Us / 1000,
    errors: json.errors,
  };
}
