import { languageNamed } from '../languages';

/** The languages the site's own words are written in. */
const MESSAGE_LANGUAGES = ['en_US', 'fr_FR', 'de_DE'] as const;

export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/**
 * The language whose words a page in `language` (`fr_CA`, or the tag `fr-CA`) reads: its own,
 * else one with its subtag (`fr_CA` reads French), else English.
 */
export function messageLanguageOf(language: string): MessageLanguage {
  return languageNamed(language, MESSAGE_LANGUAGES) ?? 'en_US';
}
