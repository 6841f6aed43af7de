import path from 'node:path';
import { build } from 'esbuild';

/**
 * Compiles the server (`server/main.ts` and the modules it imports from `server/`,
 * `content-model/` and `shared/`) into one ES module for plain `node`, so production runs no
 * TypeScript loader. Packages stay imports, resolved from `node_modules` at run time. The source
 * map stays beside it (servers never serve `dist/server`), so `node --enable-source-maps` reports
 * stack traces in TypeScript.
 */
export async function buildServer(outFile: string): Promise<void> {
  await build({
    entryPoints: [path.resolve('server/main.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
