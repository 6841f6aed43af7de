import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BLOCK_TYPE_NAMES } from '../../shared/blocks/catalog';
import { checkView, type View, type ViewNode } from '../../shared/viewSchema';
import {
  seoCopyUnits,
  carouselStylesCopyUnits,
  siteHelperCopyUnits,
  viewCopyUnits,
  type CopyUnit,
} from '../copyUnits';
import { variantFileParts } from '../documents';
import { documentEnvelopeSchema } from '../schemas/documentSchema';
import { carouselStylesSchema, type JsonValue } from '../schemas/apexSchemas';
import { seoSchema } from '../schemas/seoSchema';
import { translationSchema, type Translation } from '../schemas/translationSchema';
import type { Markup } from './xliffInline';

/** One piece of copy of a content file, in the default language and, maybe, translated. */
export interface TranslatableUnit {
  /** Its id in its file: `title`, `<nodeId>.<prop>`, a SEO field's name, `contentBody.body`. */
  id: string;
  source: string;
  markup: Markup;
  /** The existing translation, as stored. */
  target?: string;
  /** Why the existing translation may be out of date; none when it is current. */
  stale?: string;
  /** What a translator needs to know of the unit, beyond its text. */
  hint?: string;
}

/**
 * A content file's copy for one language: a view's, a SEO record's or the footer's (translated in
 * a translation file beside it), or a document's (translated in a variant document beside it).
 */
export interface TranslatableFile {
  /** Its path in the content folder, with `/`: `views/about.json`. */
  original: string;
  kind: 'translation' | 'document';
  /** Where its translation into the language is, in the content folder. */
  translationFile: string;
  units: TranslatableUnit[];
}

/** A document field a translator translates, by its path in the document. */
interface DocumentField {
  path: readonly string[];
  markup: Markup;
  hint?: string;
}

const URL_NAME_HINT =
  "The article's address in the language: letters, digits, - and _ only, unique in the language";

const IMAGE_REFERENCE_FIELDS = (field: string): DocumentField[] => [
  { path: ['contentBody', field, 'altText'], markup: 'text' },
  { path: ['contentBody', field, 'overrideAltText'], markup: 'text' },
];

/** What each content type has to translate; the rest of a document is data. */
const DOCUMENT_FIELDS: Readonly<Record<string, readonly DocumentField[]>> = {
  sfdc_cms__news: [
    { path: ['title'], markup: 'text' },
    { path: ['urlName'], markup: 'text', hint: URL_NAME_HINT },
    { path: ['contentBody', 'excerpt'], markup: 'text' },
    { path: ['contentBody', 'body'], markup: 'html' },
    ...IMAGE_REFERENCE_FIELDS('bannerImage'),
    ...IMAGE_REFERENCE_FIELDS('thumbnail'),
  ],
  sfdc_cms__image: [
    { path: ['title'], markup: 'text' },
    { path: ['contentBody', 'altText'], markup: 'text' },
  ],
  sfdc_cms__cmsManualCollection: [
    { path: ['title'], markup: 'text' },
    { path: ['contentBody', 'description'], markup: 'text' },
  ],
};

export type JsonObject = Record<string, unknown>;

/** The value at `at` in `json`, when it is a string. */
export function stringAt(json: unknown, at: readonly string[]): string | undefined {
  let value: unknown = json;
  for (const key of at) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as JsonObject)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

/** The fields of a document that a translator translates: those it has, with text in them. */
export function documentFields(json: JsonObject): DocumentField[] {
  const type = stringAt(json, ['contentType', 'fullyQualifiedName']) ?? '';
  return (DOCUMENT_FIELDS[type] ?? []).filter(
    (field) => (stringAt(json, field.path) ?? '').trim() !== '',
  );
}

export const documentUnitId = (field: DocumentField) => field.path.join('.');

export async function readJsonObject(file: string): Promise<JsonObject> {
  return JSON.parse(await readFile(file, 'utf8')) as JsonObject;
}

async function readIfThere(file: string): Promise<JsonObject | undefined> {
  return readJsonObject(file).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  });
}

/** The source files of a folder (not the `<name>.<locale>.json` beside them), sorted. */
async function sourceFiles(dir: string, folder: string): Promise<string[]> {
  const names = await readdir(path.join(dir, folder));
  return names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .filter((name) => variantFileParts(name) === undefined)
    .sort()
    .map((name) => `${folder}/${name}`);
}

const translationFileOf = (original: string, language: string) =>
  original.replace(/\.json$/, `.${language}.json`);

const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPE_NAMES);

/** A piece of copy of a view or SEO record, and how its text is written. */
type MarkedUnit = CopyUnit & { markup: Markup };

/** A view's or SEO record's units, with their translations from `translation`. */
function translatedUnits(
  units: readonly MarkedUnit[],
  translation?: Translation,
): TranslatableUnit[] {
  return units.map(({ id, text, markup }) => {
    const done = translation?.units[id];
    return {
      id,
      source: text,
      markup,
      ...(done ? { target: done.target } : {}),
      ...(done && done.source !== text ? { stale: `Translated from: ${done.source}` } : {}),
    };
  });
}

async function copyFiles(
  dir: string,
  folder: 'views' | 'seo' | 'apex',
  unitsOf: (json: unknown, file: string) => MarkedUnit[],
  language: string,
): Promise<TranslatableFile[]> {
  const files: TranslatableFile[] = [];
  for (const original of await sourceFiles(dir, folder)) {
    const translationFile = translationFileOf(original, language);
    const stored = await readIfThere(path.join(dir, translationFile));
    const translation = stored && translationSchema.parse(stored);
    const units = translatedUnits(
      unitsOf(await readJsonObject(path.join(dir, original)), original),
      translation,
    );
    files.push({ original, kind: 'translation', translationFile, units });
  }
  return files;
}

function nodesOf(nodes: readonly ViewNode[]): ViewNode[] {
  return nodes.flatMap((node) => [node, ...nodesOf(Object.values(node.regions ?? {}).flat())]);
}

/** The units of a view whose text is HTML: the `text` of a block marked `richText`. */
function richTextUnitIds(view: View): Set<string> {
  return new Set(
    nodesOf(view.nodes)
      .filter((node) => node.props?.richText === true)
      .map((node) => `${node.id}.text`),
  );
}

function viewUnits(json: unknown, file: string): MarkedUnit[] {
  const { $schema: _reference, ...raw } = json as JsonObject;
  const { view } = checkView(raw, KNOWN_BLOCK_TYPES);
  if (!view) throw new Error(`${file} is not a valid view; run npm run content:check`);
  const richText = richTextUnitIds(view);
  return viewCopyUnits(view).map((unit) => ({
    ...unit,
    markup: richText.has(unit.id) ? 'html' : 'text',
  }));
}

const seoUnits = (json: unknown): MarkedUnit[] =>
  seoCopyUnits(seoSchema.parse(json)).map((unit) => ({ ...unit, markup: 'text' }));

/** The server methods' records that hold copy: the footer's helper content, the carousel styles. */
function apexUnits(json: unknown, file: string): MarkedUnit[] {
  const { $schema: _reference, ...content } = json as JsonObject;
  const units =
    path.basename(file) === 'getContentTwo.json'
      ? siteHelperCopyUnits(content as JsonValue)
      : path.basename(file) === 'carouselStyles.json'
        ? carouselStylesCopyUnits(carouselStylesSchema.parse(json))
        : [];
  return units.map((unit) => ({ ...unit, markup: 'text' }));
}

/** A document's units, with its variant's text where the variant translates it. */
function documentUnits(
  source: JsonObject,
  variant: JsonObject | undefined,
  language: string,
): TranslatableUnit[] {
  const sourceDate = stringAt(source, ['publishedDate']) ?? '';
  const variantDate = variant && (stringAt(variant, ['publishedDate']) ?? '');
  const stale =
    variantDate !== undefined && Date.parse(sourceDate) > Date.parse(variantDate)
      ? `The ${stringAt(source, ['language']) ?? 'source'} document was published again (${sourceDate}) after this ${language} translation (${variantDate})`
      : undefined;
  return documentFields(source).map((field) => {
    const text = stringAt(source, field.path) ?? '';
    const translated = variant && stringAt(variant, field.path);
    // A field the variant leaves as its source's is not translated yet.
    const target =
      translated !== undefined && translated !== text && translated.trim() !== ''
        ? translated
        : undefined;
    return {
      id: documentUnitId(field),
      source: text,
      markup: field.markup,
      ...(target !== undefined ? { target } : {}),
      ...(target !== undefined && stale ? { stale } : {}),
      ...(field.hint ? { hint: field.hint } : {}),
    };
  });
}

async function documentFiles(dir: string, language: string): Promise<TranslatableFile[]> {
  const files: TranslatableFile[] = [];
  for (const original of await sourceFiles(dir, 'documents')) {
    const source = await readJsonObject(path.join(dir, original));
    documentEnvelopeSchema.parse(source);
    const translationFile = translationFileOf(original, language);
    const variant = await readIfThere(path.join(dir, translationFile));
    files.push({
      original,
      kind: 'document',
      translationFile,
      units: documentUnits(source, variant, language),
    });
  }
  return files;
}

/**
 * Everything a translator translates into `language` in the content folder `dir` (checked
 * before): each view's, SEO record's and the footer's copy, and each document's; with each unit,
 * its existing translation. Files without copy are left out.
 */
export async function translatableFiles(
  dir: string,
  language: string,
): Promise<TranslatableFile[]> {
  const files = [
    ...(await copyFiles(dir, 'views', viewUnits, language)),
    ...(await copyFiles(dir, 'seo', seoUnits, language)),
    ...(await copyFiles(dir, 'apex', apexUnits, language)),
    ...(await documentFiles(dir, language)),
  ];
  return files.filter((file) => file.units.length > 0);
}
