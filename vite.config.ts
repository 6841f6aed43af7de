import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The site imports `@about-site/sdk` by its package name, resolved to the package's sources (its
 * `@about-site/source` export condition): dev, builds and tests need no build of the SDK first.
 * Other apps get the built files the package publishes.
 */
export const SDK_SOURCE_CONDITION = '@about-site/source';

// The site is built once with relative asset urls; the server rewrites them under
// SITE_BASE_PATH when it serves index.html, so one build serves any base path.
export default defineConfig({
  root: 'app',
  base: './',
  publicDir: 'public',
  plugins: [react()],
  resolve: { conditions: [SDK_SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SDK_SOURCE_CONDITION, ...defaultServerConditions] } },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    // Maps are for our error reports, not for visitors: no sourceMappingURL comment, and the
    // build moves them out of the public folder (scripts/postbuild.ts).
    sourcemap: 'hidden',
    // The budget check (npm run budget) reads which chunks the page loads up front from here.
    manifest: true,
    // One stylesheet for every block: a server-rendered page shows blocks whose code the browser
    // never loads (only interactive ones are hydrated), so their styles cannot come with it.
    cssCodeSplit: false,
  },
});
