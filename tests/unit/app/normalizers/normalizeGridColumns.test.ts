import { describe, expect, it } from 'vitest';
import { normalizeGridColumns } from '../../../../app/normalizers/normalizeGridColumns';

describe('normalizeGridColumns', () => {
  it.each([1, 2, 3, 4, 5, 6])('keeps %i', (n) => {
    expect(normalizeGridColumns(n)).toBe(n);
  });

  it('reads numeric text', () => {
    expect(normalizeGridColumns('4')).toBe(4);
  });

  it.each([0, 7, -2, 2.5, '3 columns', '', null, Number.NaN])(
    'is a single column for %o',
    (value) => {
      expect(normalizeGridColumns(value)).toBe(1);
    },
  );
});
