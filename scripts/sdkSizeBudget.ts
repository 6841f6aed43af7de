// `npm run sdk:size`: the SDK's core entry as an app's bundler ships it (every export, with its
// dependencies, minified by esbuild, gzipped at level 9) against @tanstack/query-core's entry
// measured the same way in the same run. Prints both figures on every run and exits with 1 when
// ours is the larger. Measures the package's published files: build it first (`npm run sdk:check`
// does).
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

interface Size {
  minified: number;
  gzipped: number;
}

const OURS = '@about-site/sdk';
const PEER = '@tanstack/query-core';
/** Entries measured for information only. */
const OTHER_ENTRIES = ['documents', 'links', 'images', 'text'];

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** Every export of `specifier`, bundled for the browser as a production app would be. */
async function bundledSize(specifier: string): Promise<Size> {
  const result = await build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).byteLength,
  };
}

function line(label: string, size: Size): string {
  return `  ${label.padEnd(34)} ${kb(size.gzipped).padStart(8)} gzip  (${size.gzipped} B; ${kb(size.minified)} minified)`;
}

const [ours, peer] = await Promise.all([bundledSize(OURS), bundledSize(PEER)]);
const others = await Promise.all(
  OTHER_ENTRIES.map(async (entry) => [entry, await bundledSize(`${OURS}/${entry}`)] as const),
);

console.log('SDK size budget: an entry with its dependencies, esbuild --minify, gzip level 9');
console.log(line(OURS, ours));
console.log(line(`${PEER} (the budget)`, peer));
const within = ours.gzipped <= peer.gzipped;
const ratio = (ours.gzipped / peer.gzipped).toFixed(2);
console.log(
  within
    ? `  within budget: ${ratio} of ${PEER}`
    : `  OVER budget by ${kb(ours.gzipped - peer.gzipped)} (${ratio} of ${PEER})`,
);
console.log('Other entries (not budgeted):');
for (const [entry, size] of others) console.log(line(`${OURS}/${entry}`, size));
if (!within) process.exitCode = 1;
