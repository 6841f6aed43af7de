import { rm } from 'node:fs/promises';
import { buildSite } from './siteBuild';

export interface DevelopmentBuild {
  /** The browser build, for `startSite({ env: { SITE_DIR } })`; its server renderer is beside it. */
  siteDir: string;
  remove: () => Promise<void>;
}

/**
 * Builds the site as a development build (`import.meta.env.DEV` true, React's development
 * bundle, Redux DevTools connected) into a folder of its own under `dist/`. `vite build --mode
 * development` alone would still be a production build: `buildSite` sets `NODE_ENV` too.
 */
export async function buildDevelopmentSite(): Promise<DevelopmentBuild> {
  const { root, siteDir } = await buildSite('e2e-development-', 'development');
  return { siteDir, remove: () => rm(root, { recursive: true, force: true }) };
}
