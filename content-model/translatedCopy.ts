import { languageChain } from '../shared/languages';
import type { View } from '../shared/viewSchema';
import {
  carouselStylesCopyUnits,
  seoCopyUnits,
  siteHelperCopyUnits,
  translateCarouselStyles,
  translateSiteHelper,
  translateSeoRecord,
  translateView,
  viewCopyUnits,
  type CopyUnit,
  type TranslatedUnits,
} from './copyUnits';
import type { SeoRecord } from './schemas/seoSchema';
import type { SiteSettings } from './schemas/siteSchema';
import type { CarouselStylesRecord, JsonValue } from './schemas/apexSchemas';
import { CAROUSEL_STYLES_ID, SITE_HELPER_ID, type TranslationsOf } from './translations';

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
  /** The carousel styles in `language`: their call-to-action labels translated the same way. */
  carouselStylesIn: (language?: string) => CarouselStylesRecord;
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
  carouselStyles: CarouselStylesRecord;
}

interface CopyTranslations {
  views: TranslationsOf;
  seo: TranslationsOf;
  /** The server methods' records', under `SITE_HELPER_ID` and `CAROUSEL_STYLES_ID`. */
  apex: TranslationsOf;
}

export function translatedCopy(
  site: SiteSettings,
  sources: CopySources,
  translations: CopyTranslations,
): TranslatedCopy {
  const servedIn = (language?: string): language is string =>
    language !== undefined &&
    site.languages.includes(language) &&
    language !== site.defaultLanguage;

  /** `make` for `language`'s chain, made once per language; the source itself in the default. */
  function perLanguage<T>(source: T, make: (chain: string[]) => T): (language?: string) => T {
    const made = new Map<string, T>();
    return (language) => {
      if (!servedIn(language)) return source;
      let value = made.get(language);
      if (value === undefined) {
        value = make(languageChain(site, language));
        made.set(language, value);
      }
      return value;
    };
  }

  const viewsIn = perLanguage(sources.views, (chain) =>
    sources.views.map((view) =>
      translateView(view, unitsAlongChain(translations.views, view.id, chain), {
        page: chain[0] ?? site.defaultLanguage,
        source: site.defaultLanguage,
      }),
    ),
  );
  const viewLanguages = (viewId: string) =>
    site.languages.filter(
      (language) =>
        language === site.defaultLanguage || translations.views.get(viewId)?.has(language) === true,
    );
  const seoRecordIn = (record: SeoRecord, language?: string) =>
    servedIn(language)
      ? translateSeoRecord(
          record,
          unitsAlongChain(translations.seo, record.recordId, languageChain(site, language)),
        )
      : record;
  const siteHelperIn = perLanguage(sources.siteHelper, (chain) =>
    translateSiteHelper(
      sources.siteHelper,
      unitsAlongChain(translations.apex, SITE_HELPER_ID, chain),
    ),
  );
  const carouselStylesIn = perLanguage(sources.carouselStyles, (chain) =>
    translateCarouselStyles(
      sources.carouselStyles,
      unitsAlongChain(translations.apex, CAROUSEL_STYLES_ID, chain),
    ),
  );

  const untranslated = (language: string) => {
    const chain = languageChain(site, language).filter((each) => each !== site.defaultLanguage);
    const missing = (of: string, units: CopyUnit[], translated: TranslatedUnits) => {
      const unitIds = units.filter((unit) => !(unit.id in translated)).map((unit) => unit.id);
      return unitIds.length > 0 ? [{ of, unitIds, total: units.length }] : [];
    };
    return [
      ...sources.views.flatMap((view) =>
        missing(
          `view ${view.id}`,
          viewCopyUnits(view),
          unitsAlongChain(translations.views, view.id, chain),
        ),
      ),
      ...sources.seo.flatMap((record) =>
        missing(
          `SEO record ${record.recordId}`,
          seoCopyUnits(record),
          unitsAlongChain(translations.seo, record.recordId, chain),
        ),
      ),
      ...missing(
        'site helper content (the footer)',
        siteHelperCopyUnits(sources.siteHelper),
        unitsAlongChain(translations.apex, SITE_HELPER_ID, chain),
      ),
      ...missing(
        'carousel styles',
        carouselStylesCopyUnits(sources.carouselStyles),
        unitsAlongChain(translations.apex, CAROUSEL_STYLES_ID, chain),
      ),
    ];
  };
  return { viewsIn, viewLanguages, seoRecordIn, siteHelperIn, carouselStylesIn, untranslated };
}
