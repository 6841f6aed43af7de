import path from 'node:path';
import type { View } from '../shared/viewSchema';
import {
  orphanUnitIds,
  staleUnitIds,
  seoCopyUnits,
  carouselStylesCopyUnits,
  siteHelperCopyUnits,
  viewCopyUnits,
  type CopyUnit,
  type TranslatedUnits,
} from './copyUnits';
import { variantFileParts } from './documents';
import type { ProblemList } from './problems';
import { readValidated, type LoadedFile } from './readJson';
import type { ContentRoots } from './safeRead';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';
import { translationSchema } from './schemas/translationSchema';

/** A checked translation of one source file: the source's id (a view's, a SEO record's). */
interface LoadedTranslation {
  file: string;
  /** The view id or SEO record id it translates. */
  of: string;
  language: string;
  units: TranslatedUnits;
}

/** The translations of a folder's sources, by source id, then language. */
export type TranslationsOf = ReadonlyMap<string, ReadonlyMap<string, TranslatedUnits>>;

/** A folder's files, split into sources and translations (`<name>.<locale>.json`). */
export function splitTranslationFiles(files: readonly string[]): {
  sources: string[];
  translations: string[];
} {
  const translations = files.filter((file) => variantFileParts(file) !== undefined);
  return { sources: files.filter((file) => !translations.includes(file)), translations };
}

interface SourceOf {
  id: string;
  units: CopyUnit[];
}

/** The files translations may translate, by file: each one's id and copy. */
export type CopySources = ReadonlyMap<string, SourceOf>;

/**
 * Reads and checks the translation files of one folder against their sources: the file's language
 * is the one its name gives, a language the site serves other than the default; its source exists;
 * a unit its source no longer has is a warning (it is not served).
 */
async function readTranslations(
  files: readonly string[],
  sourceOfFile: (file: string) => SourceOf | undefined,
  site: SiteSettings | undefined,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<LoadedTranslation[]> {
  const loaded: LoadedTranslation[] = [];
  const reads = await Promise.all(
    files.map((file) => readValidated(file, translationSchema, problems, roots)),
  );
  for (const [index, file] of files.entries()) {
    const parts = variantFileParts(file);
    const read = reads[index];
    if (!parts || !read) continue;
    const { language, units } = read.value;
    const source = sourceOfFile(parts.sourceFile);
    if (language !== parts.locale) {
      problems.add(file, ['language'], `is ${language} but the file name says ${parts.locale}`);
      continue;
    }
    if (site && (!site.languages.includes(language) || language === site.defaultLanguage)) {
      problems.add(
        file,
        ['language'],
        language === site.defaultLanguage
          ? `${language} is the site's default language: the source is that language's`
          : `${language} is not one of the site's languages (${site.languages.join(', ')})`,
      );
      continue;
    }
    // A source with problems of its own has them reported already.
    if (!source && problems.items.some((problem) => problem.file === parts.sourceFile)) continue;
    if (!source) {
      problems.add(
        file,
        '(root)',
        `translates ${path.basename(parts.sourceFile)}, which is not there or not valid`,
      );
      continue;
    }
    for (const id of staleUnitIds(source.units, units)) {
      problems.warn(
        file,
        ['units', id, 'source'],
        `${path.basename(parts.sourceFile)} changed since this was translated; the translation is served until it is updated`,
      );
    }
    for (const id of orphanUnitIds(source.units, units)) {
      problems.warn(
        file,
        ['units', id],
        `is no longer in ${path.basename(parts.sourceFile)}; it is not served (remove it)`,
      );
    }
    loaded.push({ file, of: source.id, language, units });
  }
  return loaded;
}

function byIdAndLanguage(translations: readonly LoadedTranslation[]): TranslationsOf {
  const map = new Map<string, Map<string, TranslatedUnits>>();
  for (const { of, language, units } of translations) {
    const ofSource = map.get(of) ?? new Map<string, TranslatedUnits>();
    ofSource.set(language, units);
    map.set(of, ofSource);
  }
  return map;
}

/** The sources of translations, by file: views by their id. */
export function viewSources(views: readonly LoadedFile<View>[]): CopySources {
  return new Map(
    views.map(({ file, value }) => [file, { id: value.id, units: viewCopyUnits(value) }]),
  );
}

/** SEO records by their record id. */
export function seoSources(records: readonly LoadedFile<SeoRecord>[]): CopySources {
  return new Map(
    records.map(({ file, value }) => [file, { id: value.recordId, units: seoCopyUnits(value) }]),
  );
}

/** The ids the server methods' records' translations are kept under. */
export const SITE_HELPER_ID = 'getContentTwo';
export const CAROUSEL_STYLES_ID = 'carouselStyles';

/**
 * The server methods' records that hold copy: `apex/getContentTwo.json` (the footer's) and
 * `apex/carouselStyles.json` (the call-to-action labels), under their ids.
 */
export function apexSources(records: {
  contentTwo: LoadedFile<JsonValue> | undefined;
  carouselStyles: LoadedFile<CarouselStylesRecord> | undefined;
}): CopySources {
  const { contentTwo, carouselStyles } = records;
  const sources = new Map<string, SourceOf>();
  if (contentTwo) {
    sources.set(contentTwo.file, {
      id: SITE_HELPER_ID,
      units: siteHelperCopyUnits(contentTwo.value),
    });
  }
  if (carouselStyles) {
    sources.set(carouselStyles.file, {
      id: CAROUSEL_STYLES_ID,
      units: carouselStylesCopyUnits(carouselStyles.value),
    });
  }
  return sources;
}

/** Reads and checks a folder's translation files against `sources`, by source id and language. */
export async function readTranslationFiles(
  files: readonly string[],
  sources: CopySources,
  site: SiteSettings | undefined,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<TranslationsOf> {
  return byIdAndLanguage(
    await readTranslations(files, (file) => sources.get(file), site, problems, roots),
  );
}
