// The script side of the site's build (vite.config.ts): the page's script tag becomes an inline
// loader that requests the script only once the page's largest image is on screen.
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { PAGE_SCRIPT_ATTRIBUTE } from '../../app/pageScriptLoader.ts';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** `app/pageScriptLoader.ts`'s `loadPageScript`, run on the page, as one minified module. */
async function loaderCode(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { loadPageScript } from './pageScriptLoader';\n" +
        'void loadPageScript(document, (src) => import(src));\n',
      resolveDir: path.resolve('app'),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('the page script loader built to nothing');
  return code;
}

/**
 * Replaces index.html's one module script with the inline loader, which names the script's url
 * in `data-page-script` (the server puts that url under the base path, as it does `src`, and
 * allows the loader by its hash in the Content-Security-Policy). A preload link for a chunk would
 * bring a script request back before the first paint: the build refuses one.
 */
export function inlinePageScriptLoader(): Plugin {
  return {
    name: 'about-site-page-script-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const tags = [...html.matchAll(ENTRY_TAG)];
        if (tags.length !== 1) {
          throw new Error(`index.html should hold one module script, not ${tags.length}`);
        }
        if (html.includes('rel="modulepreload"')) {
          throw new Error('index.html preloads a chunk: its request would come before first paint');
        }
        const code = await loaderCode();
        return html.replace(
          ENTRY_TAG,
          (_tag, src: string) =>
            `<script type="module" ${PAGE_SCRIPT_ATTRIBUTE}="${src}">${code}</script>`,
        );
      },
    },
  };
}
