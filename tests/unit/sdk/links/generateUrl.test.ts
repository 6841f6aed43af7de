import { describe, expect, it } from 'vitest';
import { PageReferenceError, generateUrl } from '@about-site/sdk/links';
import type { PageReferenceInput } from '@about-site/sdk/links';

const CONTENT_KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';
const RECORD_ID = '001xx000003DGbXAAW';

function errorOf(reference: PageReferenceInput): PageReferenceError {
  try {
    generateUrl(reference);
  } catch (error) {
    if (error instanceof PageReferenceError) return error;
    throw error;
  }
  throw new Error('expected a PageReferenceError');
}

describe('generateUrl', () => {
  it.each<[string, PageReferenceInput, string]>([
    [
      'a web page',
      { type: 'standard__webPage', attributes: { url: 'https://example.com/a' } },
      'https://example.com/a',
    ],
    [
      'a site-relative web page, not prefixed',
      { type: 'standard__webPage', attributes: { url: '/Home' } },
      '/Home',
    ],
    ['a hash web page', { type: 'standard__webPage', attributes: { url: '#team' } }, '#team'],
    [
      'a mailto web page',
      { type: 'standard__webPage', attributes: { url: 'mailto:a@example.com' } },
      'mailto:a@example.com',
    ],
    ['the home page', { type: 'standard__namedPage', attributes: { name: 'Home' } }, '/s/'],
    [
      'the home page in lower case',
      { type: 'standard__namedPage', attributes: { name: 'home' } },
      '/s/',
    ],
    ['a named page', { type: 'standard__namedPage', attributes: { name: 'About' } }, '/s/About'],
    [
      'a managed content page',
      {
        type: 'standard__managedContentPage',
        attributes: { contentTypeName: 'news', contentKey: CONTENT_KEY },
      },
      `/s/news/${CONTENT_KEY}`,
    ],
    [
      'a record page by id',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Account', recordId: RECORD_ID },
      },
      `/s/Account/${RECORD_ID}`,
    ],
    [
      'a knowledge article by urlName',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Knowledge__kav', urlName: 'reset-password' },
      },
      '/s/Knowledge__kav/reset-password',
    ],
    [
      'a product by urlName',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Product2', urlName: 'scanner-x1' },
      },
      '/s/Product2/scanner-x1',
    ],
    [
      'a product category by urlPath',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'ProductCategory', urlPath: 'devices/hand held' },
      },
      '/s/ProductCategory/devices/hand%20held',
    ],
    [
      'a network data category by urlPath',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'NetworkDataCategory', urlPath: 'billing' },
      },
      '/s/NetworkDataCategory/billing',
    ],
    [
      'an object page',
      {
        type: 'standard__objectPage',
        attributes: { objectApiName: 'Case' },
        state: { filterName: 'Recent' },
      },
      '/s/Case/list/Recent',
    ],
    [
      'a record relationship page',
      {
        type: 'standard__recordRelationshipPage',
        attributes: {
          objectApiName: 'Account',
          recordId: RECORD_ID,
          relationshipApiName: 'Contacts',
        },
      },
      `/s/Account/related/${RECORD_ID}/Contacts`,
    ],
    [
      'a knowledge record relationship page',
      {
        type: 'standard__recordRelationshipPage',
        attributes: { objectApiName: 'FAQ__kav', urlName: 'returns', relationshipApiName: 'Votes' },
      },
      '/s/FAQ__kav/related/returns/Votes',
    ],
    [
      'a search page',
      { type: 'standard__search', state: { term: 'supply chain' } },
      '/s/global-search/supply%20chain',
    ],
    ['a search page without a term', { type: 'standard__search' }, '/s/global-search'],
    [
      'an unknown type, as a web page',
      { type: 'comm__loginPage', attributes: { url: '/login' } },
      '/login',
    ],
  ])('builds %s', (_label, reference, expected) => {
    expect(generateUrl(reference, { basePath: '/s' })).toBe(expected);
  });

  it('has no prefix without a base path, and home is /', () => {
    expect(generateUrl({ type: 'standard__namedPage', attributes: { name: 'Home' } })).toBe('/');
    expect(
      generateUrl({ type: 'standard__namedPage', attributes: { name: 'About' } }, { basePath: '' }),
    ).toBe('/About');
  });

  it('normalises the base path', () => {
    const about = { type: 'standard__namedPage', attributes: { name: 'About' } };
    expect(generateUrl(about, { basePath: 'shop/' })).toBe('/shop/About');
  });

  it('writes other state parameters as a query string', () => {
    expect(
      generateUrl(
        {
          type: 'standard__objectPage',
          attributes: { objectApiName: 'Case' },
          state: { filterName: 'Recent', page: '2' },
        },
        { basePath: '/s' },
      ),
    ).toBe('/s/Case/list/Recent?page=2');
    expect(
      generateUrl({
        type: 'standard__namedPage',
        attributes: { name: 'About' },
        state: { recordId: 'a b&c' },
      }),
    ).toBe('/About?recordId=a+b%26c');
    expect(generateUrl({ type: 'standard__search', state: { term: 'x', lang: 'en' } })).toBe(
      '/global-search/x?lang=en',
    );
  });

  it('encodes each path segment', () => {
    expect(generateUrl({ type: 'standard__search', state: { term: 'a/b?c#d' } })).toBe(
      '/global-search/a%2Fb%3Fc%23d',
    );
  });

  it('drops the state of a web page and attributes the type does not use', () => {
    expect(
      generateUrl({
        type: 'standard__webPage',
        attributes: { url: '/x', extra: 1 },
        state: { a: 'b' },
      }),
    ).toBe('/x');
    expect(
      generateUrl({
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Account', recordId: RECORD_ID, actionName: 'view' },
      }),
    ).toBe(`/Account/${RECORD_ID}`);
  });

  it('trims parts', () => {
    expect(generateUrl({ type: 'standard__namedPage', attributes: { name: '  About ' } })).toBe(
      '/About',
    );
  });
});

describe('generateUrl: required parts', () => {
  it.each<[string, PageReferenceInput, string]>([
    ['named page name', { type: 'standard__namedPage', attributes: {} }, 'attributes.name'],
    ['named page without attributes', { type: 'standard__namedPage' }, 'attributes.name'],
    [
      'object page objectApiName',
      { type: 'standard__objectPage', state: { filterName: 'Recent' } },
      'attributes.objectApiName',
    ],
    [
      'object page filterName',
      { type: 'standard__objectPage', attributes: { objectApiName: 'Case' } },
      'state.filterName',
    ],
    [
      'record page recordId',
      { type: 'standard__recordPage', attributes: { objectApiName: 'Account' } },
      'attributes.recordId',
    ],
    [
      'record page objectApiName',
      { type: 'standard__recordPage', attributes: { recordId: RECORD_ID } },
      'attributes.objectApiName',
    ],
    [
      'knowledge urlName',
      { type: 'standard__recordPage', attributes: { objectApiName: 'Knowledge__kav' } },
      'attributes.urlName',
    ],
    [
      'category urlPath',
      { type: 'standard__recordPage', attributes: { objectApiName: 'ProductCategory' } },
      'attributes.urlPath',
    ],
    [
      'a urlName on an object that needs an id',
      { type: 'standard__recordPage', attributes: { objectApiName: 'Account', urlName: 'acme' } },
      'attributes.recordId',
    ],
    [
      'cms contentTypeName',
      { type: 'standard__managedContentPage', attributes: { contentKey: CONTENT_KEY } },
      'attributes.contentTypeName',
    ],
    [
      'cms contentKey',
      { type: 'standard__managedContentPage', attributes: { contentTypeName: 'news' } },
      'attributes.contentKey',
    ],
    [
      'relationship relationshipApiName',
      {
        type: 'standard__recordRelationshipPage',
        attributes: { objectApiName: 'Account', recordId: RECORD_ID },
      },
      'attributes.relationshipApiName',
    ],
    [
      'knowledge relationship urlName',
      {
        type: 'standard__recordRelationshipPage',
        attributes: { objectApiName: 'FAQ__kav', relationshipApiName: 'Votes' },
      },
      'attributes.urlName',
    ],
    ['web page url', { type: 'standard__webPage', attributes: {} }, 'attributes.url'],
    [
      'web page url when blank',
      { type: 'standard__webPage', attributes: { url: '   ' } },
      'attributes.url',
    ],
    ['unknown type url', { type: 'comm__whatever' }, 'attributes.url'],
  ])('names the missing %s', (_label, reference, part) => {
    const error = errorOf(reference);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('PageReferenceError');
    expect(error.part).toBe(part);
    expect(error.problem).toBe('missing');
    expect(error.message).toContain(part);
  });

  it.each<[string, PageReferenceInput, string]>([
    [
      'javascript url',
      { type: 'standard__webPage', attributes: { url: 'javascript:alert(1)' } },
      'attributes.url',
    ],
    [
      'data url',
      { type: 'standard__webPage', attributes: { url: 'data:text/html,x' } },
      'attributes.url',
    ],
    [
      'http url',
      { type: 'standard__webPage', attributes: { url: 'http://example.com' } },
      'attributes.url',
    ],
    [
      'unknown type with a javascript url',
      { type: 'x', attributes: { url: 'javascript:alert(1)' } },
      'attributes.url',
    ],
    [
      'record id shape',
      { type: 'standard__recordPage', attributes: { objectApiName: 'Account', recordId: 'abc' } },
      'attributes.recordId',
    ],
    [
      'object name with a path',
      { type: 'standard__recordPage', attributes: { objectApiName: '../x', recordId: RECORD_ID } },
      'attributes.objectApiName',
    ],
    [
      'content key shape',
      {
        type: 'standard__managedContentPage',
        attributes: { contentTypeName: 'news', contentKey: 'x' },
      },
      'attributes.contentKey',
    ],
    [
      'named page with a slash',
      { type: 'standard__namedPage', attributes: { name: 'a/b' } },
      'attributes.name',
    ],
    ['non-text part', { type: 'standard__namedPage', attributes: { name: 42 } }, 'attributes.name'],
    [
      'non-text state',
      { type: 'standard__namedPage', attributes: { name: 'About' }, state: { page: 2 } },
      'state.page',
    ],
    [
      'dot segment urlName',
      { type: 'standard__recordPage', attributes: { objectApiName: 'Product2', urlName: '..' } },
      'attributes.urlName',
    ],
    [
      'urlName that looks like a record id',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Product2', urlName: RECORD_ID },
      },
      'attributes.urlName',
    ],
    [
      'urlPath with an empty segment',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'ProductCategory', urlPath: 'a//b' },
      },
      'attributes.urlPath',
    ],
    [
      'urlPath starting with a reserved word',
      {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'ProductCategory', urlPath: 'list/x' },
      },
      'attributes.urlPath',
    ],
  ])('names the invalid %s', (_label, reference, part) => {
    const error = errorOf(reference);
    expect(error.part).toBe(part);
    expect(error.problem).toBe('invalid');
  });

  it('reports the page type it checked', () => {
    expect(
      errorOf({ type: 'standard__objectPage', attributes: { objectApiName: 'Case' } }).pageType,
    ).toBe('standard__objectPage');
    expect(errorOf({ type: 'x' }).pageType).toBe('standard__webPage');
  });

  it('refuses an unsafe base path', () => {
    expect(() =>
      generateUrl(
        { type: 'standard__namedPage', attributes: { name: 'About' } },
        { basePath: '/../x' },
      ),
    ).toThrow(RangeError);
  });
});
