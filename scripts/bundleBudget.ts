// The About page's budget: what it loads before it can run, gzipped (npm run budget). Prints the
// figures on every run and exits with 1 when either is over. Run after `npm run build`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryKey, initialAssets, type Manifest } from './build/initialAssets';

/**
 * Budgets in kB (1,000 bytes) gzipped. The target for the JavaScript is 90 kB; until the page
 * gets there the budget is the size it has reached, so it can only shrink (see
 * docs/performance.md). CSS is at its target.
 */
const BUDGET_KB = { js: 130, css: 10 };
const TARGET_KB = { js: 90, css: 10 };

const siteDir = path.resolve(process.argv[2] ?? 'dist/site');

interface Measured {
  file: string;
  gzip: number;
  brotli: number;
}

async function measure(file: string): Promise<Measured> {
  const data = await readFile(path.join(siteDir, file));
  return {
    file,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints one kind of asset and says whether its gzip total is within `budgetKb`. */
function report(label: string, measured: Measured[], budgetKb: number, targetKb: number): boolean {
  const gzip = measured.reduce((total, item) => total + item.gzip, 0);
  const brotli = measured.reduce((total, item) => total + item.brotli, 0);
  const within = gzip <= budgetKb * 1000;
  const verdict = within ? 'within budget' : `OVER by ${kb(gzip - budgetKb * 1000)}`;
  const target = gzip <= targetKb * 1000 ? 'target met' : `target ${targetKb} kB not met`;
  console.log(
    `${label}: ${kb(gzip)} gzip, budget ${budgetKb} kB: ${verdict}; ${target} (brotli ${kb(brotli)})`,
  );
  for (const item of measured) console.log(`  ${item.file} ${kb(item.gzip)}`);
  return within;
}

const manifestPath = path.join(siteDir, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
const entry = entryKey(manifest);
const assets = initialAssets(manifest, entry);
console.log(`About page (${entry}): what it loads up front, gzip level 9`);
const jsWithin = report(
  'JavaScript',
  await Promise.all(assets.js.map(measure)),
  BUDGET_KB.js,
  TARGET_KB.js,
);
const cssWithin = report(
  'CSS',
  await Promise.all(assets.css.map(measure)),
  BUDGET_KB.css,
  TARGET_KB.css,
);

const later = manifest[entry]?.dynamicImports ?? [];
if (later.length > 0) {
  const lazy = await Promise.all(later.map((key) => measure(manifest[key]?.file ?? key)));
  console.log(
    `Loaded when needed: ${lazy.map((item) => `${item.file} ${kb(item.gzip)}`).join(', ')}`,
  );
}
if (!jsWithin || !cssWithin) process.exitCode = 1;
