// The languages this page offers, in the platform's locale form (the SDK's `language`), and its
// own words in each.

export interface PageCopy {
  /** The language's name, in that language, for the switch. */
  name: string;
  heading: string;
  loading: string;
  switchLabel: string;
  listed: (count: number, site: string) => string;
  failed: string;
}

export const LANGUAGES = {
  en_US: {
    name: 'English',
    heading: 'News',
    loading: 'Loading the news…',
    switchLabel: 'Language',
    listed: (count, site) => `${String(count)} news from ${site}`,
    failed: 'Could not read the news',
  },
  fr_FR: {
    name: 'Français',
    heading: 'Actualités',
    loading: 'Chargement des actualités…',
    switchLabel: 'Langue',
    listed: (count, site) => `${String(count)} actualités de ${site}`,
    failed: 'Impossible de lire les actualités',
  },
} as const satisfies Record<string, PageCopy>;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en_US';

const isLanguage = (value: string | null): value is Language =>
  value !== null && Object.hasOwn(LANGUAGES, value);

/** The language `?language=` asks for, when the page offers it; else English. */
export function requestedLanguage(params: URLSearchParams): Language {
  const asked = params.get('language');
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

/** The HTML `lang` of a platform locale: `fr_FR` is `fr-FR`. */
export function langAttribute(locale: string): string {
  return locale.replaceAll('_', '-');
}
