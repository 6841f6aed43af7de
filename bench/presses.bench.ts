// `npm run presses`: every island control of /about and /blocks pressed by click, tap, Enter and
// Space, 0, 100, 300 and 1,000 ms after it is scrolled into view, under the mobile profile; the
// presses lost or doubled and the time from "in the viewport" to "live" go to
// docs/performance.md. Runs the built site (`npm run build` first) on a free port, or measures
// another server with `-- --origin http://127.0.0.1:PORT` (then nothing is written).
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { createServer } from '../server/createServer';
import { gitRevision, writeDocSection } from './docSection';
import {
  ISLAND_CONTROLS,
  MOBILE_PROFILE,
  pressEarly,
  type PressKind,
  type PressResult,
} from './islandPresses';
import { launchChromium } from '../scripts/launchChromium';

const KINDS: readonly PressKind[] = ['click', 'tap', 'Enter', 'Space'];
const DELAYS_MS = [0, 100, 300, 1_000] as const;
const SECTION = '## Presses before islands are live';

function percentile(values: readonly number[], fraction: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)}`);

function summary(results: readonly PressResult[]) {
  const lost = results.filter((result) => result.effects === 0);
  const doubled = results.filter((result) => result.effects > 1);
  const times = results.flatMap((result) =>
    result.inViewToLiveMs === undefined ? [] : [result.inViewToLiveMs],
  );
  return { lost, doubled, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

function table(results: readonly PressResult[]): string {
  const rows = ISLAND_CONTROLS.map((control) => {
    const mine = results.filter((result) => result.control === control.name);
    const { lost, doubled, p50, p95 } = summary(mine);
    return `| ${control.name} | ${control.path} | ${mine.length} | ${lost.length} | ${doubled.length} | ${ms(p50)} | ${ms(p95)} |`;
  });
  return [
    '| control | page | presses | lost | doubled | in view to live p50 (ms) | p95 (ms) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function section(results: readonly PressResult[], revision: string): string {
  const { lost, doubled, p50, p95 } = summary(results);
  const failures = [...lost, ...doubled].map(
    (result) => `- ${result.control}, ${result.kind} at ${result.delayMs} ms: ${result.effects}`,
  );
  return [
    SECTION,
    '',
    `\`npm run presses\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${revision}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}). Every ` +
      'island control of `/about` and `/blocks` pressed by click, tap, Enter and Space, 0, 100, ' +
      '300 and 1,000 ms after it was scrolled into view (keys: focused, as Tab does), in a fresh ' +
      `page under the mobile profile (${MOBILE_PROFILE.latencyMs} ms round trips, 1.6 Mbps down, ` +
      `${MOBILE_PROFILE.cpuSlowdown}x CPU slowdown). A press is counted by what it changed on ` +
      'the page once its island was live: once is right.',
    '',
    `**${results.length} presses: ${lost.length} lost, ${doubled.length} doubled.** ` +
      `In the viewport to live: p50 ${ms(p50)} ms, p95 ${ms(p95)} ms.`,
    '',
    table(results),
    '',
    ...(failures.length > 0 ? ['Presses not taken exactly once:', '', ...failures, ''] : []),
  ].join('\n');
}

async function startBuiltSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = await createServer({ logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { origin: { type: 'string' } } });
  const site = values.origin ? undefined : await startBuiltSite();
  const origin = values.origin ?? site?.origin ?? '';
  const browser = await launchChromium();
  const results: PressResult[] = [];
  try {
    for (const control of ISLAND_CONTROLS) {
      for (const kind of KINDS) {
        for (const delayMs of DELAYS_MS) {
          const result = await pressEarly(browser, { origin, control, kind, delayMs });
          results.push(result);
          console.log(
            `${control.name.padEnd(44)} ${kind.padEnd(6)} ${String(delayMs).padStart(5)} ms: ` +
              `${result.effects} effect(s), live ${ms(result.inViewToLiveMs)} ms after in view`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await site?.close();
  }
  const { lost, doubled, p50, p95 } = summary(results);
  console.log(
    `\n${results.length} presses: ${lost.length} lost, ${doubled.length} doubled; ` +
      `in view to live p50 ${ms(p50)} ms, p95 ${ms(p95)} ms`,
  );
  if (!values.origin) {
    await writeDocSection('docs/performance.md', section(results, gitRevision()));
    console.log('Written to docs/performance.md.');
  }
  if (lost.length + doubled.length > 0) process.exitCode = 1;
}

await main();
