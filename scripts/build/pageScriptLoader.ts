// The script side of the site's pages (vite.config.ts), built and under the dev server alike: the
// page's script tag becomes an inline loader that requests the script only once the page's
// largest image is on screen.
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { PAGE_SCRIPT_ATTRIBUTE } from '../../shared/pageMarkup.ts';

/**
 * A module script with a `src`: the page's own (`crossorigin` in a build, not under the dev
 * server) or, under the dev server, Vite's client.
 */
const MODULE_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;

/** The dev server's client, which stays as it is: hot updates need it from the start. */
const VITE_CLIENT = /\/@vite\/client$/;

interface Loader {
  code: string;
  /** The files it is built from, absolute. */
  inputs: ReadonlySet<string>;
}

/** `app/inlineLoader.ts` (`loadPageScript`, run on the page), as one minified module. */
async function buildLoader(): Promise<Loader> {
  const result = await build({
    entryPoints: [path.resolve('app/inlineLoader.ts')],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('the page script loader built to nothing');
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
  return { code, inputs: new Set(inputs) };
}

/**
 * Replaces index.html's one module script with the inline loader, which names the script's url
 * in `data-page-script` (the server puts that url under the base path, as it does `src`, and
 * allows the loader by its hash in the Content-Security-Policy). A preload link for a chunk would
 * bring a script request back before the first paint: the build refuses one. Under the dev
 * server the loader is built once, and again after an edit of a file it is built from.
 */
export function inlinePageScriptLoader(): Plugin {
  let loader: Promise<Loader> | undefined;
  let inputs: ReadonlySet<string> = new Set();
  return {
    name: 'about-site-page-script-loader',
    watchChange(id) {
      if (inputs.has(path.resolve(id))) loader = undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const tags = [...html.matchAll(MODULE_SCRIPT)].filter(
          ([, src = '']) => !VITE_CLIENT.test(src),
        );
        if (tags.length !== 1) {
          throw new Error(`index.html should hold one module script, not ${tags.length}`);
        }
        if (html.includes('rel="modulepreload"')) {
          throw new Error('index.html preloads a chunk: its request would come before first paint');
        }
        loader ??= buildLoader().then((built) => {
          inputs = built.inputs;
          return built;
        });
        const { code } = await loader.catch((error: unknown) => {
          loader = undefined;
          throw error;
        });
        return html.replace(MODULE_SCRIPT, (tag, src: string) =>
          VITE_CLIENT.test(src)
            ? tag
            : `<script type="module" ${PAGE_SCRIPT_ATTRIBUTE}="${src}">${code}</script>`,
        );
      },
    },
  };
}
