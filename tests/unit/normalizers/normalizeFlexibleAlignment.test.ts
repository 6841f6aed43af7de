import { describe, expect, it } from 'vitest';
import { normalizeFlexibleAlignment } from '../../../app/normalizers';

describe('normalizeFlexibleAlignment', () => {
  it.each(['top', 'left', 'bottom', 'right', 'center'])('keeps %s', (value) => {
    expect(normalizeFlexibleAlignment(value)).toBe(value);
  });

  it.each(['middle', 'start', '', undefined, 0])('falls back to center for %o', (value) => {
    expect(normalizeFlexibleAlignment(value)).toBe('center');
  });
});
