import { waitFor } from '@testing-library/react';
import nock from 'nock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKeys, type Sdk } from '@about-site/sdk';
import { SeoHead } from '../../../../../app/features/seo/SeoHead';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import { API_ORIGIN, testConfig } from '../../../../support/testStore';

const { communityId } = testConfig;
const SEO_PATH = `/services/data/v64.0/connect/communities/${communityId}/seo/properties`;

/** The SDK cache entry of a record's SEO properties. */
const seoEntry = (sdk: Sdk, recordId: string) =>
  sdk.cache.get(cacheKeys.getSeoProperties({ communityId, recordId, fields: ['Description'] }));
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
    nock(API_ORIGIN).get(`${SEO_PATH}/about?fields=Description`).reply(200, properties);
    const { sdk } = renderWithProviders(<SeoHead title="About" urlAlias="about" />);
    await waitFor(() => {
      expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    });
    expect(document.title).toBe('About');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.quayline.com/about',
    );
    expect(seoEntry(sdk, 'about')).toMatchObject({ state: 'Fulfilled', data: properties });
    expect(
      [...document.head.querySelectorAll('link[rel="alternate"]')].map((l) =>
        l.getAttribute('hreflang'),
      ),
    ).toEqual(['en-US', 'fr-FR', 'x-default']);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it("reads the SEO properties at the API version of the site's current release", async () => {
    const release = { apiVersion: 'v62.0', release: 252 };
    nock(API_ORIGIN)
      .get(`/services/data/v62.0/connect/communities/${communityId}/seo/properties/about`)
      .query({ fields: 'Description' })
      .reply(200, properties);
    const { sdk } = renderWithProviders(<SeoHead title="About" urlAlias="about" />, {
      config: { currentRelease: release },
    });
    await waitFor(() => {
      expect(seoEntry(sdk, 'about')?.state).toBe('Fulfilled');
    });
  });

  it('queries by the recordId when the route has one', async () => {
    nock(API_ORIGIN)
      .get(`${SEO_PATH}/a0X5f00000jO1RNEA0?fields=Description`)
      .reply(200, { ...properties, isSeoIndexed: true });
    const { sdk } = renderWithProviders(
      <SeoHead title="About" recordId="a0X5f00000jO1RNEA0" urlAlias="about" />,
    );
    await waitFor(() => {
      expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    });
    expect(seoEntry(sdk, 'a0X5f00000jO1RNEA0')?.state).toBe('Fulfilled');
    expect(seoEntry(sdk, 'about')).toBeUndefined();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads nothing for a page without a query key, and still applies its robots directive', async () => {
    const { sdk } = renderWithProviders(
      <SeoHead title="Blocks gallery" robots="noindex,nofollow" />,
    );
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex,nofollow',
      );
    });
    expect(document.title).toBe('Blocks gallery');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(sdk.cache.entries()).toEqual({});
  });

  it('keeps a failure in the cache entry and leaves the head alone', async () => {
    nock(API_ORIGIN)
      .get(`${SEO_PATH}/about?fields=Description`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const { sdk } = renderWithProviders(<SeoHead title="About" urlAlias="about" />);
    await waitFor(() => {
      expect(seoEntry(sdk, 'about')?.state).toBe('Error');
    });
    expect(seoEntry(sdk, 'about')?.error).toMatchObject({ status: 404 });
    expect(seoEntry(sdk, 'about')?.error?.message).toBeTruthy();
    expect(document.title).toBe('About');
    expect(document.head.querySelectorAll('[data-owner]')).toHaveLength(0);
  });
});
