import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { BLOCK_MODULES, BLOCK_TYPE_NAMES, type BlockTypeName } from '../../shared/blocks/catalog';
import {
  LATER_STYLE_ATTRIBUTE,
  LATER_STYLES_META,
  LATER_STYLES_ROUTE,
  STYLESHEETS_FILE,
} from '../../shared/pageRender';
import { classesInMarkup, splitStylesheet, type SplitStylesheet, type StyleRun } from './styleRuns';

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

/** What a page's styles are made for: its block types and the classes its markup has. */
interface StylesFor {
  blocks: readonly BlockTypeName[];
  present: ReadonlySet<string>;
}

/** A page's style elements, and the runs of rules they leave empty for the page to fill. */
interface StylesOfPage {
  html: string;
  later: string[];
}

export interface PageStyles {
  /**
   * The style elements of a page placing blocks of `types`, whose markup is `html`: its blocks'
   * stylesheets and those every page needs, inline (a stylesheet with a relative url stays a
   * link). Rules no element of the markup can match are left out, each run of them an empty
   * `<style data-later>` in its place, which the page's script fills from `laterRuns` as it wakes
   * (named by the `<meta name="later-styles">` that comes first).
   */
  forPage(types: Iterable<string>, html: string): string;
  /**
   * The runs of rules a page's style elements left empty, in order, by the key its
   * `later-styles` url ends with; undefined for a key this build did not make.
   */
  laterRuns(key: string): string[] | undefined;
}

/** Which of `all` `has` picks, as bits in base64url (bit `i` for `all[i]`). */
function encodeMask<T>(all: readonly T[], has: (item: T) => boolean): string {
  const bytes = Buffer.alloc(Math.ceil(all.length / 8));
  all.forEach((item, index) => {
    if (has(item)) bytes[index >> 3] = (bytes[index >> 3] ?? 0) | (1 << (index & 7));
  });
  return bytes.toString('base64url');
}

/** The items of `all` a mask picks, or undefined when it is not a mask of `all`. */
function decodeMask<T>(mask: string, all: readonly T[]): T[] | undefined {
  const bytes = Buffer.from(mask, 'base64url');
  const bits = bytes.length * 8;
  // Written back the same (no stray characters), and no bit set past the last item.
  if (bytes.toString('base64url') !== mask || bytes.length !== Math.ceil(all.length / 8)) {
    return undefined;
  }
  const isSet = (index: number) => (((bytes[index >> 3] ?? 0) >> (index & 7)) & 1) === 1;
  for (let index = all.length; index < bits; index += 1) if (isSet(index)) return undefined;
  return all.filter((_, index) => isSet(index));
}

/** How many pages' styles are kept made, each for a set of blocks and classes. */
const MADE_STYLES_KEPT = 256;

/**
 * How many sets of later rules are kept for keys this server's pages did not name (a page
 * another process made, served from a shared cache): apart, so that keys a client makes up
 * cannot push out the pages' own.
 */
const ASKED_STYLES_KEPT = 32;

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
  // Each file's CSS split in runs as a page needs it, or null for one that stays a link.
  const inline = new Map<string, SplitStylesheet | null>();
  const allFiles = filesFor(BLOCK_TYPE_NAMES);
  for (const file of allFiles) {
    const css = await readFile(path.join(siteDir, file), 'utf8');
    const linked = [...css.matchAll(CSS_URL)].some(([, url = '']) => !sameInPage(url));
    inline.set(file, linked ? null : splitStylesheet(css));
  }
  // The class names any selector needs, in a fixed order: a page's are a mask of them.
  const vocabulary = [
    ...new Set([...inline.values()].flatMap((sheet) => [...(sheet?.classes ?? [])])),
  ].sort();
  // The build's stylesheets are named by their content: a key made by another build is not ours.
  const build = createHash('sha256')
    .update([...allFiles].join(' '))
    .digest('base64url')
    .slice(0, 8);

  /** The page's style elements: inline runs in one element each, later runs empty. */
  const stylesOf = (blocks: readonly BlockTypeName[], present: ReadonlySet<string>) => {
    const parts: (StyleRun | { link: string })[] = [];
    for (const file of filesFor(blocks)) {
      const sheet = inline.get(file) ?? null;
      if (sheet === null) {
        parts.push({ link: `${basePath}/${file}` });
        continue;
      }
      for (const run of sheet.runs(present)) {
        const last = parts.at(-1);
        if (last && 'css' in last && last.later === run.later) last.css += run.css;
        else parts.push({ ...run });
      }
    }
    const later: string[] = [];
    let html = '';
    for (const part of parts) {
      if ('link' in part) html += `<link rel="stylesheet" href="${part.link}">`;
      else if (part.later) {
        later.push(part.css);
        html += `<style ${LATER_STYLE_ATTRIBUTE}></style>`;
      } else html += `<style>${part.css.replace(/<\/style/gi, '<\\/style')}</style>`;
    }
    return { html, later };
  };

  // The pages' own styles, and apart those of keys only a client named: both made on a miss.
  const make: LRUCache.Memoizer<string, StylesOfPage, StylesFor> = (_key, _stale, { context }) =>
    stylesOf(context.blocks, context.present);
  const made = new LRUCache<string, StylesOfPage, StylesFor>({
    max: MADE_STYLES_KEPT,
    memoMethod: make,
  });
  const asked = new LRUCache<string, StylesOfPage, StylesFor>({
    max: ASKED_STYLES_KEPT,
    memoMethod: make,
  });
  return {
    forPage(types, html) {
      const blocks = blockTypesOf(types);
      const classes = classesInMarkup(html);
      const key = [
        build,
        encodeMask(BLOCK_TYPE_NAMES, (type) => blocks.includes(type)),
        encodeMask(vocabulary, (name) => classes.has(name)),
      ].join('.');
      const styles = made.memo(key, { context: { blocks, present: classes } });
      if (styles.later.length === 0) return styles.html;
      const url = `${basePath}${LATER_STYLES_ROUTE}/${key}`;
      return `<meta name="${LATER_STYLES_META}" content="${url}">${styles.html}`;
    },
    laterRuns(key) {
      const ours = made.get(key);
      if (ours) return ours.later;
      const [ofBuild, blockMask = '', classMask = '', ...rest] = key.split('.');
      if (ofBuild !== build || rest.length > 0) return undefined;
      const blocks = decodeMask(blockMask, BLOCK_TYPE_NAMES);
      const classes = decodeMask(classMask, vocabulary);
      if (!blocks || !classes) return undefined;
      return asked.memo(key, { context: { blocks, present: new Set(classes) } }).later;
    },
  };
}

/** The template with its stylesheet links taken out, and the slot for a page's styles. */
export function withStylesSlot(template: string): string {
  const [first] = template.match(STYLESHEET_LINK) ?? [];
  if (first === undefined) throw new Error('index.html links no stylesheet: the build links one');
  return template.replace(first, () => STYLES_SLOT).replace(STYLESHEET_LINK, '');
}
