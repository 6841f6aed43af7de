import path from 'node:path';
import type { ImageReference, ManagedContentDocument, NewsBody } from './schemas/documentSchema';
import { MEDIA_URL_PATTERN } from './schemas/documentSchema';
import { checkDocumentJson } from './authoring/documentFile';
import { listJsonFiles, readJson, type LoadedFile } from './readJson';
import type { ProblemList } from './problems';
import type { ContentRoots } from './safeRead';
import { isSiteLocale } from '../shared/pageLanguage';

export type { ManagedContentDocument } from './schemas/documentSchema';

type DocumentResult = LoadedFile<ManagedContentDocument> | { file: string; invalidIds: unknown[] };

async function readDocument(
  file: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<DocumentResult> {
  const json = await readJson(file, problems, roots);
  if (json === undefined) return { file, invalidIds: [] };
  const checked = checkDocumentJson(file, json, problems);
  return checked.ok ? { file, value: checked.document } : { file, invalidIds: checked.invalidIds };
}

/**
 * `documents/<name>.<locale>.json` (`milestone-2014-2015.fr_FR.json`) is the `<locale>` variant
 * of `documents/<name>.json`: the platform's `ManagedContentVariant`, the same item in another
 * language.
 */
const VARIANT_FILE = /^(.+)\.([^.]+)\.json$/;

/** A variant document and the file of the document it translates. */
export interface LoadedVariant extends LoadedFile<ManagedContentDocument> {
  /** The language its file name gives. */
  locale: string;
  sourceFile: string;
}

/** The locale and source file a variant's file name gives, or undefined for a source document. */
export function variantFileParts(file: string): { locale: string; sourceFile: string } | undefined {
  const match = VARIANT_FILE.exec(path.basename(file));
  if (!match?.[1] || !isSiteLocale(match[2])) return undefined;
  return { locale: match[2], sourceFile: path.join(path.dirname(file), `${match[1]}.json`) };
}

export interface ReadDocumentsResult {
  /** The documents themselves, in the default language: one per content key. */
  documents: LoadedFile<ManagedContentDocument>[];
  /** Their variants in other languages (`<name>.<locale>.json`), not yet checked against them. */
  variants: LoadedVariant[];
  /** Content keys and ids of invalid documents: already reported, so references to them are not. */
  invalidKeys: ReadonlySet<string>;
  /** Files of invalid documents: already reported, so a variant is not reported as sourceless. */
  invalidFiles: ReadonlySet<string>;
}

/** Reads every `documents/*.json`; invalid ones are recorded in `problems` and left out. */
export async function readDocuments(
  dir: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<ReadDocumentsResult> {
  const files = await listJsonFiles(dir, problems, roots);
  const results = await Promise.all(files.map((file) => readDocument(file, problems, roots)));
  const documents: LoadedFile<ManagedContentDocument>[] = [];
  const variants: LoadedVariant[] = [];
  const invalidKeys = new Set<string>();
  const invalidFiles = new Set<string>();
  for (const result of results) {
    const variant = variantFileParts(result.file);
    if ('value' in result) {
      if (variant) variants.push({ ...result, ...variant });
      else documents.push(result);
    } else {
      invalidFiles.add(result.file);
      // An invalid variant's ids are its source's, which may well be valid.
      if (variant) continue;
      for (const id of result.invalidIds) if (typeof id === 'string') invalidKeys.add(id);
    }
  }
  return { documents, variants, invalidKeys, invalidFiles };
}

/** The content key inside a root-relative media url. */
export function mediaUrlKey(url: string): string | undefined {
  return MEDIA_URL_PATTERN.exec(url)?.[1];
}

/** An image reference field with its JSON path, for checks and reference walking. */
export interface ImageReferenceAt {
  field: 'bannerImage' | 'thumbnail';
  reference: ImageReference;
}

export function imageReferences(body: NewsBody): ImageReferenceAt[] {
  const out: ImageReferenceAt[] = [];
  if (body.bannerImage) out.push({ field: 'bannerImage', reference: body.bannerImage });
  if (body.thumbnail) out.push({ field: 'thumbnail', reference: body.thumbnail });
  return out;
}

/** The content keys a document points at (images, collection items), without itself. */
export function referencedKeys(doc: ManagedContentDocument): string[] {
  const { content } = doc;
  let keys: (string | undefined)[];
  switch (content.type) {
    case 'sfdc_cms__image':
      keys = [mediaUrlKey(content.body['sfdc_cms:media'].url)];
      break;
    case 'sfdc_cms__news':
      keys = imageReferences(content.body).map((at) => at.reference.source.ref.contentKey);
      break;
    case 'sfdc_cms__cmsManualCollection':
      keys = content.body.collection.items.map((item) => item.contentKey);
      break;
  }
  return [...new Set(keys)].filter(
    (key): key is string => key !== undefined && key !== doc.contentKey,
  );
}
