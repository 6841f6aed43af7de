import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../../../app/normalizers/normalizeText';

describe('normalizeText', () => {
  it('trims text and falls back for empty or non-text values', () => {
    expect(normalizeText('  Learn More ')).toBe('Learn More');
    expect(normalizeText('   ', 'x')).toBe('x');
    expect(normalizeText(undefined)).toBe('');
    expect(normalizeText(2014)).toBe('2014');
    expect(normalizeText({})).toBe('');
  });
});
