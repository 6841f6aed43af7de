import { describe, expect, it } from 'vitest';
import {
  PageReferenceError,
  generateUrl,
  parseUrl,
  validatePageReference,
} from '@about-site/sdk/links';
import type { PageReferenceInput } from '@about-site/sdk/links';

const CONTENT_KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';
const RECORD_ID = '001xx000003DGbXAAW';

const references: [string, PageReferenceInput][] = [
  [
    'web page (absolute)',
    { type: 'standard__webPage', attributes: { url: 'https://partner.example/a?b=c#d' } },
  ],
  ['web page (hash)', { type: 'standard__webPage', attributes: { url: '#team' } }],
  [
    'web page (mailto)',
    { type: 'standard__webPage', attributes: { url: 'mailto:hello@example.com' } },
  ],
  ['web page (tel)', { type: 'standard__webPage', attributes: { url: 'tel:+15550100' } }],
  ['home', { type: 'standard__namedPage', attributes: { name: 'Home' } }],
  [
    'named page with state',
    { type: 'standard__namedPage', attributes: { name: 'About' }, state: { recordId: 'a b' } },
  ],
  [
    'managed content',
    {
      type: 'standard__managedContentPage',
      attributes: { contentTypeName: 'sfdc_cms__news', contentKey: CONTENT_KEY },
    },
  ],
  [
    'record by id (15)',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Contact', recordId: '003xx000004TmiQ' },
    },
  ],
  [
    'record by id (18)',
    { type: 'standard__recordPage', attributes: { objectApiName: 'Account', recordId: RECORD_ID } },
  ],
  [
    'knowledge by id',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Knowledge__kav', recordId: 'ka0xx0000000001AAA' },
    },
  ],
  [
    'knowledge by urlName',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Knowledge__kav', urlName: 'reset-password' },
    },
  ],
  [
    'product by urlName',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Product2', urlName: 'scanner x1' },
    },
  ],
  [
    'product by id',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Product2', recordId: '01txx0000006i2PAAQ' },
    },
  ],
  [
    'product category',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'ProductCategory', urlPath: 'devices/hand-held' },
    },
  ],
  [
    'data category',
    {
      type: 'standard__recordPage',
      attributes: { objectApiName: 'NetworkDataCategory', urlPath: 'billing' },
    },
  ],
  [
    'object page',
    {
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case' },
      state: { filterName: 'Recent', page: '2' },
    },
  ],
  [
    'relationship',
    {
      type: 'standard__recordRelationshipPage',
      attributes: {
        objectApiName: 'Account',
        recordId: RECORD_ID,
        relationshipApiName: 'Contacts',
      },
    },
  ],
  [
    'knowledge relationship',
    {
      type: 'standard__recordRelationshipPage',
      attributes: { objectApiName: 'FAQ__kav', urlName: 'returns', relationshipApiName: 'Votes' },
    },
  ],
  ['search', { type: 'standard__search', state: { term: 'supply chain / 100%' } }],
  ['search with other state', { type: 'standard__search', state: { term: 'x', lang: 'en_US' } }],
  ['search without term', { type: 'standard__search' }],
];

describe('parseUrl round trip', () => {
  describe.each(['', '/s', '/shop/s'])('with base path %j', (basePath) => {
    it.each(references)('%s', (_label, reference) => {
      const url = generateUrl(reference, { basePath });
      expect(parseUrl(url, { basePath })).toEqual(validatePageReference(reference));
    });
  });
});

describe('parseUrl', () => {
  it('reads the base path alone, with or without a slash, as home', () => {
    const home = { type: 'standard__namedPage', attributes: { name: 'Home' } };
    expect(parseUrl('/s', { basePath: '/s' })).toEqual(home);
    expect(parseUrl('/s/', { basePath: '/s' })).toEqual(home);
    expect(parseUrl('/')).toEqual(home);
  });

  it('tolerates a trailing slash and drops the hash of a site path', () => {
    expect(parseUrl('/s/About/#team', { basePath: '/s' })).toEqual({
      type: 'standard__namedPage',
      attributes: { name: 'About' },
    });
  });

  it('reads query parameters into state', () => {
    expect(parseUrl('/About?recordId=001&lang=en_US')).toEqual({
      type: 'standard__namedPage',
      attributes: { name: 'About' },
      state: { recordId: '001', lang: 'en_US' },
    });
  });

  it('keeps the filter name from the path over a query parameter', () => {
    expect(parseUrl('/Case/list/Recent?filterName=Other')).toEqual({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case' },
      state: { filterName: 'Recent' },
    });
  });

  it('reads a path outside the base path as a web page', () => {
    expect(parseUrl('/other/About', { basePath: '/s' })).toEqual({
      type: 'standard__webPage',
      attributes: { url: '/other/About' },
    });
    expect(parseUrl('/sx/About', { basePath: '/s' })).toEqual({
      type: 'standard__webPage',
      attributes: { url: '/sx/About' },
    });
  });

  it('reads a site path of no known shape as a web page', () => {
    for (const url of [
      '/a/b/c/d/e',
      '/Account/not-an-id',
      '/Account/related/x/Contacts',
      '/About%ZZ',
      '/a-b',
    ]) {
      expect(parseUrl(url)).toEqual({ type: 'standard__webPage', attributes: { url } });
    }
  });

  it('reads an absolute URL on the site origin as a site path', () => {
    expect(
      parseUrl('http://127.0.0.1:4173/s/news/' + CONTENT_KEY + '?x=1', {
        basePath: '/s',
        origin: 'http://127.0.0.1:4173',
      }),
    ).toEqual({
      type: 'standard__managedContentPage',
      attributes: { contentTypeName: 'news', contentKey: CONTENT_KEY },
      state: { x: '1' },
    });
  });

  it('reads an absolute https URL of another origin as a web page', () => {
    expect(
      parseUrl('https://partner.example/s/About', {
        basePath: '/s',
        origin: 'https://www.example.com',
      }),
    ).toEqual({
      type: 'standard__webPage',
      attributes: { url: 'https://partner.example/s/About' },
    });
  });

  it('reads a search path with slashes in the term', () => {
    expect(parseUrl('/global-search/a/b')).toEqual({
      type: 'standard__search',
      state: { term: 'a/b' },
    });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '',
  ])('throws a PageReferenceError for the invalid url %j', (url) => {
    expect(() => parseUrl(url)).toThrow(PageReferenceError);
    try {
      parseUrl(url);
    } catch (error) {
      expect(error).toMatchObject({
        part: 'attributes.url',
        problem: 'invalid',
        pageType: 'standard__webPage',
      });
    }
  });

  it('never reads a foreign http URL as on-site', () => {
    expect(() =>
      parseUrl('http://evil.example/s/About', {
        basePath: '/s',
        origin: 'https://www.example.com',
      }),
    ).toThrow(PageReferenceError);
  });
});
