// The CSS side of the site's build (vite.config.ts): every server-rendered page carries its own
// styles inline, so the build names classes briefly and tells the server which chunk needs which
// stylesheet, instead of letting chunks load them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { STYLESHEETS_FILE } from '../../shared/pageRender.ts';

const APP_ROOT = path.resolve('app');

/**
 * Class names of the built site's CSS modules: `_{file}-{class}`, the file's place among the
 * app's CSS modules and the class's place in its file, in base 36. `_banner_meunf_3`-style names
 * were a sixth of the About page's compressed bytes. Both builds (browser and server) derive the
 * same names from the same files.
 */
export function shortClassNames(): (name: string, filename: string, css: string) => string {
  const files = readdirSync(APP_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  // Each file's class and keyframes names in order of appearance, read once per file.
  const namesByFile = new Map<string, string[]>();
  const namesIn = (file: string, css: string): string[] => {
    let names = namesByFile.get(file);
    if (!names) {
      const found = css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g);
      names = [...new Set([...found].map(([, name = '']) => name))];
      namesByFile.set(file, names);
    }
    return names;
  };
  return (name, filename, css) => {
    const file = path
      .relative(APP_ROOT, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/');
    const fileIndex = files.indexOf(file);
    const nameIndex = namesIn(file, css).indexOf(name);
    if (fileIndex < 0 || nameIndex < 0) {
      throw new Error(`CSS module class names: ${name} of ${file} not found among the app's`);
    }
    return `_${fileIndex.toString(36)}-${nameIndex.toString(36)}`;
  };
}

/**
 * Writes which stylesheets each chunk of the browser build needs (`STYLESHEETS_FILE`: chunk
 * file → stylesheet files) and takes them out of what the chunk loads: a server-rendered page
 * shows blocks whose code the browser never loads, so the server puts their styles into the
 * page (server/site/pageStyles.ts), and a chunk loading them again would fetch them twice.
 * Runs after Vite has linked the entry's stylesheet in index.html, before it writes the loading.
 */
export function stylesheetsForPages(): Plugin {
  return {
    name: 'about-site:stylesheets-for-pages',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const stylesheets: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined;
        if (!css?.size) continue;
        stylesheets[chunk.fileName] = [...css];
        css.clear();
      }
      this.emitFile({
        type: 'asset',
        fileName: STYLESHEETS_FILE,
        source: `${JSON.stringify(stylesheets, null, 2)}\n`,
      });
    },
  };
}
