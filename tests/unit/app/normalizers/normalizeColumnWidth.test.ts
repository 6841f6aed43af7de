import { describe, expect, it } from 'vitest';
import { normalizeColumnWidth } from '../../../../app/normalizers/normalizeColumnWidth';

describe('normalizeColumnWidth', () => {
  it('reads numbers and numeric text out of 12', () => {
    expect(normalizeColumnWidth(5)).toBe(5);
    expect(normalizeColumnWidth('2')).toBe(2);
    expect(normalizeColumnWidth('12')).toBe(12);
  });

  it.each(['wide', '', undefined, null, '6px', {}])(
    'falls back to 12 for non-numeric %o',
    (value) => {
      expect(normalizeColumnWidth(value)).toBe(12);
    },
  );

  it.each([0, 13, -1, 4.5])('falls back to 12 outside whole numbers 1..12: %o', (value) => {
    expect(normalizeColumnWidth(value)).toBe(12);
  });
});
