import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { App } from '../../../app/App';
import { HOME_ROUTE } from '../../../shared/pageRoutes';
import type { View } from '../../../shared/viewSchema';
import { renderWithProviders } from '../../support/renderWithProviders';
import { API_ORIGIN, testConfig } from '../../support/testStore';

function view(id: string, route: string): View {
  return { id, route, title: 'A page', urlAlias: 'a-page', nodes: [] };
}

/** The footer's helper content, read on every page. */
function mockSiteInfo() {
  nock(API_ORIGIN).get('/lwr/apex/v64.0/WebsiteHelperController/getContentTwo').reply(200, {
    companyName: 'Quayline Software, Inc.',
    productName: 'FieldLedger',
    socialLinks: [],
  });
}

/** Every request the page makes has been answered. */
async function settled() {
  await screen.findByText('Quayline Software, Inc.');
}

function mockSeo() {
  nock(API_ORIGIN)
    .get(
      `/services/data/v64.0/connect/communities/${testConfig.communityId}/seo/properties/a-page?fields=Description`,
    )
    .reply(200, { recordId: 'a-page', hrefLangUrls: {}, isSeoIndexed: true });
}

const aboutLink = () => screen.getByRole('link', { name: 'About' });

describe('App: the About link', () => {
  it('marks the home route as the current page, whatever its view id', async () => {
    mockSiteInfo();
    mockSeo();
    renderWithProviders(
      <App
        route={{ page: 'view', viewId: 'home', recordId: '' }}
        view={view('home', HOME_ROUTE)}
      />,
    );
    expect(aboutLink()).toHaveAttribute('aria-current', 'page');
    expect(aboutLink()).toHaveAttribute('href', HOME_ROUTE);
    await settled();
    await waitFor(() => {
      expect(document.title).toBe('A page');
    });
  });

  it('leaves another route unmarked, even a view with the id about', async () => {
    mockSiteInfo();
    mockSeo();
    renderWithProviders(
      <App route={{ page: 'view', viewId: 'about', recordId: '' }} view={view('about', '/team')} />,
    );
    expect(aboutLink()).not.toHaveAttribute('aria-current');
    await settled();
    await waitFor(() => {
      expect(document.title).toBe('A page');
    });
  });

  it('leaves a page that is not found unmarked', async () => {
    mockSiteInfo();
    renderWithProviders(<App route={{ page: 'notFound' }} />);
    expect(aboutLink()).not.toHaveAttribute('aria-current');
    await settled();
  });

  it('titles a page that is not found', async () => {
    mockSiteInfo();
    renderWithProviders(<App route={{ page: 'notFound' }} />);
    await settled();
    expect(document.title).toBe('Page not found');
  });
});
