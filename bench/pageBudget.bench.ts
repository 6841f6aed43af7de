// `npm run budget`: what the About page makes the browser download, measured in Chromium against
// the production build (run `npm run build` first; `npm run budget` does). Prints the figures on
// every run, rewrites the "Bytes" section of docs/performance.md (not in CI, nor with
// `--no-write`) and exits with 1 when one is over budget. Sizes are of the built files gzipped at
// level 9, as the server sends them precompressed.
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { createServer } from '../server/createServer';
import { launchChromium } from '../scripts/launchChromium';
import { makeIslandsLive } from './liveIslands';
import { machineFacts, table, writePerformanceSection } from './performanceDoc';

/** Budgets in kB (1,000 bytes) gzipped; git log -p names what moved each. */
const BUDGET_KB = {
  /**
   * JavaScript the page loads before any island is in view: the page's own script. Budgeted well
   * above its 5.7 kB but below Redux's 7.6 kB, so the store cannot come back up front unnoticed.
   */
  upFront: 10,
  /**
   * All of it once every island is live (the visitor has scrolled to each). No room left: the next
   * addition to the islands' code has to pay for itself.
   */
  allIslandsLive: 126.1,
  /** CSS inline in the page: the rules its markup can match (it paints with these alone). */
  cssInline: 5,
  /** CSS the page reads as it wakes, in the places it left empty: what the islands show later. */
  cssLater: 3,
  /**
   * The page editor's files, every one (the editor, its canvas and the site's blocks the canvas
   * draws with): what a signed-in author downloads once. Visitors never load any of it.
   * 210 kB before the rich-text editor; its chunk (ProseMirror and the editor over it, 66.8 kB
   * gzipped, with its CSS and the allow list split out 68.3 kB) is loaded only by a panel that
   * shows rich text, and costs what ProseMirror weighs: nothing of it can be left out. The
   * image, link and binding fields add 3.4 kB more, the outline's drag and drop (Pragmatic
   * drag and drop, built from its ES2019 files) 7.5 kB, the content picker and the kept history
   * the rest: 286.2 kB in all when last built. The canvas's patches (the draft sent as immer
   * patches, applied and checked there) 0.5 kB, with the libraries both pages run in one file:
   * 290.0 kB.
   */
  editor: 292,
};

const SITE_DIR = path.resolve('dist/site');
const EDITOR_ASSETS = path.resolve('dist/editor/assets');
const PAGE = '/about';
const VIEWPORT = { width: 1280, height: 800 };

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

async function gzipSize(urlPath: string, root = SITE_DIR): Promise<number> {
  const data = await readFile(path.join(root, urlPath));
  return gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Every JavaScript and CSS file of the editor's build, and their gzipped bytes together. */
async function editorFiles(): Promise<{ files: string[]; bytes: number }> {
  const files = (await readdir(EDITOR_ASSETS)).filter((file) => /\.(js|css)$/.test(file));
  const sizes = await Promise.all(files.map((file) => gzipSize(file, EDITOR_ASSETS)));
  return { files, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}

async function total(paths: readonly string[]): Promise<number> {
  const sizes = await Promise.all(paths.map((urlPath) => gzipSize(urlPath)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** Code the page carries inline: its `<style>` elements, the loader of its script. */
function inlineSize(texts: readonly string[]): number {
  return texts.reduce(
    (sum, text) => sum + gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length,
    0,
  );
}

interface Figure {
  label: string;
  bytes: number;
  budgetKb: number;
  within: boolean;
}

/** Prints one figure against its budget. */
function report(label: string, bytes: number, budgetKb: number, files: readonly string[]): Figure {
  const within = bytes <= budgetKb * 1000;
  const verdict = within ? 'within budget' : `OVER by ${kb(bytes - budgetKb * 1000)}`;
  console.log(
    `${label}: ${kb(bytes)} (${String(bytes)} B), budget ${budgetKb} kB: ${verdict} (${files.length} files)`,
  );
  return { label, bytes, budgetKb, within };
}

/** The "Bytes" section of docs/performance.md, from this run's figures. */
function bytesSection(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    figure.label,
    kb(figure.bytes),
    `${figure.bytes.toLocaleString('en-US')} B`,
    `${String(figure.budgetKb)} kB`,
    figure.within ? 'within' : 'OVER',
  ]);
  return [
    '## Bytes',
    '',
    'Measured by `npm run budget` (`bench/pageBudget.bench.ts`, a CI check that fails above a ' +
      'budget), which rewrites this section. The About page from the production build in ' +
      `Chromium at ${String(VIEWPORT.width)}×${String(VIEWPORT.height)}, each file gzipped at ` +
      `level 9 as the server sends it. ${machineFacts([])}.`,
    '',
    table(['what the page downloads', 'gzip', 'bytes', 'budget', ''], rows),
    '',
    'Until the visitor scrolls near the carousel (below the fold at every width) or reaches for ' +
      "it, the browser runs only the up-front script, requests the islands' code once the page's " +
      'largest image is on screen, and never loads Redux, React DOM or zod. The page editor is a ' +
      'build of its own (`dist/editor`), which no public page loads: its row is every file of it.',
    '',
  ].join('\n');
}

const app = await createServer({
  basePath: '',
  contentDir: path.resolve('content'),
  siteDir: SITE_DIR,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const loaded = { js: [] as string[], css: [] as string[] };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) loaded.js.push(pathname);
    if (pathname.endsWith('.css')) loaded.css.push(pathname);
  });
  await page.goto(`http://127.0.0.1:${port}${PAGE}`, { waitUntil: 'load' });
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  const upFront = [...loaded.js];
  const inlineStyles = await page.locator('style:not([data-later])').allTextContents();
  const laterStyles = await page.locator('style[data-later]').allTextContents();
  const inlineScripts = await page.locator('script[data-page-script]').allTextContents();
  await makeIslandsLive(page);
  const all = [...loaded.js];

  console.log(`${PAGE} at ${VIEWPORT.width}x${VIEWPORT.height}, gzip level 9`);
  const figures = [
    report(
      'JavaScript up front, with the inline loader',
      (await total(upFront)) + inlineSize(inlineScripts),
      BUDGET_KB.upFront,
      [...upFront, ...inlineScripts.map(() => '<script>')],
    ),
    report(
      'JavaScript, every island live',
      (await total(all)) + inlineSize(inlineScripts),
      BUDGET_KB.allIslandsLive,
      [...all, ...inlineScripts.map(() => '<script>')],
    ),
    report(
      'CSS, linked and inline',
      // Compressed together, as they are in the page.
      (await total(loaded.css)) + inlineSize([inlineStyles.join('')]),
      BUDGET_KB.cssInline,
      [...loaded.css, ...inlineStyles.map(() => '<style>')],
    ),
    // One read of JSON, gzipped whole as it is sent.
    report('CSS read as the page wakes', inlineSize([laterStyles.join('')]), BUDGET_KB.cssLater, [
      `${String(laterStyles.length)} runs`,
    ]),
  ];
  const editor = await editorFiles();
  figures.push(
    report("The page editor's files, all of them", editor.bytes, BUDGET_KB.editor, editor.files),
  );
  for (const file of all) {
    const when = upFront.includes(file) ? 'up front' : 'with an island';
    console.log(`  ${file} ${kb(await gzipSize(file))} (${when})`);
  }
  if (!process.env.CI && !process.argv.includes('--no-write')) {
    console.log(`Written to ${await writePerformanceSection(bytesSection(figures))}.`);
  }
  if (figures.some((figure) => !figure.within)) process.exitCode = 1;
} finally {
  await browser.close();
  await app.close();
}
