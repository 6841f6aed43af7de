import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { BLOCK_MODULES, BLOCK_TYPE_NAMES, type BlockTypeName } from '../../shared/blocks/catalog';
import { PAGE_STYLESHEETS_ATTRIBUTE, STYLESHEETS_FILE } from '../../shared/pageRender';
import { classesInMarkup, indexStylesheet, type IndexedStylesheet } from './matchableRules';

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
   * The style elements of a page placing blocks of `types`, whose markup is `html`: the rules of
   * its blocks' and every page's stylesheets that the markup can match, inline (a stylesheet with
   * a relative url stays a link); then, inert in a template, links to those stylesheets whole,
   * which the page's script adds before anything can show what the markup does not have yet (a
   * toast, a failure, a loading state).
   */
  forPage(types: Iterable<string>, html: string): string;
}

/** A stylesheet of the build as a page carries it: a link, or inline and cut to the page. */
type Stylesheet =
  { file: string; linked: true } | { file: string; linked: false; rules: IndexedStylesheet };

/** How many pages' styles are kept made: one per set of blocks and of classes they show. */
const MADE_STYLES_KEPT = 100;

/**
 * Reads the built site's stylesheets and which chunk needs which (Vite's manifest and the
 * build's `STYLESHEETS_FILE`). A page carries inline the rules its markup can match, and the
 * stylesheets of all else it can show as links its script adds (the build takes them out of what
 * chunks load).
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
  const stylesheets = new Map<string, Stylesheet>();
  for (const file of filesFor(BLOCK_TYPE_NAMES)) {
    const css = await readFile(path.join(siteDir, file), 'utf8');
    const linked = [...css.matchAll(CSS_URL)].some(([, url = '']) => !sameInPage(url));
    stylesheets.set(
      file,
      linked ? { file, linked } : { file, linked, rules: indexStylesheet(css) },
    );
  }
  const link = (file: string) => `<link rel="stylesheet" href="${basePath}/${file}">`;

  const elementsOf = (sheets: readonly Stylesheet[], present: ReadonlySet<string>): string => {
    let html = '';
    let style = '';
    let cut = false;
    // Consecutive inline stylesheets share one element.
    for (const sheet of sheets) {
      if (!sheet.linked) {
        const css = sheet.rules.cut(present);
        cut ||= css !== sheet.rules.css;
        style += css.replace(/<\/style/gi, '<\\/style');
        continue;
      }
      if (style) html += `<style>${style}</style>`;
      style = '';
      html += link(sheet.file);
    }
    if (style) html += `<style>${style}</style>`;
    // Added after all else, each whole and in the same order, a page's stylesheets apply as if
    // they had been whole from the start: a rule's last copy is where it was among the others.
    if (!cut) return html;
    const whole = sheets.map((sheet) => link(sheet.file)).join('');
    return `${html}<template ${PAGE_STYLESHEETS_ATTRIBUTE}>${whole}</template>`;
  };

  const made = new LRUCache<string, string>({ max: MADE_STYLES_KEPT });
  return {
    forPage(types, markup) {
      const files = [...filesFor(blockTypesOf(types))];
      const sheets = files.flatMap((file) => stylesheets.get(file) ?? []);
      const shown = classesInMarkup(markup);
      const present = new Set<string>();
      for (const sheet of sheets) {
        if (sheet.linked) continue;
        for (const name of sheet.rules.classes) if (shown.has(name)) present.add(name);
      }
      const key = `${files.join(' ')}|${[...present].sort().join(' ')}`;
      let html = made.get(key);
      if (html === undefined) {
        html = elementsOf(sheets, present);
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
