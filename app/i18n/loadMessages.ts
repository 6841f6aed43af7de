import type { UiMessages } from '../../shared/i18n/uiMessages';
import { messageLanguageOf, type MessageLanguage } from '../../shared/i18n/messageLanguages';

/** One chunk per language: the browser loads only the page's. */
const LOADERS: Readonly<Record<MessageLanguage, () => Promise<UiMessages>>> = {
  en_US: () => import('../../shared/i18n/en_US').then((module) => module.enUS),
  fr_FR: () => import('../../shared/i18n/fr_FR').then((module) => module.frFR),
  de_DE: () => import('../../shared/i18n/de_DE').then((module) => module.deDE),
};

/**
 * The site's own words in the page's language (`de_DE`, or the page's tag `de-DE`), for what
 * renders in the browser: the page carries none of them, so that it fits the network's first
 * round trip in every language.
 */
export function loadMessages(language: string): Promise<UiMessages> {
  return LOADERS[messageLanguageOf(language)]();
}
