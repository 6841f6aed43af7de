import { describe, expect, it } from 'vitest';
import { normalizeSize } from '../../../app/normalizers';

describe('normalizeSize', () => {
  it.each(['small', 'medium', 'large'])('keeps %s', (value) => {
    expect(normalizeSize(value)).toBe(value);
  });

  it.each(['huge', 'x-large', '', null, 12])('falls back to small for %o', (value) => {
    expect(normalizeSize(value)).toBe('small');
  });
});
