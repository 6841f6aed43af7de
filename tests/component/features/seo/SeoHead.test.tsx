import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SeoHead } from '../../../../app/features/seo';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { API_ORIGIN } from '../../../support/testStore';

const SEO_PATH = '/services/data/v64.0/connect/communities/0DB5f00000EpuOvGAJ/seo/properties';
const properties = {
  recordId: 'about',
  recordName: 'About',
  objectName: 'Page',
  fields: {},
  hrefLangUrls: {
    en_US: 'https://www.quayline.com/about',
    fr_FR: 'https://www.quayline.com/fr/about',
  },
  canonicalUrl: 'https://www.quayline.com/about',
  isSeoIndexed: false,
};

beforeEach(() => {
  document.head.innerHTML = '<title>Loading</title>';
});

describe('SeoHead', () => {
  it('sets the title and writes canonical, alternates and robots from the url alias query', async () => {
    nock(API_ORIGIN).get(`${SEO_PATH}/about`).reply(200, properties);
    renderWithProviders(<SeoHead title="About" urlAlias="about" />);
    await waitFor(() => {
      expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    });
    expect(document.title).toBe('About');
    expect(
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
    ).toEqual(['en-US', 'fr-FR', 'x-default']);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('queries by the recordId when the route has one', async () => {
    nock(API_ORIGIN)
      .get(`${SEO_PATH}/a0X5f00000jO1RNEA0`)
      .reply(200, { ...properties, isSeoIndexed: true });
    const { store } = renderWithProviders(
      <SeoHead title="About" recordId="a0X5f00000jO1RNEA0" urlAlias="about" />,
    );
    await waitFor(() => {
      expect(store.getState().seo.status).toBe('succeeded');
    });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads nothing for a page without a query key, and still applies its robots directive', async () => {
    const { store } = renderWithProviders(
      <SeoHead title="Blocks gallery" robots="noindex,nofollow" />,
    );
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex,nofollow',
      );
    });
    expect(store.getState().seo.status).toBe('idle');
  });

  it('stores a failure and leaves the head alone', async () => {
    nock(API_ORIGIN)
      .get(`${SEO_PATH}/about`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const { store } = renderWithProviders(<SeoHead title="About" urlAlias="about" />);
    await waitFor(() => {
      expect(store.getState().seo.status).toBe('failed');
    });
    expect(store.getState().seo.error?.message).toBeTruthy();
    expect(document.head.querySelectorAll('[data-owner]')).toHaveLength(0);
  });
});
