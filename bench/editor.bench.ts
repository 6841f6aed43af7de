/**
 * The page editor at size, beside Puck: the same seeded page of 500 blocks in this editor and in
 * Puck's own editor, the same scripted measures on both, one table printed (and written into
 * docs/performance.md with --write-docs).
 *
 *   npm run bench:editor                        200 keys, 50 rounds, 10 interactive runs
 *   npm run bench:editor -- --keys=20 --rounds=5 --runs=3      a short run while developing
 *   options: --seed=<n>, --rate=<keys a second>, --write-docs
 *
 * Run `npm run build` first: it measures the production build in dist/.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../scripts/launchChromium';
import { measureBlockActions } from './editor/blockActions';
import { benchPage, DEFAULT_SEED } from './editor/benchPage';
import { writeBenchContent } from './editor/benchView';
import { reportFacts, reportSection, reportTable, type EditorResults } from './editor/editorReport';
import type { EditorUnderTest } from './editor/editorUnderTest';
import { measureInteractive } from './editor/interactive';
import { measureKeystrokes } from './editor/keystrokes';
import { ourEditor } from './editor/ourEditor';
import { puckEditor } from './editor/puckEditor';
import { measureWalk } from './editor/walk';
import { loadAverage, machineFacts, writePerformanceSection } from './performanceDoc';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    keys: { type: 'string', default: '200' },
    rate: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '50' },
    runs: { type: 'string', default: '10' },
    'write-docs': { type: 'boolean', default: false },
  },
});
const whole = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} wants a whole number`);
  return number;
};
const counts = {
  keys: whole('keys', values.keys),
  perSecond: whole('rate', values.rate),
  rounds: whole('rounds', values.rounds),
  runs: whole('runs', values.runs),
};
const bench = benchPage(whole('seed', values.seed));
console.log(
  `seed ${String(bench.seed)}: ${String(bench.ordered.length)} blocks, typing into block ${String(bench.target.ordinal)}`,
);

const contentDir = await writeBenchContent(bench);
const loadBefore = loadAverage();
const browser = await launchChromium();
const editors: EditorUnderTest[] = [];
try {
  const secondId = bench.ordered[1]?.id ?? '';
  editors.push(await ourEditor(browser, contentDir, secondId), await puckEditor(browser, bench));
  const measured: [EditorUnderTest, EditorResults][] = [];
  for (const editor of editors) {
    console.log(`${editor.name}: interactive`);
    const interactive = await measureInteractive(editor, bench, counts.runs);
    console.log(`${editor.name}: keystrokes`);
    const keystrokes = await measureKeystrokes(editor, bench, counts);
    console.log(`${editor.name}: delete, duplicate, paste`);
    const actions = await measureBlockActions(editor, bench, counts.rounds);
    console.log(`${editor.name}: walk`);
    const walk = await measureWalk(editor, bench);
    measured.push([editor, { interactive, keystrokes, actions, walk }]);
  }
  const machine = `${machineFacts([`Chromium ${browser.version()}`])}; load average ${loadBefore} at the start, ${loadAverage()} at the end`;
  const input = { bench, counts, editors: measured, machine };
  console.log(`\n${reportFacts(input)}\n\n${reportTable(input)}`);
  if (values['write-docs'])
    console.log(`wrote ${await writePerformanceSection(reportSection(input))}`);
} finally {
  for (const editor of editors) await editor.close();
  await browser.close();
  await rm(path.dirname(contentDir), { recursive: true, force: true });
}
