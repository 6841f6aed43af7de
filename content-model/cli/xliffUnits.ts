import { languageTag } from '../../shared/pageLanguage';
import type { SiteSettings } from '../schemas/siteSchema';
import type { TranslatableFile, TranslatableUnit } from './xliffContent';
import type { XliffNote, XliffUnit } from './xliffDocument';
import { contentText, InlineEncoder, plainContent, type Inline } from './xliffInline';

/** A content unit as an XLIFF unit, and its texts as an imported unit's are compared with. */
export interface BuiltUnit {
  xliff: XliffUnit;
  /** The source as the unit gives it back (HTML written as this tool writes it). */
  source: string;
  /** The existing translation, likewise; none when untranslated. */
  target?: string;
}

/** XLIFF's ids are NMTOKENs: any other character is written as `_x<hex>_`. */
function xliffId(id: string): string {
  return id.replace(/[^\w.:-]/gu, (char) => `_x${(char.codePointAt(0) ?? 0).toString(16)}_`);
}

/** The `<file>` id of a content file: its path, with `/` (no NMTOKEN character) as `.`. */
export const xliffFileId = (original: string) => xliffId(original.replace(/\//g, '.'));

function notesOf(unit: TranslatableUnit): XliffNote[] {
  return [
    ...(unit.hint ? [{ category: 'format', text: unit.hint }] : []),
    ...(unit.stale ? [{ category: 'stale', text: unit.stale }] : []),
  ];
}

export function buildUnit(unit: TranslatableUnit): BuiltUnit {
  const encoder = new InlineEncoder();
  let source: Inline[];
  let target: Inline[] | undefined;
  if (unit.markup === 'html') {
    source = encoder.encode(unit.source);
    target = unit.target === undefined ? undefined : encoder.encode(unit.target, source);
  } else {
    source = plainContent(unit.source);
    target = unit.target === undefined ? undefined : plainContent(unit.target);
  }
  return {
    xliff: {
      id: xliffId(unit.id),
      notes: notesOf(unit),
      data: encoder.data,
      // A translation made from another source is shown, to be checked again.
      state: unit.stale ? 'initial' : 'translated',
      source,
      ...(target ? { target } : {}),
    },
    source: contentText(source, unit.markup, encoder.data),
    ...(target ? { target: contentText(target, unit.markup, encoder.data) } : {}),
  };
}

/** A file's units by XLIFF id; two units whose ids write the same are refused. */
export function unitsByXliffId(file: TranslatableFile): Map<string, TranslatableUnit> {
  const byId = new Map<string, TranslatableUnit>();
  for (const unit of file.units) {
    const id = xliffId(unit.id);
    if (byId.has(id)) {
      throw new Error(
        `${file.original}: units ${byId.get(id)?.id ?? ''} and ${unit.id} have one XLIFF id`,
      );
    }
    byId.set(id, unit);
  }
  return byId;
}

/**
 * Checks that `language` (`fr_FR`) is one the site serves other than its default: the only
 * languages there is anything to translate into.
 */
export function checkTranslationLanguage(
  site: SiteSettings,
  language: string,
  as = language,
): void {
  if (language === site.defaultLanguage) {
    throw new Error(
      `${as} is the site's default language: the content is written in it, not translated into it`,
    );
  }
  if (!site.languages.includes(language)) {
    throw new Error(`${as} is not one of the site's languages (${site.languages.join(', ')})`);
  }
}

/** The site language (`fr_FR`) a BCP 47 tag (`fr-FR`) names, or undefined. */
export function siteLanguageOfTag(site: SiteSettings, tag: string): string | undefined {
  return site.languages.find((language) => languageTag(language) === tag);
}
