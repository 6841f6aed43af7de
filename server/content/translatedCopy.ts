import { languageChain } from '../../shared/languages';
import type { View } from '../../shared/viewSchema';
import {
  seoCopyUnits,
  siteHelperCopyUnits,
  translateSiteHelper,
  translateSeoRecord,
  translateView,
  viewCopyUnits,
  type CopyUnit,
  type TranslatedUnits,
} from './copyUnits';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';
import type { JsonValue } from './schemas/apexSchemas';
import { SITE_HELPER_ID, type TranslationsOf } from './translations';

/** The views and SEO records as each language is served them. */
export interface TranslatedCopy {
  /**
   * Every view in `language`: each unit from the first language of its chain that translates it,
   * else left in the default language (its block marked so). No language: the views themselves.
   */
  viewsIn: (language?: string) => readonly View[];
  /** The languages a view is served in: the default, and each language it has a translation in. */
  viewLanguages: (viewId: string) => string[];
  /** A SEO record in `language`, its fields translated the same way. */
  seoRecordIn: (record: SeoRecord, language?: string) => SeoRecord;
  /** The site helper content (the footer) in `language`, translated the same way. */
  siteHelperIn: (language?: string) => JsonValue;
  /** The copy `language` leaves in the default language: per view and SEO record, the unit ids. */
  untranslated: (language: string) => UntranslatedCopy[];
}

export interface UntranslatedCopy {
  /** `view about`, `SEO record about`. */
  of: string;
  /** The units no language of the chain translates. */
  unitIds: string[];
  /** How many units of copy the source has. */
  total: number;
}

/** The units of `id` along `language`'s chain, the nearest language's winning. */
function unitsAlongChain(
  translations: TranslationsOf,
  id: string,
  chain: readonly string[],
): TranslatedUnits {
  const ofSource = translations.get(id);
  if (!ofSource) return {};
  const merged: Record<string, TranslatedUnits[string]> = {};
  for (const language of [...chain].reverse()) Object.assign(merged, ofSource.get(language));
  return merged;
}

interface CopySources {
  views: readonly View[];
  seo: readonly SeoRecord[];
  siteHelper: JsonValue;
}

interface CopyTranslations {
  views: TranslationsOf;
  seo: TranslationsOf;
  siteHelper: TranslationsOf;
}

export function translatedCopy(
  site: SiteSettings,
  { views, seo, siteHelper }: CopySources,
  translations: CopyTranslations,
): TranslatedCopy {
  const { views: viewTranslations, seo: seoTranslations } = translations;
  const servedIn = (language?: string) =>
    language !== undefined &&
    site.languages.includes(language) &&
    language !== site.defaultLanguage;
  // One list per served language, made when first asked for.
  const lists = new Map<string, readonly View[]>();
  const viewsIn = (language?: string) => {
    if (!servedIn(language)) return views;
    const chain = languageChain(site, language);
    let list = lists.get(chain[0] ?? '');
    if (!list) {
      list = views.map((view) =>
        translateView(view, unitsAlongChain(viewTranslations, view.id, chain), {
          page: chain[0] ?? site.defaultLanguage,
          source: site.defaultLanguage,
        }),
      );
      lists.set(chain[0] ?? '', list);
    }
    return list;
  };
  const viewLanguages = (viewId: string) =>
    site.languages.filter(
      (language) =>
        language === site.defaultLanguage || viewTranslations.get(viewId)?.has(language) === true,
    );
  const seoRecordIn = (record: SeoRecord, language?: string) =>
    servedIn(language)
      ? translateSeoRecord(
          record,
          unitsAlongChain(seoTranslations, record.recordId, languageChain(site, language)),
        )
      : record;
  const helpers = new Map<string, JsonValue>();
  const siteHelperIn = (language?: string) => {
    if (!servedIn(language)) return siteHelper;
    const chain = languageChain(site, language);
    let translated = helpers.get(chain[0] ?? '');
    if (translated === undefined) {
      translated = translateSiteHelper(
        siteHelper,
        unitsAlongChain(translations.siteHelper, SITE_HELPER_ID, chain),
      );
      helpers.set(chain[0] ?? '', translated);
    }
    return translated;
  };
  const untranslated = (language: string) => {
    const chain = languageChain(site, language).filter((each) => each !== site.defaultLanguage);
    const missing = (of: string, units: CopyUnit[], translated: TranslatedUnits) => {
      const unitIds = units.filter((unit) => !(unit.id in translated)).map((unit) => unit.id);
      return unitIds.length > 0 ? [{ of, unitIds, total: units.length }] : [];
    };
    return [
      ...views.flatMap((view) =>
        missing(
          `view ${view.id}`,
          viewCopyUnits(view),
          unitsAlongChain(viewTranslations, view.id, chain),
        ),
      ),
      ...seo.flatMap((record) =>
        missing(
          `SEO record ${record.recordId}`,
          seoCopyUnits(record),
          unitsAlongChain(seoTranslations, record.recordId, chain),
        ),
      ),
      ...missing(
        'site helper content (the footer)',
        siteHelperCopyUnits(siteHelper),
        unitsAlongChain(translations.siteHelper, SITE_HELPER_ID, chain),
      ),
    ];
  };
  return { viewsIn, viewLanguages, seoRecordIn, siteHelperIn, untranslated };
}
