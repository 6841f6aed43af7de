import { describe, expect, it } from 'vitest';
import { normalizeBasePath } from '@about-site/sdk/links';

describe('normalizeBasePath', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['/', ''],
    ['s', '/s'],
    ['/s', '/s'],
    ['/s/', '/s'],
    ['//shop//s/', '/shop/s'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it.each(['/../admin', '/s/./x', 'https://evil.example', '/s?x=1', '/a b'])(
    'rejects %j',
    (input) => {
      expect(() => normalizeBasePath(input)).toThrow(RangeError);
    },
  );
});
