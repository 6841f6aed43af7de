// `npm run sdk:size`: the SDK's core entry as an app's bundler ships it (every export, with its
// dependencies, minified by esbuild, gzipped at level 9) against @tanstack/query-core's entry
// measured the same way in the same run, and the React entry by what it adds to the core (React
// itself not counted), against 2 kB; then what apps really import (`createSdk` alone, the typical
// set of an app's imports) beside query-core, for information. Prints the figures on every run and exits with 1 when a
// budget is exceeded. Measures the package's published files: build it first (`npm run
// sdk:check` does).
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

interface Size {
  minified: number;
  gzipped: number;
}

const OURS = '@about-site/sdk';
const PEER = '@tanstack/query-core';
const REACT_ENTRY = `${OURS}/react`;
/** What the React entry may add to the core, gzipped. */
const REACT_BUDGET_BYTES = 2_000;
/** Entries measured for information only. */
const OTHER_ENTRIES = ['documents', 'links', 'images', 'text'];

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** What apps import, as the import lines of an app's module (measured for information). */
const APP_IMPORTS: readonly (readonly [string, string])[] = [
  ['createSdk alone', `export { createSdk } from '${OURS}';`],
  [
    'the typical set',
    [
      `export { createSdk, isSdkError } from '${OURS}';`,
      `export { readDocument } from '${OURS}/documents';`,
      `export { resolveMediaUrl } from '${OURS}/images';`,
    ].join('\n'),
  ],
];

/** Every export of `specifiers`, bundled for the browser as a production app would be. */
async function bundledSize(...specifiers: string[]): Promise<Size> {
  return bundledModuleSize(
    specifiers.map((specifier) => `export * from '${specifier}';`).join('\n'),
  );
}

/** A module's exports with what they import, bundled for the browser as a production app would be. */
async function bundledModuleSize(contents: string): Promise<Size> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    // An app that uses the React entry has React already.
    external: ['react'],
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

const [ours, peer, withReact] = await Promise.all([
  bundledSize(OURS),
  bundledSize(PEER),
  bundledSize(OURS, REACT_ENTRY),
]);
const imports = await Promise.all(
  APP_IMPORTS.map(async ([label, contents]) => [label, await bundledModuleSize(contents)] as const),
);
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
const reactAdds = withReact.gzipped - ours.gzipped;
const reactWithin = reactAdds <= REACT_BUDGET_BYTES;
console.log(
  `  ${REACT_ENTRY} adds ${kb(reactAdds)} gzip (${reactAdds} B) to the core: ${
    reactWithin ? 'within' : 'OVER'
  } its budget of ${kb(REACT_BUDGET_BYTES)}`,
);
console.log(`What apps import (not budgeted; ${PEER} ${kb(peer.gzipped)} gzip):`);
for (const [label, size] of imports) {
  console.log(`${line(label, size)}  ${(size.gzipped / peer.gzipped).toFixed(2)} of ${PEER}`);
}
console.log('Other entries (not budgeted):');
for (const [entry, size] of others) console.log(line(`${OURS}/${entry}`, size));
if (!within || !reactWithin) process.exitCode = 1;
