import { describe, expect, it } from 'vitest';
import {
  normalizeLinks,
  rendersLink,
  segmentText,
} from '../../../../../app/features/toast/toastLinks';

describe('a link url, as rendersLink judges it', () => {
  const linked = (url: string) => rendersLink('{0}', [{ url, label: 'L' }]);

  it.each(['https://example.com/a', 'HTTPS://example.com', '/about', '/', '#team', '#'])(
    'accepts %s',
    (url) => {
      expect(linked(url)).toBe(true);
    },
  );

  it.each([
    'http://example.com',
    '//evil.example',
    'javascript:alert(1)',
    'mailto:a@b.c',
    'about',
    '',
    'https://',
    ' /about',
  ])('rejects %j', (url) => {
    expect(linked(url)).toBe(false);
  });
});

describe('normalizeLinks', () => {
  it('keys an array by index and keeps a map by name', () => {
    expect(normalizeLinks([{ url: '/a', label: 'A' }])).toEqual({ '0': { url: '/a', label: 'A' } });
    expect(normalizeLinks({ docs: { url: '/d', label: 'Docs', extra: 1 } })).toEqual({
      docs: { url: '/d', label: 'Docs' },
    });
  });

  it('drops malformed entries but keeps the positions of the others', () => {
    expect(normalizeLinks([null, { url: '/b', label: 'B' }, { url: 3, label: 'C' }])).toEqual({
      '1': { url: '/b', label: 'B' },
    });
  });

  it('gives nothing for non-objects, empty lists and __proto__ keys', () => {
    expect(normalizeLinks(undefined)).toBeUndefined();
    expect(normalizeLinks('x')).toBeUndefined();
    expect(normalizeLinks([])).toBeUndefined();
    expect(normalizeLinks(JSON.parse('{"__proto__":{"url":"/x","label":"X"}}'))).toBeUndefined();
  });
});

describe('segmentText', () => {
  it('returns the text alone when there are no links', () => {
    expect(segmentText('Saved {0}')).toEqual([{ kind: 'text', text: 'Saved {0}' }]);
  });

  it('replaces {0} with a link from an array', () => {
    expect(segmentText('See {0} now', [{ url: 'https://x.test/a', label: 'the guide' }])).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', url: 'https://x.test/a', label: 'the guide' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('replaces {name} from a map, several times and side by side', () => {
    const links = { a: { url: '/a', label: 'A' }, b: { url: '#b', label: 'B' } };
    expect(segmentText('{a}{b} and {a}', links)).toEqual([
      { kind: 'link', url: '/a', label: 'A' },
      { kind: 'link', url: '#b', label: 'B' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', url: '/a', label: 'A' },
    ]);
  });

  it('renders an invalid url as its label in plain text', () => {
    expect(segmentText('Go {0}', [{ url: 'javascript:alert(1)', label: 'here' }])).toEqual([
      { kind: 'text', text: 'Go ' },
      { kind: 'text', text: 'here' },
    ]);
  });

  it('leaves placeholders without a link as written, and ignores inherited keys', () => {
    expect(segmentText('{1} {constructor}', [{ url: '/a', label: 'A' }])).toEqual([
      { kind: 'text', text: '{1} {constructor}' },
    ]);
  });

  it('tells whether any link renders', () => {
    expect(rendersLink('See {0}', { '0': { url: '/a', label: 'A' } })).toBe(true);
    expect(rendersLink('See {0}', { '0': { url: 'ftp://a', label: 'A' } })).toBe(false);
    expect(rendersLink(undefined, { '0': { url: '/a', label: 'A' } })).toBe(false);
  });
});
