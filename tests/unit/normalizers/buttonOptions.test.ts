import { describe, expect, it } from 'vitest';
import {
  normalizeButtonSize,
  normalizeButtonType,
  normalizeButtonVariant,
} from '../../../app/normalizers';

describe('button options', () => {
  it('keeps valid variants and falls back to primary', () => {
    expect(normalizeButtonVariant('secondary')).toBe('secondary');
    expect(normalizeButtonVariant('primary')).toBe('primary');
    expect(normalizeButtonVariant('brand')).toBe('primary');
    expect(normalizeButtonVariant(undefined)).toBe('primary');
  });

  it('keeps valid sizes and falls back to small', () => {
    expect(normalizeButtonSize('large')).toBe('large');
    expect(normalizeButtonSize('small')).toBe('small');
    expect(normalizeButtonSize('medium')).toBe('small');
  });

  it('keeps valid types and falls back to button', () => {
    expect(normalizeButtonType('submit')).toBe('submit');
    expect(normalizeButtonType('reset')).toBe('reset');
    expect(normalizeButtonType('button')).toBe('button');
    expect(normalizeButtonType('menu')).toBe('button');
    expect(normalizeButtonType(null)).toBe('button');
  });
});
