// The site's icon inside its pages (vite.config.ts), built and under the dev server alike: a
// first visit would otherwise open a connection for a 174-byte file while the page's largest
// image still loads, and the icon as a `data:` url costs the page no compressed bytes (the page's
// styles already carry SVG urls alike).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** index.html's icon link to a file of the public folder. */
const ICON_LINK = /<link rel="icon" href="\.\/([\w.-]+\.svg)"/;

/**
 * `svg` as a `data:` url for a double-quoted attribute: only what a url or the attribute cannot
 * hold as it is (`%`, `#`, `<`, `>`, `&`) escaped, which keeps it short and alike the page's other
 * SVG urls, and its double quotes made single, unless it holds a single quote (a value
 * `d="it's"` would then end early once the url is decoded), when they are escaped instead.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>&]/g, encodeURIComponent);
  const quoted = compact.includes("'") ? compact.replace(/"/g, '%22') : compact.replace(/"/g, "'");
  return `data:image/svg+xml,${quoted}`;
}

/** Replaces index.html's link to `public/<name>.svg` with the icon as a `data:` url. */
export function inlinePageIcon(): Plugin {
  let publicDir = '';
  return {
    name: 'about-site:page-icon',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async transformIndexHtml(html) {
      const [link, file] = html.match(ICON_LINK) ?? [];
      if (link === undefined || file === undefined) {
        throw new Error(
          'index.html links no icon of the public folder (<link rel="icon" href="./x.svg">)',
        );
      }
      const svg = await readFile(path.join(publicDir, file), 'utf8');
      return html.replace(link, () => `<link rel="icon" href="${svgDataUrl(svg)}"`);
    },
  };
}
