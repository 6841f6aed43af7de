import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BLOCK_TYPE_NAMES } from './app/blocks/blockTypeNames';
import { viewJsonPlugin } from './app/views/viewJsonPlugin';

// The site is built once with relative asset urls; the server rewrites them under
// SITE_BASE_PATH when it serves index.html, so one build serves any base path.
export default defineConfig({
  root: 'app',
  base: './',
  publicDir: 'public',
  plugins: [viewJsonPlugin(BLOCK_TYPE_NAMES), react()],
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    sourcemap: true,
  },
});
