import { describe, expect, it } from 'vitest';
import { normalizeGridItemSpacing } from '../../../app/normalizers';

describe('normalizeGridItemSpacing', () => {
  it.each(['x-large', 'large', 'medium', 'small', 'xx-small', 'none'])('keeps %s', (value) => {
    expect(normalizeGridItemSpacing(value)).toBe(value);
  });

  it.each(['xx-large', 'x-small', 'huge', '', undefined])('falls back to none for %o', (value) => {
    expect(normalizeGridItemSpacing(value)).toBe('none');
  });
});
