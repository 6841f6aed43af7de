import { describe, expect, it } from 'vitest';
import { toFiniteNumber, toInteger } from '../../../../app/normalizers/toInteger';

describe('toInteger', () => {
  it('reads integers and integer text', () => {
    expect(toInteger(6)).toBe(6);
    expect(toInteger(' 6 ')).toBe(6);
    expect(toInteger('-2')).toBe(-2);
  });

  it.each([6.5, '6.5', '6px', '', 'x', true, null, Number.NaN])(
    'gives undefined for %o',
    (value) => {
      expect(toInteger(value)).toBeUndefined();
    },
  );
});

describe('toFiniteNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(toFiniteNumber(45)).toBe(45);
    expect(toFiniteNumber('45.5')).toBe(45.5);
    expect(toFiniteNumber('.5')).toBe(0.5);
  });

  it.each(['45%', '', Number.POSITIVE_INFINITY, Number.NaN, undefined])(
    'gives undefined for %o',
    (value) => {
      expect(toFiniteNumber(value)).toBeUndefined();
    },
  );
});
