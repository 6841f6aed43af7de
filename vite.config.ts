import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { shortClassNames, stylesheetsForPages } from './scripts/build/pageCss.ts';
import { inlinePageIcon } from './scripts/build/pageIcon.ts';
import { inlinePageScriptLoader } from './scripts/build/pageScriptLoader.ts';

/**
 * The site imports `@about-site/sdk` by its package name, resolved to the package's sources (its
 * `@about-site/source` export condition): dev, builds and tests need no build of the SDK first.
 * Other apps get the built files the package publishes.
 */
export const SDK_SOURCE_CONDITION = '@about-site/source';

/**
 * The modules of the `islandBase` chunk: the libraries, the SDK parts and the store every island
 * runs on.
 */
const ISLAND_BASE =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|zod|react-redux|use-sync-external-store|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect)[\\/]|app[\\/](pageStore|state[\\/](store|hooks)|features[\\/](carousel|grid|toast)[\\/](carousel|grid|toast)Slice)\.|sdk[\\/](cache|fetch|adapters|checks)[\\/]|sdk[\\/]index|sdk-react[\\/]|sdk[\\/]documents[\\/]readDocument|sdk[\\/]text[\\/](stripTags|decodeEntities|namedEntities)|sdk[\\/]links[\\/](identifiers|linkValidation)|shared[\\/](pageLanguage|languageRoutes))/;

// The site is built once with relative asset urls; the server rewrites them under
// SITE_BASE_PATH when it serves index.html, so one build serves any base path.
export default defineConfig(({ command }) => ({
  root: 'app',
  base: './',
  publicDir: 'public',
  plugins: [react(), stylesheetsForPages(), inlinePageScriptLoader(), inlinePageIcon()],
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
    rolldownOptions: {
      output: {
        // What every island needs (React DOM, react-redux, zod, the SDK's core and its React
        // binding) in one file, not spread over several small chunks: fewer requests when the
        // first island wakes, and 2.7 kB less gzipped, as one file compresses better. None of it is
        // imported up front (`npm run budget` prints both). Of the SDK's documents, links and text
        // entries only what the carousel and the grid read is in (reading a document, its text
        // helpers, link checks), with the page-language helpers: the rest (the rich-text
        // sanitiser, images) would bring in code the islands never load.
        codeSplitting: { groups: [{ name: 'islandBase', test: ISLAND_BASE }] },
      },
    },
  },
}));
