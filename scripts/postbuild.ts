// Runs after `vite build` (npm run build): moves the source maps out of the public folder,
// writes brotli and gzip copies of the text files beside them, for the server to send as they are,
// and compiles the server to JavaScript for `node`.
import path from 'node:path';
import { buildServer } from './build/buildServer';
import { extractSourcemaps } from './build/extractSourcemaps';
import { precompress } from './build/precompress';
import { SERVER_ENTRY } from './localStack';

const SITE_DIR = path.resolve('dist/site');
const MAPS_DIR = path.resolve('dist/sourcemaps');

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const sum = (values: (number | undefined)[]): number =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

const maps = await extractSourcemaps(SITE_DIR, MAPS_DIR);
console.log(`${maps.length} source maps moved to ${path.relative('.', MAPS_DIR)}/`);

const files = await precompress(SITE_DIR);
const brotli = files.filter((file) => file.br !== undefined);
const gzip = files.filter((file) => file.gz !== undefined);
console.log(
  `precompressed ${files.length} files (${kb(sum(files.map((file) => file.bytes)))}): ` +
    `${brotli.length} .br (${kb(sum(brotli.map((file) => file.br)))}), ` +
    `${gzip.length} .gz (${kb(sum(gzip.map((file) => file.gz)))})`,
);

await buildServer(SERVER_ENTRY);
console.log(`server compiled to ${path.relative('.', SERVER_ENTRY)}`);
