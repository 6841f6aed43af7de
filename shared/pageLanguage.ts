import type { SiteConfig } from './siteConfig';

// Apart from the config's schema, so code that only asks a page's language loads no zod.

/** The page's language: `language`, else the site's default. */
export function pageLanguage(config: Pick<SiteConfig, 'language' | 'languages'>): string {
  return config.language ?? config.languages[0] ?? 'en_US';
}

/**
 * The language a page's reads ask for: none in the default language, whose reads (and cache
 * keys) stay as they were.
 */
export function requestedLanguage(
  config: Pick<SiteConfig, 'language' | 'languages'>,
): string | undefined {
  const language = pageLanguage(config);
  return language === config.languages[0] ? undefined : language;
}

/** A language as the site's config and content write it, in the platform's form: `en_US`, `fr`. */
export const SITE_LOCALE = /^[a-z]{2}(_[A-Z]{2})?$/;

export const isSiteLocale = (value: unknown): value is string =>
  typeof value === 'string' && SITE_LOCALE.test(value);

/** `en_US` -> `en-US`: a platform language code as a BCP 47 tag (hreflang, the page's lang). */
export function languageTag(language: string): string {
  return language.replace('_', '-');
}

/** A BCP 47 language tag as a `lang` attribute takes it: `en-US`, `fr`. */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const isLanguageTag = (value: unknown): value is string =>
  typeof value === 'string' && LANGUAGE_TAG.test(value);
