// `npm run sdk:example`: builds examples/news-list as another app would, against the packed SDK:
// a copy of the example outside this repository installs the tarball, is type-checked with the
// package's published types, and is built with Vite into dist/examples/news-list.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { installPackedSdk, packWorkspace } from './sdkPackage';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const EXAMPLE = path.join(ROOT, 'examples/news-list');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * Builds the news example into `outDir`; packs the SDK first unless given its tarball. Throws
 * when the example does not type-check or build.
 */
export async function buildNewsExample(outDir: string, tarball?: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'about-news-example-'));
  try {
    const packed = tarball ?? (await packWorkspace(work));
    const app = path.join(work, 'news-list');
    await mkdir(app);
    for (const part of ['index.html', 'src', 'tsconfig.json']) {
      await cp(path.join(EXAMPLE, part), path.join(app, part), { recursive: true });
    }
    await installPackedSdk(app, packed, {
      name: 'news-list-example',
      private: true,
      type: 'module',
    });
    await run(process.execPath, [TSC, '-p', app], { cwd: app }).catch((error: unknown) => {
      const output = (error as { stdout?: string }).stdout ?? '';
      throw new Error(`the example does not type-check:\n${output}`, { cause: error });
    });
    await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const outDir = path.join(ROOT, 'dist/examples/news-list');
  await buildNewsExample(outDir);
  console.log(
    `examples/news-list built against the packed SDK into ${path.relative(ROOT, outDir)}`,
  );
}
