import { describe, expect, it } from 'vitest';
import { normalizeAction } from '../../../app/normalizers';

describe('normalizeAction', () => {
  it.each(['inline', 'redirect'])('keeps %s', (value) => {
    expect(normalizeAction(value)).toBe(value);
  });

  it('is case-sensitive', () => {
    expect(normalizeAction('Redirect')).toBe('inline');
    expect(normalizeAction('INLINE')).toBe('inline');
    expect(normalizeAction(' redirect')).toBe('inline');
  });

  it.each(['popup', '', undefined])('falls back to inline for %o', (value) => {
    expect(normalizeAction(value)).toBe('inline');
  });
});
