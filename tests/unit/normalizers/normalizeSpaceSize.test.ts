import { describe, expect, it } from 'vitest';
import { SPACE_SIZES, normalizeSpaceSize, spaceToken } from '../../../app/normalizers';

describe('normalizeSpaceSize', () => {
  it('knows none and xxx-small up to xx-large', () => {
    expect(SPACE_SIZES).toEqual([
      'none',
      'xxx-small',
      'xx-small',
      'x-small',
      'small',
      'medium',
      'large',
      'x-large',
      'xx-large',
    ]);
  });

  it('keeps valid sizes and falls back', () => {
    expect(normalizeSpaceSize('x-large')).toBe('x-large');
    expect(normalizeSpaceSize('xxxx-large')).toBe('none');
    expect(normalizeSpaceSize(undefined, 'medium')).toBe('medium');
  });

  it('maps a size to its design token', () => {
    expect(spaceToken('xx-small')).toBe('var(--space-xx-small)');
  });
});
