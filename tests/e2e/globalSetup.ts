import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site build the end-to-end tests serve. */
    siteDir: string;
  }
}

/**
 * Builds the site once into a folder of its own (so a test run never overwrites the build
 * `npm start` serves, and two runs never overwrite each other), and removes it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(path.resolve('dist'), { recursive: true });
  const root = await mkdtemp(path.join(path.resolve('dist'), 'e2e-'));
  const siteDir = path.join(root, 'site');
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.resolve('vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: siteDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  project.provide('siteDir', siteDir);
  return () => rm(root, { recursive: true, force: true });
}
