import { describe, expect, it } from 'vitest';
import { normalizeDirection } from '../../../app/normalizers';

describe('normalizeDirection', () => {
  it.each(['left', 'right'])('keeps %s', (value) => {
    expect(normalizeDirection(value)).toBe(value);
  });

  it.each(['up', 'center', '', undefined, 1])('falls back to left for %o', (value) => {
    expect(normalizeDirection(value)).toBe('left');
  });

  it('uses a given fallback', () => {
    expect(normalizeDirection('down', 'right')).toBe('right');
  });
});
