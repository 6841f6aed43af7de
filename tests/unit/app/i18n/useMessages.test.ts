import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteConfigProvider } from '../../../../app/config/SiteConfigContext';
import { useMessages } from '../../../../app/i18n/useMessages';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';
import { testConfig } from '../../../support/testStore';

type Translate = ReturnType<typeof useMessages>;

/** What `useMessages` gives a component on a page whose site config carries `messages`. */
function translatorFor(messages: Readonly<Record<string, string>>): Translate {
  let translate: Translate | undefined;
  function Reader() {
    translate = useMessages();
    return null;
  }
  renderToString(
    createElement(SiteConfigProvider, {
      config: { ...testConfig, messages },
      children: createElement(Reader),
    }),
  );
  if (!translate) throw new Error('useMessages was not called');
  return translate;
}

describe("a message's placeholders", () => {
  const t = translatorFor(uiMessagesFor('en_US'));

  it('are each filled with its value, numbers written out', () => {
    expect(t('slidePosition', { position: 2, total: 5 })).toBe('2 of 5');
  });

  it('are left as written without a value', () => {
    const untyped = t as (
      key: string,
      values?: Readonly<Record<string, string | number>>,
    ) => string;
    expect(untyped('carouselLoading')).toBe('Loading {name}');
  });
});

describe('useMessages', () => {
  it('reads a message of the page’s language by name', () => {
    const t = translatorFor(uiMessagesFor('de_DE'));
    expect(t('nextSlide')).toBe('Nächste Folie');
    expect(t('slideNumber', { number: 3 })).toBe('Folie 3');
  });

  it('answers a message missing from the table with its name', () => {
    expect(translatorFor({})('nextSlide')).toBe('nextSlide');
  });
});
