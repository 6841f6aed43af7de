import { describe, expect, it } from 'vitest';
import { normalizeAlignment } from '../../../app/normalizers';

describe('normalizeAlignment', () => {
  it.each(['left', 'center', 'right'])('keeps %s', (value) => {
    expect(normalizeAlignment(value)).toBe(value);
  });

  it('accepts builder text with spaces and capitals', () => {
    expect(normalizeAlignment(' Center ')).toBe('center');
  });

  it.each([undefined, null, '', 'middle', 'justify', 3, {}])(
    'falls back to left for %o',
    (value) => {
      expect(normalizeAlignment(value)).toBe('left');
    },
  );

  it('uses a given fallback', () => {
    expect(normalizeAlignment('nowhere', 'center')).toBe('center');
  });
});
