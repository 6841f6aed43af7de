import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BLOCK_MODULES, BLOCK_TYPE_NAMES, type BlockTypeName } from '../../shared/blocks/catalog';
import { STYLESHEETS_FILE } from '../../shared/pageRender';

/** Where the page's styles go in the template: where the build linked its stylesheet. */
export const STYLES_SLOT = '<!--page-styles-->';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\.\/[^"]+\.css"\s*\/?>/g;

/** A `url(...)` in CSS, quoted or not: the start of its target (enough to tell its kind). */
const CSS_URL = /url\(\s*['"]?([^'")\s]*)/gi;

/** The parts of Vite's manifest read here: each chunk's file and static imports. */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), imports: z.array(z.string()).optional() }),
);

/** Each chunk file's stylesheets (see scripts/build/pageCss.ts). */
const stylesheetsSchema = z.record(z.string(), z.array(z.string()));

/** The chunks of the build, by manifest key: their static imports and stylesheets. */
type Chunks = Record<string, { imports: string[]; css: string[] }>;

/**
 * What every page may show whatever its blocks: the entry's base styles, the page shell (header,
 * footer, the page kinds, toasts) and the islands' runtime.
 */
const EVERY_PAGE = ['index.html', 'clientApp.tsx', 'islands/islandRuntime.tsx'];

/** Known block types among `types`, in a fixed order: one key per set of types. */
function blockTypesOf(types: Iterable<string>): BlockTypeName[] {
  const given = new Set(types);
  return BLOCK_TYPE_NAMES.filter((type) => given.has(type));
}

/**
 * Whether a url in a stylesheet means the same inside the page as in its file: `data:` urls,
 * urls with a scheme, origin-relative (`/x`) and fragment (`#x`) ones. A relative one (`./x.woff2`)
 * is relative to the stylesheet's own address, which the page does not have.
 */
function sameInPage(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url);
}

/** The stylesheets of `key`'s chunk and of the chunks it imports, imports first, each once. */
function stylesheetsOf(chunks: Chunks, key: string, found: Set<string>, seen: Set<string>) {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports) stylesheetsOf(chunks, imported, found, seen);
  for (const file of chunk.css) found.add(file);
}

/** A file of the build's, checked against `schema`; a missing one means the site is not built. */
async function readBuildFile<T>(siteDir: string, name: string, schema: z.ZodType<T>): Promise<T> {
  const file = path.join(siteDir, name);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(
      `The site's build file ${file} is missing. Build the site with \`npm run build\`.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message}). Build the site again.`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function readChunks(siteDir: string): Promise<Chunks> {
  const manifest = await readBuildFile(siteDir, '.vite/manifest.json', manifestSchema);
  const missing = Object.values(BLOCK_MODULES).filter((module) => !(module in manifest));
  if (missing.length > 0) {
    throw new Error(
      `${path.join(siteDir, '.vite/manifest.json')} has no chunk for the block modules ${missing.join(', ')}`,
    );
  }
  const stylesheets = await readBuildFile(siteDir, STYLESHEETS_FILE, stylesheetsSchema);
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => [
      key,
      { imports: chunk.imports ?? [], css: stylesheets[chunk.file] ?? [] },
    ]),
  );
}

export interface PageStyles {
  /**
   * The style elements of a page placing blocks of `types`: its blocks' stylesheets and those
   * every page needs, inline (a stylesheet with a relative url stays a link).
   */
  forBlocks(types: Iterable<string>): string;
}

/**
 * Reads the built site's stylesheets and which chunk needs which (Vite's manifest and the
 * build's `STYLESHEETS_FILE`). A page carries the styles of all it can show, and only those: the
 * browser never fetches a stylesheet (the build takes them out of what chunks load).
 */
export async function loadPageStyles(siteDir: string, basePath: string): Promise<PageStyles> {
  const chunks = await readChunks(siteDir);
  /** The stylesheets of a page placing `blocks`, in the order they apply. */
  const filesFor = (blocks: readonly BlockTypeName[]): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    for (const key of [...EVERY_PAGE, ...blocks.map((type) => BLOCK_MODULES[type])]) {
      stylesheetsOf(chunks, key, files, seen);
    }
    return files;
  };
  // Each file's CSS to inline, or null for one that stays a link.
  const inline = new Map<string, string | null>();
  for (const file of filesFor(BLOCK_TYPE_NAMES)) {
    const css = await readFile(path.join(siteDir, file), 'utf8');
    const linked = [...css.matchAll(CSS_URL)].some(([, url = '']) => !sameInPage(url));
    inline.set(file, linked ? null : css.replace(/<\/style/gi, '<\\/style'));
  }
  // Consecutive inline stylesheets share one element.
  const elementsOf = (files: Iterable<string>): string => {
    let html = '';
    let style = '';
    for (const file of files) {
      const css = inline.get(file) ?? null;
      if (css !== null) {
        style += css;
        continue;
      }
      if (style) html += `<style>${style}</style>`;
      style = '';
      html += `<link rel="stylesheet" href="${basePath}/${file}">`;
    }
    return style ? `${html}<style>${style}</style>` : html;
  };

  const made = new Map<string, string>();
  return {
    forBlocks(types) {
      const blocks = blockTypesOf(types);
      const key = blocks.join(' ');
      let html = made.get(key);
      if (html === undefined) {
        html = elementsOf(filesFor(blocks));
        made.set(key, html);
      }
      return html;
    },
  };
}

/** The template with its stylesheet links taken out, and the slot for a page's styles. */
export function withStylesSlot(template: string): string {
  const [first] = template.match(STYLESHEET_LINK) ?? [];
  if (first === undefined) throw new Error('index.html links no stylesheet: the build links one');
  return template.replace(first, () => STYLES_SLOT).replace(STYLESHEET_LINK, '');
}
