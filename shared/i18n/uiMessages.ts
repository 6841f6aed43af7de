import { deDE } from './de_DE';
import { enUS, type UiMessages } from './en_US';
import { frFR } from './fr_FR';
import { messageLanguageOf, type MessageLanguage } from './messageLanguages';

export type { MessageKey, MessageValues, UiMessages } from './en_US';

const MESSAGES: Readonly<Record<MessageLanguage, UiMessages>> = {
  en_US: enUS,
  fr_FR: frFR,
  de_DE: deDE,
};

/**
 * The site's own words in a language: its own, else those of a language with its subtag
 * (`fr_CA` reads French), else English. The server renders pages with them; the browser loads
 * its language's with the islands (`app/i18n/loadMessages.ts`).
 */
export function uiMessagesFor(language: string): UiMessages {
  return MESSAGES[messageLanguageOf(language)];
}
