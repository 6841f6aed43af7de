import path from 'node:path';
import type { LoadedVariant, ManagedContentDocument } from './documents';
import { displayPath, type ProblemList } from './problems';
import type { LoadedFile } from './readJson';
import type { SiteSettings } from './schemas/siteSchema';

interface CheckVariantsInput {
  site: LoadedFile<SiteSettings> | undefined;
  documents: readonly LoadedFile<ManagedContentDocument>[];
  variants: readonly LoadedVariant[];
  /** Document files that were read but are invalid: reported already, not again as missing. */
  invalidFiles: ReadonlySet<string>;
}

/** The fields a variant shares with its source, and how to say which. */
const SHARED_FIELDS = [
  { at: ['contentKey'], of: (doc: ManagedContentDocument) => doc.contentKey },
  { at: ['managedContentId'], of: (doc: ManagedContentDocument) => doc.managedContentId },
  {
    at: ['contentType', 'fullyQualifiedName'],
    of: (doc: ManagedContentDocument) => doc.contentType.fullyQualifiedName,
  },
] as const;

function checkAgainstSource(
  variant: LoadedVariant,
  source: LoadedFile<ManagedContentDocument>,
  problems: ProblemList,
): void {
  for (const { at, of } of SHARED_FIELDS) {
    if (of(variant.value) !== of(source.value)) {
      problems.add(
        variant.file,
        at,
        `is ${of(variant.value)} but its source ${displayPath(source.file)} has ${of(source.value)}; a variant keeps its source's`,
      );
    }
  }
}

function checkLanguage(
  variant: LoadedVariant,
  source: LoadedFile<ManagedContentDocument> | undefined,
  site: SiteSettings | undefined,
  problems: ProblemList,
): void {
  const { language } = variant.value;
  const report = (message: string) => {
    problems.add(variant.file, ['language'], message);
  };
  if (language !== variant.locale) {
    report(`is ${language} but the file name says ${variant.locale}`);
  } else if (site && !site.languages.includes(language)) {
    report(`${language} is not one of the site's languages (${site.languages.join(', ')})`);
  } else if (site && language === site.defaultLanguage) {
    report(`${language} is the site's default language: the source document is that language's`);
  } else if (source && language === source.value.language) {
    report(`${language} is already the language of its source ${displayPath(source.file)}`);
  }
}

/** The first file to claim each url name keeps it; a later one is reported if `reportOn` it. */
function reportUrlNameClashes(
  served: readonly LoadedFile<ManagedContentDocument>[],
  language: string,
  reportOn: (file: string) => boolean,
  problems: ProblemList,
): void {
  const byUrlName = new Map<string, string>();
  for (const { file, value } of served) {
    const first = byUrlName.get(value.urlName);
    if (first === undefined) byUrlName.set(value.urlName, file);
    else if (reportOn(file)) {
      problems.add(
        file,
        ['urlName'],
        `${value.urlName} is also the url name of ${displayPath(first)} in ${language}`,
      );
    }
  }
}

/**
 * A document's file is its url name plus `.json`, and url names are unique within each
 * language: among the documents, and among the variants and the sources they replace.
 */
function checkUrlNames(
  documents: readonly LoadedFile<ManagedContentDocument>[],
  variants: readonly LoadedVariant[],
  problems: ProblemList,
): void {
  for (const { file, value } of documents) {
    const name = path.basename(file, '.json');
    if (value.urlName !== name) {
      problems.add(
        file,
        ['urlName'],
        `is ${value.urlName} but the file name says ${name}: a document's file is its url name plus .json`,
      );
    }
  }
  const defaultLanguage = documents[0]?.value.language ?? 'the default language';
  reportUrlNameClashes(documents, defaultLanguage, () => true, problems);
  const languages = new Set(variants.map((variant) => variant.value.language));
  for (const language of languages) {
    const translated = variants.filter((variant) => variant.value.language === language);
    const translatedKeys = new Set(translated.map((variant) => variant.value.contentKey));
    const served = [
      ...documents.filter(({ value }) => !translatedKeys.has(value.contentKey)),
      ...translated,
    ];
    // The sources come first, so a clash is met on the variant, where it is reported.
    const translatedFiles = new Set(translated.map((variant) => variant.file));
    reportUrlNameClashes(served, language, (file) => translatedFiles.has(file), problems);
  }
}

/**
 * Each variant has its source (`<name>.json` beside it) and shares its content key, managed
 * content id and type; its language is its file name's, served and not the default; one variant
 * per language of a document; url names stay unique per language.
 */
export function checkVariants(input: CheckVariantsInput, problems: ProblemList): void {
  const { site, documents, variants, invalidFiles } = input;
  const sources = new Map(documents.map((entry) => [entry.file, entry]));
  const seen = new Map<string, string>();
  // Variants keyed as their sources come first, so a second variant of a language is reported
  // on the file that is not its source's.
  const keyedAsSource = (variant: LoadedVariant) =>
    sources.get(variant.sourceFile)?.value.contentKey === variant.value.contentKey;
  const ordered = [...variants].sort((a, b) => Number(keyedAsSource(b)) - Number(keyedAsSource(a)));
  for (const variant of ordered) {
    const source = sources.get(variant.sourceFile);
    if (source) checkAgainstSource(variant, source, problems);
    else if (!invalidFiles.has(variant.sourceFile)) {
      problems.add(
        variant.file,
        '(file)',
        `is a ${variant.locale} variant of ${displayPath(variant.sourceFile)}, which does not exist`,
      );
    }
    checkLanguage(variant, source, site?.value, problems);
    const key = `${variant.value.contentKey} ${variant.value.language}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, variant.file);
    else {
      problems.add(
        variant.file,
        ['language'],
        `${displayPath(first)} is already the ${variant.value.language} variant of ${variant.value.contentKey}`,
      );
    }
  }
  checkUrlNames(documents, variants, problems);
}
