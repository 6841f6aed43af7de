import { beforeEach, describe, expect, it } from 'vitest';
import { applyHeadTags, headTagsFor, SEO_OWNER } from '../../../../../app/features/seo/headTags';

const languages = ['en_US', 'fr_FR', 'de_DE'];
const properties = {
  canonicalUrl: 'https://www.example.com/about',
  hrefLangUrls: {
    en_US: 'https://www.example.com/about',
    fr_FR: 'https://www.example.com/fr/about',
    de_DE: '',
  },
  isSeoIndexed: true,
};

describe('headTagsFor', () => {
  it('gives canonical, alternates for languages with a url (en-US form) and x-default', () => {
    expect(headTagsFor(properties, languages)).toEqual({
      canonicalUrl: 'https://www.example.com/about',
      alternates: [
        { hreflang: 'en-US', href: 'https://www.example.com/about' },
        { hreflang: 'fr-FR', href: 'https://www.example.com/fr/about' },
        { hreflang: 'x-default', href: 'https://www.example.com/about' },
      ],
    });
  });

  it('makes a page in another language its own canonical, with the same alternates', () => {
    const french = headTagsFor(properties, languages, undefined, 'fr_FR');
    expect(french.canonicalUrl).toBe('https://www.example.com/fr/about');
    expect(french.alternates).toEqual(headTagsFor(properties, languages).alternates);
    // A language without its own url keeps the record's canonical.
    expect(headTagsFor(properties, languages, undefined, 'de_DE').canonicalUrl).toBe(
      'https://www.example.com/about',
    );
  });

  it('gives a page in a language it is not served in no alternates: it is no version of its own', () => {
    expect(headTagsFor(properties, languages, undefined, 'de_DE').alternates).toEqual([]);
  });

  it('gives no alternates when only one language has a url', () => {
    const english = { ...properties, hrefLangUrls: { en_US: properties.canonicalUrl } };
    expect(headTagsFor(english, languages).alternates).toEqual([]);
  });

  it('adds robots noindex,nofollow only when indexing is off', () => {
    expect(headTagsFor({ ...properties, isSeoIndexed: false }, languages).robots).toBe(
      'noindex,nofollow',
    );
    expect(headTagsFor({ ...properties, isSeoIndexed: null }, languages).robots).toBeUndefined();
  });

  it('gives no alternates with one active language, and no canonical without a url', () => {
    expect(headTagsFor({ hrefLangUrls: properties.hrefLangUrls }, ['en_US'])).toEqual({
      alternates: [],
    });
  });
});

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>About</title><link rel="icon" href="/favicon.svg">';
  });

  it('writes one tag of each kind and replaces them on change, never duplicating', () => {
    applyHeadTags(document, headTagsFor({ ...properties, isSeoIndexed: false }, languages));
    applyHeadTags(document, headTagsFor(properties, languages));
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(
      document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('data-owner'),
    ).toBe(SEO_OWNER);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });
});
