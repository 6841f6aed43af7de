import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { shortClassNames, stylesheetsForPages } from './scripts/build/pageCss.ts';
import { inlinePageScriptLoader } from './scripts/build/pageScriptLoader.ts';

/**
 * The site imports `@about-site/sdk` by its package name, resolved to the package's sources (its
 * `@about-site/source` export condition): dev, builds and tests need no build of the SDK first.
 * Other apps get the built files the package publishes.
 */
export const SDK_SOURCE_CONDITION = '@about-site/source';

// The site is built once with relative asset urls; the server rewrites them under
// SITE_BASE_PATH when it serves index.html, so one build serves any base path.
export default defineConfig(({ command }) => ({
  root: 'app',
  base: './',
  publicDir: 'public',
  plugins: [react(), stylesheetsForPages(), inlinePageScriptLoader()],
  resolve: { conditions: [SDK_SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SDK_SOURCE_CONDITION, ...defaultServerConditions] } },
  // Readable names (`_banner_meunf_3`) under the dev server and in tests.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    // Maps are for our error reports, not for visitors: no sourceMappingURL comment, and the
    // build moves them out of the public folder (scripts/postbuild.ts).
    sourcemap: 'hidden',
    // The server reads which chunk imports which from here (server/site/pageStyles.ts).
    manifest: true,
    // A stylesheet per chunk: the server puts into each page those of the blocks it places.
    cssCodeSplit: true,
    // Every browser the site supports knows `<link rel="modulepreload">`.
    modulePreload: { polyfill: false },
  },
}));
