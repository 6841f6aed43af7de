import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

export interface SiteBuild {
  /** The folder of this build, under `dist/`. */
  root: string;
  /**
   * The browser's build (`root/site`); the server renderer is beside it, in `root/ssr`, and the
   * page editor in `root/editor`.
   */
  siteDir: string;
}

/**
 * Builds the site as `vite build` does for `npm run build`, the browser's build and the server
 * renderer's, into a new folder under `dist/` (`prefix` and a random tail), where the server
 * renderer finds its packages. Vite takes `import.meta.env.DEV` (and React's development bundle)
 * from `NODE_ENV`, not from the mode, and Vitest sets `NODE_ENV=test`: `NODE_ENV` is the mode
 * while it builds. A failed build leaves no folder behind.
 */
export async function buildSite(
  prefix: string,
  mode: 'production' | 'development',
): Promise<SiteBuild> {
  await mkdir(path.resolve('dist'), { recursive: true });
  const root = await mkdtemp(path.join(path.resolve('dist'), prefix));
  const siteDir = path.join(root, 'site');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const options = { configFile: path.resolve('vite.config.ts'), mode, logLevel: 'warn' } as const;
    await build({ ...options, build: { outDir: siteDir, emptyOutDir: true } });
    await build({
      ...options,
      build: { ssr: 'entry-server.tsx', outDir: path.join(root, 'ssr'), emptyOutDir: true },
    });
    await build({
      configFile: path.resolve('vite.editor.config.ts'),
      mode,
      logLevel: 'warn',
      build: { outDir: path.join(root, 'editor'), emptyOutDir: true },
    });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { root, siteDir };
}
