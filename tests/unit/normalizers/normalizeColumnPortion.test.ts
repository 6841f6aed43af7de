import { describe, expect, it } from 'vitest';
import { normalizeColumnPortion } from '../../../app/normalizers';

describe('normalizeColumnPortion', () => {
  it.each(['50%', '16.67%', '33.33%', '66.67%'])('keeps %s', (value) => {
    expect(normalizeColumnPortion(value)).toBe(value);
  });

  it.each(['25%', '50', 50, '33.3%', '', undefined])('falls back to 50%% for %o', (value) => {
    expect(normalizeColumnPortion(value)).toBe('50%');
  });
});
