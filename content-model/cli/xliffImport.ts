import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { languageTag } from '../../shared/pageLanguage';
import { loadContent } from '../loadContent';
import { ContentValidationError, problemLine } from '../problems';
import type { SiteSettings } from '../schemas/siteSchema';
import {
  documentFields,
  documentUnitId,
  readJsonObject,
  stringAt,
  translatableFiles,
  type JsonObject,
  type TranslatableFile,
  type TranslatableUnit,
} from './xliffContent';
import { readXliff, XliffFormatError, type ReadUnit, type ReadXliff } from './xliffDocument';
import { contentText, UnknownDataError } from './xliffInline';
import {
  buildUnit,
  checkTranslationLanguage,
  siteLanguageOfTag,
  unitsByXliffId,
} from './xliffUnits';

/** Why an XLIFF file was not imported: one line per problem. Nothing was written. */
export class XliffImportError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

/** What an import wrote, as paths in the content folder. */
export interface ImportResult {
  language: string;
  written: string[];
}

/** What the import does with one unit that has a target. */
type UnitChange =
  | { kind: 'translate'; unit: TranslatableUnit; target: string }
  /** The same translation, confirmed against the current source (it was stale). */
  | { kind: 'confirm'; unit: TranslatableUnit }
  | { kind: 'keep'; unit: TranslatableUnit };

interface FileChanges {
  file: TranslatableFile;
  changes: UnitChange[];
}

const URL_NAME = /^[\w-]+$/;

class Problems {
  readonly lines: string[] = [];
  constructor(private readonly xliffFile: string) {}
  add(where: string, message: string): void {
    this.lines.push(`${this.xliffFile}: ${where}: ${message}`);
  }
}

function quote(text: string): string {
  const short = text.length > 80 ? `${text.slice(0, 77)}...` : text;
  return JSON.stringify(short);
}

function unitChange(
  unit: TranslatableUnit,
  read: ReadUnit,
  where: string,
  problems: Problems,
): UnitChange | undefined {
  const built = buildUnit(unit);
  let source: string;
  let target: string | undefined;
  try {
    source = contentText(read.source, unit.markup, built.xliff.data);
    target = read.target && contentText(read.target, unit.markup, built.xliff.data);
  } catch (error) {
    if (!(error instanceof UnknownDataError)) throw error;
    problems.add(where, `an inline code ${error.message}`);
    return undefined;
  }
  if (source !== built.source) {
    problems.add(
      where,
      `the source is ${quote(source)} but the content now reads ${quote(built.source)}; export again`,
    );
    return undefined;
  }
  // An empty target is an untranslated unit, as tools leave them.
  if (target === undefined || target.trim() === '') return undefined;
  if (unit.id === 'urlName' && !URL_NAME.test(target)) {
    problems.add(where, `${quote(target)} is no url name: use letters, digits, - and _ only`);
    return undefined;
  }
  if (target !== built.target) return { kind: 'translate', unit, target };
  return unit.stale && read.state !== 'initial'
    ? { kind: 'confirm', unit }
    : { kind: 'keep', unit };
}

/** The site language the XLIFF translates into: its `srcLang` must be the default's, its `trgLang` served. */
function checkLanguages(
  read: ReadXliff,
  site: SiteSettings,
  problems: Problems,
): string | undefined {
  const defaultTag = languageTag(site.defaultLanguage);
  if (read.srcLang !== defaultTag) {
    problems.add('srcLang', `is ${read.srcLang} but the content is written in ${defaultTag}`);
  }
  const language = siteLanguageOfTag(site, read.trgLang);
  try {
    checkTranslationLanguage(site, language ?? read.trgLang, read.trgLang);
  } catch (error) {
    problems.add('trgLang', (error as Error).message);
    return undefined;
  }
  return language;
}

function fileChanges(
  read: ReadXliff,
  files: readonly TranslatableFile[],
  problems: Problems,
): FileChanges[] {
  const known = new Map(files.map((file) => [file.original, file]));
  const seen = new Set<string>();
  const out: FileChanges[] = [];
  for (const entry of read.files) {
    const where = `file ${entry.original}`;
    const file = known.get(entry.original);
    if (!file) {
      problems.add(where, 'is no content file with copy to translate');
      continue;
    }
    if (seen.has(file.original)) problems.add(where, 'appears twice');
    seen.add(file.original);
    const units = unitsByXliffId(file);
    const changes: UnitChange[] = [];
    const seenUnits = new Set<string>();
    for (const readUnit of entry.units) {
      const at = `${where}, unit ${readUnit.id}`;
      const unit = units.get(readUnit.id);
      if (!unit) {
        problems.add(at, `is no unit of ${file.original}`);
        continue;
      }
      if (seenUnits.has(readUnit.id)) problems.add(at, 'appears twice');
      seenUnits.add(readUnit.id);
      const change = unitChange(unit, readUnit, at, problems);
      if (change) changes.push(change);
    }
    out.push({ file, changes });
  }
  return out;
}

/** JSON as the repository formats it (Prettier, with the repository's settings). */
async function jsonText(json: unknown): Promise<string> {
  const options = await resolveConfig(fileURLToPath(import.meta.url));
  return format(JSON.stringify(json, null, 2), { ...options, parser: 'json' });
}

/** The translation file of a view or SEO record with its changed units (others kept in place). */
async function translationText(
  dir: string,
  { file, changes }: FileChanges,
  language: string,
): Promise<string> {
  const stored = await readJsonObject(path.join(dir, file.translationFile)).catch(() => undefined);
  const json: JsonObject = stored ?? {
    $schema: '../schemas/translation.schema.json',
    language,
    units: {},
  };
  const units = { ...(json.units as Record<string, { source: string; target: string }>) };
  for (const change of changes) {
    const { unit } = change;
    if (change.kind === 'translate')
      units[unit.id] = { source: unit.source, target: change.target };
    else if (change.kind === 'confirm' && unit.target !== undefined) {
      units[unit.id] = { source: unit.source, target: unit.target };
    }
  }
  return jsonText({ ...json, units });
}

function setStringAt(json: JsonObject, at: readonly string[], value: string): void {
  let parent: JsonObject = json;
  for (const key of at.slice(0, -1)) parent = parent[key] as JsonObject;
  const last = at.at(-1);
  if (last !== undefined) parent[last] = value;
}

/**
 * The variant document with its translated fields: the existing variant, else a copy of its
 * source in the language. Published as its source when no translation of it is left to check.
 */
async function variantText(
  dir: string,
  { file, changes }: FileChanges,
  language: string,
): Promise<string> {
  const source = await readJsonObject(path.join(dir, file.original));
  const stored = await readJsonObject(path.join(dir, file.translationFile)).catch(() => undefined);
  const variant: JsonObject = structuredClone(stored ?? { ...source, language });
  const fields = new Map(documentFields(source).map((field) => [documentUnitId(field), field]));
  for (const change of changes) {
    const field = fields.get(change.unit.id);
    if (field && change.kind === 'translate') setStringAt(variant, field.path, change.target);
  }
  const confirmed = new Set(
    changes.filter((change) => change.kind !== 'keep').map((change) => change.unit.id),
  );
  const stillStale = file.units.some((unit) => unit.stale !== undefined && !confirmed.has(unit.id));
  if (!stillStale) variant.publishedDate = stringAt(source, ['publishedDate']);
  return jsonText(variant);
}

/** The files to write: those with a unit translated anew or confirmed, as repository JSON. */
async function plannedWrites(
  dir: string,
  changed: readonly FileChanges[],
  language: string,
): Promise<Map<string, string>> {
  const writes = new Map<string, string>();
  for (const entry of changed) {
    if (!entry.changes.some((change) => change.kind !== 'keep')) continue;
    const text =
      entry.file.kind === 'document'
        ? await variantText(dir, entry, language)
        : await translationText(dir, entry, language);
    writes.set(entry.file.translationFile, text);
  }
  return writes;
}

/** Writes `text` to `file` whole or not at all: a scratch file beside it, renamed over it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const scratch = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(scratch, text, { flag: 'wx' });
    await rename(scratch, file);
  } finally {
    await rm(scratch, { force: true });
  }
}

/**
 * Checks the folder as it would be after the writes, in a copy, as the server would check it:
 * what the check finds is reported against the real folder, and nothing is written.
 */
async function checkPlanned(dir: string, writes: ReadonlyMap<string, string>): Promise<void> {
  const staging = await mkdtemp(path.join(tmpdir(), 'xliff-import-'));
  try {
    await cp(dir, staging, {
      recursive: true,
      filter: (from) => !path.basename(from).startsWith('.') || from === dir,
    });
    for (const [file, text] of writes) await writeFile(path.join(staging, file), text);
    // A link in the folder, copied, still leads into the folder itself.
    await loadContent(staging, { linksMayLeadInto: [dir] });
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    throw new XliffImportError(
      error.problems.map((problem) =>
        problemLine({ ...problem, file: path.join(dir, path.relative(staging, problem.file)) }),
      ),
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Imports a translated XLIFF 2.0 file into the content folder `dir`: every file and unit must be
 * one of the folder's with the source it has now, the target language one the site serves other
 * than its default. Views and SEO records get their translation files, documents their variants;
 * units without a target are left as they are. All or nothing: the result is checked as the
 * server checks content before any file is written, each file written whole.
 */
export async function importXliff(dir: string, xliffFile: string): Promise<ImportResult> {
  const problems = new Problems(xliffFile);
  let read: ReadXliff;
  try {
    read = readXliff(await readFile(xliffFile, 'utf8'));
  } catch (error) {
    if (error instanceof XliffFormatError)
      throw new XliffImportError([`${xliffFile}: ${error.message}`]);
    throw error;
  }
  const { site } = await loadContent(dir);
  const language = checkLanguages(read, site, problems);
  if (language === undefined) throw new XliffImportError(problems.lines);
  const changed = fileChanges(read, await translatableFiles(dir, language), problems);
  if (problems.lines.length > 0) throw new XliffImportError(problems.lines);
  const writes = await plannedWrites(dir, changed, language);
  await checkPlanned(dir, writes);
  for (const [file, text] of writes) await writeAtomically(path.join(dir, file), text);
  return { language, written: [...writes.keys()] };
}
