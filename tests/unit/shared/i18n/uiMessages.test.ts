import { describe, expect, it } from 'vitest';
import { deDE } from '../../../../shared/i18n/de_DE';
import { enUS } from '../../../../shared/i18n/en_US';
import { frFR } from '../../../../shared/i18n/fr_FR';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';
import { loadMessages } from '../../../../app/i18n/loadMessages';

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);

describe('the site’s own words', () => {
  it.each([
    ['fr_FR', frFR],
    ['de_DE', deDE],
  ])('%s has every English message, with the same placeholders', (_language, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(enUS).sort());
    for (const [key, english] of Object.entries(enUS)) {
      const translated = messages[key as keyof typeof enUS];
      expect(placeholders(translated).sort(), key).toEqual(placeholders(english).sort());
    }
  });

  it('gives a language its own words, else those of its subtag, else English', () => {
    expect(uiMessagesFor('fr_FR').aboutLink).toBe('À propos');
    expect(uiMessagesFor('de_DE').aboutLink).toBe('Über uns');
    expect(uiMessagesFor('fr_CA').aboutLink).toBe('À propos');
    expect(uiMessagesFor('es_ES').aboutLink).toBe('About');
    expect(uiMessagesFor('en_US')).toBe(enUS);
  });

  it('loads in the browser the same words the server renders with, from a language or a page tag', async () => {
    for (const language of ['en_US', 'fr_FR', 'de_DE', 'fr_CA', 'es_ES']) {
      await expect(loadMessages(language)).resolves.toBe(uiMessagesFor(language));
    }
    await expect(loadMessages('de-DE')).resolves.toBe(deDE);
    await expect(loadMessages('fr-CA')).resolves.toBe(frFR);
    await expect(loadMessages('')).resolves.toBe(enUS);
  });
});
