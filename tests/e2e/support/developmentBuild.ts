import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';

export interface DevelopmentBuild {
  /** The browser build, for `startSite({ env: { SITE_DIR } })`; its server renderer is beside it. */
  siteDir: string;
  remove: () => Promise<void>;
}

/**
 * Builds the site as a development build (`import.meta.env.DEV` true, React's development
 * bundle, Redux DevTools connected), the browser's and the server renderer's, into a folder of
 * its own under `dist/`, where the server renderer finds its packages. Vite takes
 * `import.meta.env.DEV` from `NODE_ENV`, not from the mode: `vite build --mode development`
 * alone is still a production build, so `NODE_ENV` is `development` while it builds.
 */
export async function buildDevelopmentSite(): Promise<DevelopmentBuild> {
  await mkdir(path.resolve('dist'), { recursive: true });
  const root = await mkdtemp(path.join(path.resolve('dist'), 'e2e-development-'));
  const siteDir = path.join(root, 'site');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    const options = {
      configFile: path.resolve('vite.config.ts'),
      mode: 'development',
      logLevel: 'warn',
    } as const;
    await build({ ...options, build: { outDir: siteDir, emptyOutDir: true } });
    await build({
      ...options,
      build: { ssr: 'entry-server.tsx', outDir: path.join(root, 'ssr'), emptyOutDir: true },
    });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { siteDir, remove: () => rm(root, { recursive: true, force: true }) };
}
