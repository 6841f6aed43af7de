import { languageTag } from '../../shared/pageLanguage';
import { loadContent } from '../loadContent';
import { translatableFiles } from './xliffContent';
import { writeXliff, type XliffDocument } from './xliffDocument';
import { buildUnit, checkTranslationLanguage, unitsByXliffId, xliffFileId } from './xliffUnits';

/**
 * The XLIFF 2.0 document a translator translates the content folder `dir` into `language` with
 * (`fr_FR`): one `<file>` per content file with copy, one `<unit>` per piece of copy, its
 * existing translation as the target (`initial`, with a note, when its source changed since).
 * The folder is checked first, as the server checks it.
 */
export async function exportXliff(dir: string, language: string): Promise<string> {
  const { site } = await loadContent(dir);
  checkTranslationLanguage(site, language);
  const files = await translatableFiles(dir, language);
  const document: XliffDocument = {
    srcLang: languageTag(site.defaultLanguage),
    trgLang: languageTag(language),
    files: files.map((file) => {
      unitsByXliffId(file);
      return {
        id: xliffFileId(file.original),
        original: file.original,
        units: file.units.map((unit) => buildUnit(unit).xliff),
      };
    }),
  };
  return writeXliff(document);
}
