// The site's icon inside its pages (vite.config.ts), built and under the dev server alike: a
// first visit would otherwise open a connection for the icon while the page's largest image still
// loads. The page carries it as a small PNG drawn from the public folder's SVG: the browser builds
// an SVG icon into a document of its own on the page's main thread (5-45 ms observed on a
// desktop), where it decodes 32 px of PNG in well under one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** index.html's icon link to an SVG file of the public folder. */
const ICON_LINK = /<link rel="icon" href="\.\/([\w.-]+\.svg)" type="image\/svg\+xml"/;
/** Pixels per side: a browser tab's 16 px at twice the density. */
export const PAGE_ICON_SIZE = 32;

/** `svg` drawn at 32 x 32 px as a paletted PNG (its 16 colours hold the edges' smoothing). */
async function iconPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(PAGE_ICON_SIZE, PAGE_ICON_SIZE)
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/** Replaces index.html's link to `public/<name>.svg` with the icon as a PNG `data:` url. */
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
          'index.html links no icon of the public folder (<link rel="icon" href="./x.svg" type="image/svg+xml">)',
        );
      }
      const png = await iconPng(await readFile(path.join(publicDir, file), 'utf8'));
      const url = `data:image/png;base64,${png.toString('base64')}`;
      return html.replace(link, () => `<link rel="icon" href="${url}" type="image/png"`);
    },
  };
}
