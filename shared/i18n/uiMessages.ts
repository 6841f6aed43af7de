import { deDE } from './de_DE';
import { enUS, type UiMessages } from './en_US';
import { frFR } from './fr_FR';

export type { MessageKey, MessageValues, UiMessages } from './en_US';

/** The languages the site's own words are written in. */
const MESSAGES: Readonly<Record<string, UiMessages>> = { en_US: enUS, fr_FR: frFR, de_DE: deDE };

/**
 * The site's own words in a language: its own, else those of a language with its subtag
 * (`fr_CA` reads French), else English. The server puts them in the page's site config.
 */
export function uiMessagesFor(language: string): UiMessages {
  const subtag = language.split('_')[0];
  const sameSubtag = Object.keys(MESSAGES).find((each) => each.split('_')[0] === subtag);
  return MESSAGES[language] ?? MESSAGES[sameSubtag ?? ''] ?? enUS;
}
