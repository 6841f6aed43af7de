/**
 * `npm run bench:reads`: what a page render's API reads cost, to decide whether they should stay
 * in process (`app.inject` with the snapshot token, server/site/inProcessFetch.ts) or become a
 * direct call with the snapshot in hand.
 *
 * One server in this process, on a copy of content/, renders `/about/{new recordId}` (a path the
 * render cache has never seen) and, taking turns with it, answers the same reads that render
 * made (taken from its debug log lines) by `app.inject`, one after the other. A direct call
 * still computes every answer and still hands the SDK a `Response`, so it can save at most what
 * the reads cost alone: the table's ratio is that ceiling. The same ratio is the `bench:server`
 * rendered row's ceiling, which measures the render the same way over a socket.
 *
 * `--no-build` uses the existing dist/; `--quick` (or BENCH_QUICK=1) runs briefly to check the
 * bench works (its figures mean nothing, and it never writes).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createServer } from '../server/index';
import { buildSite, ROOT } from '../scripts/localStack';
import { machineFacts, table, writePerformanceSection } from './performanceDoc';
import { median } from './serverReport';
import { copyContent } from './sharedCache';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const ROUNDS = QUICK ? 20 : 400;
const WARM_UP = QUICK ? 5 : 50;
const PAGE = '/about';

interface LogLine {
  reqId?: string;
  msg?: string;
  url?: string;
  level?: number;
}

/** The server's log lines, parsed, as it writes them. */
function capturedLog(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      }
      done();
    },
  });
  return { stream, lines };
}

const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

const ms = (value: number) => value.toFixed(2);

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildSite();
  const contentDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reads-'));
  copyContent(path.join(ROOT, 'content'), contentDir);
  const log = capturedLog();
  const app = await createServer({
    contentDir,
    watchContent: false,
    logger: { level: 'debug', stream: log.stream },
  });
  try {
    await app.ready();
    let unseen = 0;
    const renderOnce = async () => {
      unseen += 1;
      const response = await app.inject({
        url: `${PAGE}/bench-${String(unseen)}`,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      if (response.statusCode !== 200)
        throw new Error(`The render answered ${response.statusCode}.`);
      return response.headers['x-request-id'];
    };

    const probeId = await renderOnce();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the log's batch is written
    const reads = log.lines
      .filter((line) => line.reqId === probeId && line.msg === 'request completed')
      .map((line) => line.url)
      .filter((url): url is string => url !== undefined && !url.startsWith(PAGE));
    if (reads.length === 0) throw new Error('The render made no reads that its log names.');
    const readAll = async () => {
      for (const url of reads) {
        const response = await app.inject({ url });
        // The SEO record of a made-up record id is a 404, in the render as here.
        if (response.statusCode >= 500)
          throw new Error(`GET ${url} answered ${response.statusCode}.`);
      }
    };

    const timed = async (op: () => Promise<unknown>) => {
      const start = performance.now();
      await op();
      return performance.now() - start;
    };
    for (let round = 0; round < WARM_UP; round += 1) {
      await renderOnce();
      await readAll();
    }
    const renderTimes: number[] = [];
    const readTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      renderTimes.push(await timed(renderOnce));
      readTimes.push(await timed(readAll));
    }

    const ceiling = median(readTimes) / median(renderTimes);
    const section = [
      "## The render's in-process reads (bench:reads)",
      '',
      `Measured ${machineFacts([])} by \`npm run bench:reads\`: one server in the bench's ` +
        `process on a copy of content/; ${String(ROUNDS)} rounds after ${String(WARM_UP)} of ` +
        `warm-up, each a render of \`${PAGE}/{new recordId}\` and then its ${String(reads.length)} ` +
        'reads alone by `app.inject`, one after the other.',
      '',
      table(
        ['', 'p50 ms', 'p95 ms'],
        [
          ['render (reads included)', ms(median(renderTimes)), ms(percentile(renderTimes, 0.95))],
          [
            `its ${String(reads.length)} reads alone`,
            ms(median(readTimes)),
            ms(percentile(readTimes, 0.95)),
          ],
        ],
      ),
      '',
      `The reads are ${(ceiling * 100).toFixed(1)} % of a render (medians): what a direct call ` +
        'with the snapshot in hand could save at most, since it still computes each answer.',
      '',
      `Reads: ${reads.map((url) => `\`${url.split('?')[0] ?? url}\``).join(', ')}.`,
    ].join('\n');
    console.log(section);
    if (!QUICK && !process.argv.includes('--no-write')) {
      console.log(`Written to ${await writePerformanceSection(section)}.`);
    }
  } finally {
    await app.close();
    rmSync(contentDir, { recursive: true, force: true });
  }
}

await main();
