import { describe, expect, it } from 'vitest';
import { API_VERSION, cacheKeys } from '@about-site/sdk';
import { apex, type ApexConfig } from '@about-site/sdk/apex';
import { getSeoProperties } from '@about-site/sdk/seo';
import { decodeEntities } from '@about-site/sdk/text';
import {
  COMMUNITY_ID,
  loadFixture,
  replay,
  sdkForOrg,
  served,
} from '../../support/platformFixtures';

describe('SEO properties from the platform', () => {
  it('of a page by its url alias, with the fields asked for', async () => {
    const body = served('seo-properties.about');
    const properties = await getSeoProperties(sdkForOrg(), {
      apiVersion: API_VERSION,
      communityId: COMMUNITY_ID,
      recordId: 'about',
      fields: ['Title', 'Description'],
    });
    expect(properties).toEqual(body);
    expect(properties.fields?.Title).toBe('About');
    expect(Object.keys(properties.hrefLangUrls ?? {})).toEqual(['en_US', 'fr_FR', 'de_DE']);
    expect(properties.canonicalUrl).toBe('https://www.quayline.com/about');
    expect(properties.isSeoIndexed).toBe(true);
    expect(properties.title).toBeUndefined();
  });

  it('of a record not indexed: no canonical url, a language left out, JSON-valued fields', async () => {
    const body = served('seo-properties.record-not-indexed');
    const properties = await getSeoProperties(sdkForOrg(), {
      apiVersion: API_VERSION,
      communityId: COMMUNITY_ID,
      recordId: '20Y5f00000vOwEsEAK',
    });
    expect(properties).toEqual(body);
    expect(properties.isSeoIndexed).toBe(false);
    expect(properties.canonicalUrl).toBeUndefined();
    expect(properties.hrefLangUrls?.de_DE).toBe('');
    // Connect entity-encodes string values: the SDK hands them over as sent.
    const breadcrumb = properties.complexFields?.BreadcrumbList ?? '';
    expect(breadcrumb.startsWith('{&quot;@context&quot;')).toBe(true);
    expect(JSON.parse(decodeEntities(breadcrumb))).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('server methods over the LWR transport', () => {
  it('a cacheable method without parameters: the raw record, cached for its 5 minutes', async () => {
    const body = served('apex-get.grab-carousel-styles');
    const sdk = sdkForOrg();
    const config: ApexConfig = {
      apexClass: 'AdminPanelController',
      apexMethod: 'grabCarouselStyles',
      cacheable: true,
    };
    const record = await apex<{ adminPanel: { Id: string; Carousel_Styles__c: string } }>(
      sdk,
      config,
    );
    expect(record).toEqual(body);
    expect(JSON.parse(record.adminPanel.Carousel_Styles__c)).toHaveProperty('Inventory Management');
    expect(sdk.cache.get(cacheKeys.apex(config))?.state).toBe('Fulfilled');
  });

  it('a namespaced continuation method with parameters, keyed by them', async () => {
    const body = served('apex-get.namespaced-with-params');
    const sdk = sdkForOrg();
    const config: ApexConfig = {
      apexClass: 'qline__CatalogController',
      apexMethod: 'getProductDetail',
      methodParams: { locale: 'fr_FR', productId: '01t5f000004ZqGHAA0' },
      cacheable: true,
      isContinuation: true,
    };
    expect(await apex(sdk, config)).toEqual(body);
    expect(cacheKeys.apex(config)).toBe(
      'apex::qline:CatalogController:getProductDetail:true:{"locale":"fr_FR","productId":"01t5f000004ZqGHAA0"}',
    );
  });

  it('a method answering null with no-cache: null, and an entry no later read is served from', async () => {
    served('apex-get.no-cache-null');
    const sdk = sdkForOrg();
    const config: ApexConfig = {
      apexClass: 'SiteUserController',
      apexMethod: 'getCurrentUser',
      cacheable: true,
    };
    expect(await apex(sdk, config)).toBeNull();
    expect(sdk.cache.get(cacheKeys.apex(config))?.state).toBe('Stale');
  });

  it('an imperative POST: the parameters as the JSON body, the returned string as it is', async () => {
    const exchange = loadFixture('apex-post.submit-inquiry');
    const sent = replay(exchange);
    const result = await apex<string>(sdkForOrg(), {
      apexClass: 'ContactFormController',
      apexMethod: 'submitInquiry',
      methodParams: {
        email: 'ana.silva@example.com',
        topic: 'demo',
        message: 'Consignment audits for 40 hospitals',
      },
    });
    expect(result).toBe('a0Z5f00000Kx1QwEAJ');
    expect(sent[0]?.headers['content-type']).toBe('application/json;charset=UTF-8');
    expect(sent[0]?.body).toEqual(exchange.request.body);
  });
});
