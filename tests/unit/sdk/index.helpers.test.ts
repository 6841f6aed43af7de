import { describe, expect, it } from 'vitest';
import {
  APEX_TTL_MS,
  MAX_KEYS_PER_CALL,
  SEO_TTL_MS,
  cacheKeys,
  chunk,
  stableStringify,
} from '@about-site/sdk';

describe('the platform figures', () => {
  it('are the platform’s', () => {
    expect(MAX_KEYS_PER_CALL).toBe(25);
    expect(SEO_TTL_MS).toBe(3_600_000);
    expect(APEX_TTL_MS).toBe(300_000);
  });
});

describe('chunk', () => {
  it('cuts items into consecutive slices, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([1, 2], 2)).toEqual([[1, 2]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('gives getContents calls of at most MAX_KEYS_PER_CALL keys', () => {
    const keys = Array.from({ length: 60 }, (_, index) => `MC${String(index)}`);
    const calls = chunk(keys, MAX_KEYS_PER_CALL);
    expect(calls.map((slice) => slice.length)).toEqual([25, 25, 10]);
    expect(calls.flat()).toEqual(keys);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a size of %s', (size) => {
    expect(() => chunk([1], size)).toThrow(RangeError);
  });
});

describe('stableStringify', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(stableStringify({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(stableStringify({ b: 1, a: 2 })).toBe(stableStringify({ a: 2, b: 1 }));
  });

  it('is JSON.stringify otherwise: toJSON, dropped undefined, null in arrays', () => {
    const at = new Date(Date.UTC(2024, 4, 2));
    expect(stableStringify({ at, skip: undefined, list: [undefined, 1] })).toBe(
      JSON.stringify({ at, list: [null, 1] }),
    );
    expect(stableStringify('text')).toBe('"text"');
    expect(stableStringify(undefined)).toBe('');
    expect(stableStringify(() => 1)).toBe('');
  });

  it('keeps a __proto__ key as data', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"a":1}') as unknown;
    expect(stableStringify(value)).toBe('{"__proto__":{"x":1},"a":1}');
  });

  it('marks a circular reference instead of throwing, and keeps shared ones', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(stableStringify(loop)).toBe('{"name":"loop","self":"[circular]"}');
    const shared = { n: 1 };
    expect(stableStringify({ a: shared, b: shared })).toBe('{"a":{"n":1},"b":{"n":1}}');
  });

  it('gives distinct server-method cache keys for distinct dates', () => {
    const key = (day: number) =>
      cacheKeys.apex({
        apexClass: 'Orders',
        apexMethod: 'since',
        methodParams: { since: new Date(Date.UTC(2024, 0, day)) },
      });
    expect(key(1)).not.toBe(key(2));
    expect(key(1)).toBe('apex::Orders:since:false:{"since":"2024-01-01T00:00:00.000Z"}');
  });
});
