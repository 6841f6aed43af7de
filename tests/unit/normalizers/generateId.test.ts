import { describe, expect, it } from 'vitest';
import { MAX_GENERATED_ID, generateId } from '../../../app/normalizers';

describe('generateId', () => {
  it('joins the prefix and the number', () => {
    expect(generateId('card-title', 0)).toBe('card-title-0');
    expect(generateId('slide', 42)).toBe('slide-42');
  });

  it('supports numbers up to 9999', () => {
    expect(MAX_GENERATED_ID).toBe(9999);
    expect(generateId('x', 9999)).toBe('x-9999');
    expect(() => generateId('x', 10000)).toThrow(RangeError);
  });

  it.each([-1, -9999, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (n) => {
    expect(() => generateId('x', n)).toThrow(RangeError);
  });

  it.each(['', '1abc', 'a b', 'a"b'])('rejects the prefix %o', (prefix) => {
    expect(() => generateId(prefix, 1)).toThrow(TypeError);
  });
});
