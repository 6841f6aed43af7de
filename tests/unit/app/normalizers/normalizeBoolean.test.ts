import { describe, expect, it } from 'vitest';
import { normalizeBoolean } from '../../../../app/normalizers/normalizeBoolean';

describe('normalizeBoolean', () => {
  it('reads booleans and boolean text', () => {
    expect(normalizeBoolean(true)).toBe(true);
    expect(normalizeBoolean('TRUE')).toBe(true);
    expect(normalizeBoolean('false', true)).toBe(false);
  });

  it('falls back for anything else', () => {
    expect(normalizeBoolean('yes')).toBe(false);
    expect(normalizeBoolean(1, true)).toBe(true);
    expect(normalizeBoolean(undefined)).toBe(false);
  });
});
