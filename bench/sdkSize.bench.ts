// The size check of `npm run sdk:check`: what an app bundles of the SDK (with its dependencies,
// minified by esbuild, gzipped at level 9), each figure beside its peer measured the same way in
// the same run: the core entry (every export), `createSdk` alone and the typical set of an app's
// imports beside @tanstack/query-core, the core and the typical set budgeted at its size; the React
// binding (@about-site/sdk-react) with the core beside @tanstack/react-query. The entries an app
// adds for what it calls (server methods, SEO properties, actions...) are listed for information.
// Prints the figures on every run and exits with 1, naming the figure and its target, when one is
// above it. Measures the packages' published files: build them first (`npm run sdk:check` does).
import { constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

interface Size {
  minified: number;
  gzipped: number;
}

/** A figure beside its peer: `within` when it is at most `target` bytes gzipped. */
interface Figure {
  label: string;
  size: Size;
  peerLabel: string;
  peer: number;
  target: number;
  /** Whether being above the target fails the check. */
  budgeted: boolean;
}

const OURS = '@about-site/sdk';
const PEER = '@tanstack/query-core';
const REACT_ENTRY = '@about-site/sdk-react';
const REACT_PEER = '@tanstack/react-query';
/** What the React binding may add to the core, gzipped (and never more than react-query). */
const REACT_OVER_CORE_BYTES = 2_000;
/** Entries measured for information only. */
const OTHER_ENTRIES = ['documents', 'links', 'images', 'text', 'seo', 'fields', 'apex', 'actions'];

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** What apps import, as the export lines of an app's module. */
const CREATE_SDK_ALONE = `export { createSdk } from '${OURS}';`;
const TYPICAL_SET = [
  `export { createSdk, isSdkError } from '${OURS}';`,
  `export { readDocument } from '${OURS}/documents';`,
  `export { resolveMediaUrl } from '${OURS}/images';`,
].join('\n');

const exportsOf = (...specifiers: string[]): string =>
  specifiers.map((specifier) => `export * from '${specifier}';`).join('\n');

/** A module's exports with what they import, bundled for the browser as a production app would be. */
async function bundledSize(contents: string): Promise<Size> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    // An app that uses the React binding has React already.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).byteLength,
  };
}

function line(label: string, size: Size): string {
  return `  ${label.padEnd(38)} ${kb(size.gzipped).padStart(8)} gzip  (${size.gzipped} B; ${kb(size.minified)} minified)`;
}

function verdict({ size, peerLabel, peer, target }: Figure): string {
  const ratio = `${(size.gzipped / peer).toFixed(2)} of ${peerLabel}`;
  const within = target === peer ? 'within' : `within its budget of ${kb(target)}`;
  return size.gzipped <= target
    ? `${within}, ${ratio}`
    : `OVER its target of ${kb(target)} by ${kb(size.gzipped - target)}, ${ratio}`;
}

const [core, peer, createSdkAlone, typicalSet, withReact, reactPeer] = await Promise.all([
  bundledSize(exportsOf(OURS)),
  bundledSize(exportsOf(PEER)),
  bundledSize(CREATE_SDK_ALONE),
  bundledSize(TYPICAL_SET),
  bundledSize(exportsOf(OURS, REACT_ENTRY)),
  bundledSize(exportsOf(REACT_PEER)),
]);
const others = await Promise.all(
  OTHER_ENTRIES.map(
    async (entry) => [entry, await bundledSize(exportsOf(`${OURS}/${entry}`))] as const,
  ),
);

const beside = (label: string, size: Size, budgeted: boolean): Figure => ({
  label,
  size,
  peerLabel: PEER,
  peer: peer.gzipped,
  target: peer.gzipped,
  budgeted,
});
const reactFigure: Figure = {
  label: `${REACT_ENTRY} + core`,
  size: withReact,
  peerLabel: REACT_PEER,
  peer: reactPeer.gzipped,
  target: Math.min(core.gzipped + REACT_OVER_CORE_BYTES, reactPeer.gzipped),
  budgeted: true,
};
const figures: Figure[] = [
  beside(`${OURS} (every export)`, core, true),
  beside('createSdk alone', createSdkAlone, false),
  beside('the typical set', typicalSet, true),
  reactFigure,
];

console.log('SDK size: what an app bundles, esbuild --minify, gzip level 9, beside its peer');
console.log(line(`${PEER} (the peer)`, peer));
console.log(line(`${REACT_PEER} (the React peer)`, reactPeer));
for (const figure of figures) {
  console.log(line(figure.label, figure.size));
  console.log(`  ${''.padEnd(38)} ${verdict(figure)}${figure.budgeted ? '' : ' (not budgeted)'}`);
}
console.log('  (the typical set: createSdk, isSdkError, readDocument, resolveMediaUrl)');
console.log('Other entries (not budgeted):');
for (const [entry, size] of others) console.log(line(`${OURS}/${entry}`, size));

const over = figures.filter((figure) => figure.budgeted && figure.size.gzipped > figure.target);
for (const figure of over) {
  console.error(
    `SDK size: ${figure.label} is ${kb(figure.size.gzipped)} gzip, above ${figure.target === figure.peer ? `its target of ${kb(figure.target)} (${figure.peerLabel})` : `its budget of ${kb(figure.target)}`}`,
  );
}
if (over.length > 0) process.exitCode = 1;
