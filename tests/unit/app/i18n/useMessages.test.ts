import { describe, expect, it } from 'vitest';
import { formatMessage, translator } from '../../../../app/i18n/useMessages';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';

describe('formatMessage', () => {
  it('fills each placeholder with its value, numbers written out', () => {
    expect(formatMessage('{position} of {total}', { position: 2, total: 5 })).toBe('2 of 5');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Loading {name}')).toBe('Loading {name}');
  });
});

describe('translator', () => {
  it('reads a message of the page’s language by name', () => {
    const t = translator(uiMessagesFor('de_DE'));
    expect(t('nextSlide')).toBe('Nächste Folie');
    expect(t('slideNumber', { number: 3 })).toBe('Folie 3');
  });

  it('answers a message missing from the table with its name', () => {
    expect(translator({})('nextSlide')).toBe('nextSlide');
  });
});
