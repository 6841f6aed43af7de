import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { SiteFrame } from '../../../../app/pages/SiteFrame';
import { LanguageSwitcher } from '../../../../app/pages/LanguageSwitcher';
import { uiMessagesFor } from '../../../../shared/i18n/uiMessages';
import { HOME_ROUTE, matchRoute, type Route } from '../../../../shared/pageRoutes';
import type { SiteConfig } from '../../../../shared/siteConfig';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { API_ORIGIN } from '../../../support/testStore';

const LANGUAGES = ['en_US', 'fr_FR', 'de_DE'];
const ARTICLE_KEY = 'MCA2YKQQCZBNFEJOBWWHK6E3UTYA';

/** A page config in `language`, with its words, as the server writes it. */
function configIn(language: string, basePath = ''): Partial<SiteConfig> {
  return { languages: LANGUAGES, language, basePath, messages: uiMessagesFor(language) };
}

/** The footer's helper content, which every frame reads (in the page's language). */
function mockSiteInfo() {
  nock(API_ORIGIN)
    .get('/lwr/apex/v64.0/WebsiteHelperController/getContentTwo')
    .query(true)
    .reply(200, {
      companyName: 'Quayline Software, Inc.',
      productName: 'FieldLedger',
      socialLinks: [],
    });
}

function renderFrame(route: Route, config: Partial<SiteConfig>) {
  mockSiteInfo();
  const view = route.page === 'view' ? { id: 'about', route: HOME_ROUTE } : undefined;
  return renderWithProviders(
    <SiteFrame onAbout={false} route={route} view={view}>
      <p>Page</p>
    </SiteFrame>,
    { config },
  );
}

/** The switcher's link to a language, by its name in that language. */
const languageLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Langue' })).getByRole('link', { name });

/** The `next` and `language` of a switcher link's endpoint url. */
function choiceOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://site.test');
  return {
    path: url.pathname,
    language: url.searchParams.get('language'),
    next: url.searchParams.get('next'),
  };
}

describe('LanguageSwitcher', () => {
  it('links every served language by its own name, with hreflang and lang, the current one marked', () => {
    renderWithProviders(<LanguageSwitcher pagePath={HOME_ROUTE} />, { config: configIn('fr_FR') });
    const nav = screen.getByRole('navigation', { name: 'Langue' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', 'Français', 'Deutsch']);
    expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['en-US', 'fr-FR', 'de-DE']);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['en-US', 'fr-FR', 'de-DE']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('leads each link through the endpoint to the same view page in its language', () => {
    renderWithProviders(<LanguageSwitcher pagePath={HOME_ROUTE} />, { config: configIn('fr_FR') });
    expect(choiceOf(languageLink('English'))).toEqual({
      path: '/preferred-language',
      language: 'en_US',
      next: '/about',
    });
    expect(choiceOf(languageLink('Français')).next).toBe('/fr/about');
    expect(choiceOf(languageLink('Deutsch'))).toEqual({
      path: '/preferred-language',
      language: 'de_DE',
      next: '/de/about',
    });
  });

  it('leads from an article, whatever urlName it was reached by, to the article in each language', async () => {
    const route = matchRoute(`/fr/sfdc_cms__news/notre-histoire/${ARTICLE_KEY}`, '/fr', []);
    renderFrame(route, configIn('fr_FR'));
    expect(choiceOf(languageLink('Deutsch'))).toEqual({
      path: '/preferred-language',
      language: 'de_DE',
      next: `/de/sfdc_cms__news/${ARTICLE_KEY}`,
    });
    expect(choiceOf(languageLink('English')).next).toBe(`/sfdc_cms__news/${ARTICLE_KEY}`);
    await screen.findByText('Quayline Software, Inc.');
  });

  it('keeps the site under its base path', () => {
    renderWithProviders(<LanguageSwitcher pagePath={`/sfdc_cms__news/${ARTICLE_KEY}`} />, {
      config: configIn('en_US', '/site'),
    });
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(choiceOf(within(nav).getByRole('link', { name: 'Deutsch' }))).toEqual({
      path: '/site/preferred-language',
      language: 'de_DE',
      next: `/site/de/sfdc_cms__news/${ARTICLE_KEY}`,
    });
  });

  it('leads from a page that does not exist to the About page in each language', async () => {
    renderFrame({ page: 'notFound' }, configIn('fr_FR'));
    expect(choiceOf(languageLink('Deutsch')).next).toBe('/de/about');
    await screen.findByText('Quayline Software, Inc.');
  });

  it('is reached by Tab after the header links, in the order written', async () => {
    const user = userEvent.setup();
    renderFrame({ page: 'view', viewId: 'about', recordId: '' }, configIn('en_US'));
    const names: string[] = [];
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent ?? '');
    }
    expect(names).toEqual([
      'Skip to content',
      'Quayline',
      'About',
      'English',
      'Français',
      'Deutsch',
    ]);
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    await screen.findByText('Quayline Software, Inc.');
  });
});
