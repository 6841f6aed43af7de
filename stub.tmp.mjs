import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const contents = `export { createSdk, isSdkError } from '@about-site/sdk';
export { readDocument } from '@about-site/sdk/documents';
export { resolveMediaUrl } from '@about-site/sdk/images';`;
async function size(stubs) {
  const plugin = { name: 'stub', setup(b) {
    b.onLoad({ filter: /sdk\/dist\/.*\.js$/ }, (args) => {
      if (!stubs.some((s) => args.path.endsWith(s))) return undefined;
      const src = readFileSync(args.path, 'utf8');
      const names = new Set();
      for (const m of src.matchAll(/export (?:async )?(?:function\*?|const|let|class) (\w+)/g)) names.add(m[1]);
      for (const m of src.matchAll(/export \{([^}]*)\}/g)) for (const n of m[1].split(',')) { const x = n.trim().split(/\s+as\s+/).pop(); if (x) names.add(x); }
      return { contents: [...names].map((n) => `export const ${n} = globalThis.stub${n};`).join('\n'), loader: 'js' };
    });
  } };
  const r = await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'js' }, bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent', plugins: [plugin] });
  return gzipSync(r.outputFiles[0].contents, { level: 9 }).length;
}
const base = await size([]);
console.log('base', base);
const groups = process.argv.slice(2);
for (const g of groups) { const s = await size(g.split('+')); console.log(String(base - s).padStart(6), g); }
