import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultClientMainFields, defineConfig } from 'vite';
import { SDK_SOURCE_CONDITION } from './vite.config.ts';

/**
 * The page editor's build: the editor (`index.html`) and its canvas (`canvas.html`), into
 * `dist/editor`, apart from the site's build (whose output the editor never changes). The server
 * serves both pages under `/editor` and their files under `/editor/assets/`; their relative urls
 * are rewritten to that path when it serves them.
 */
export default defineConfig({
  root: 'editor',
  base: './',
  publicDir: false,
  plugins: [react()],
  resolve: {
    conditions: [SDK_SOURCE_CONDITION, ...defaultClientConditions],
    // Pragmatic drag and drop's ES2019 build: its default ESM build brings Babel's helpers
    // (object spread, define property), 1.8 kB gzipped of the editor's budget.
    mainFields: [
      'browser',
      'module:es2019',
      ...defaultClientMainFields.filter((field) => field !== 'browser'),
    ],
  },
  build: {
    outDir: '../dist/editor',
    emptyOutDir: true,
    // Its maps would be served beside its files: the editor ships none.
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        editor: fileURLToPath(new URL('./editor/index.html', import.meta.url)),
        canvas: fileURLToPath(new URL('./editor/canvas.html', import.meta.url)),
      },
      output: {
        // The libraries both pages run, in one file both load (and the browser keeps once):
        // left to itself the bundler splits React out of them, 1.3 kB gzipped more in all.
        advancedChunks: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|redux|reselect|immer|zod|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
