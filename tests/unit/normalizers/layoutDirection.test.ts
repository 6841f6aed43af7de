import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_DIRECTION,
  layoutDirectionClasses,
  normalizeLayoutDirection,
  readLayoutDirections,
} from '../../../app/normalizers';

describe('layout direction', () => {
  it('defaults to row on desktop and column on tablet and mobile', () => {
    expect(DEFAULT_LAYOUT_DIRECTION).toEqual({
      desktop: 'row',
      tablet: 'column',
      mobile: 'column',
    });
    expect(readLayoutDirections({})).toEqual({
      desktop: 'row',
      tablet: 'column',
      mobile: 'column',
    });
  });

  it('keeps valid values per form factor', () => {
    expect(
      readLayoutDirections({
        layoutDirectionDesktop: 'column',
        layoutDirectionTablet: 'row',
        layoutDirectionMobile: 'row',
      }),
    ).toEqual({ desktop: 'column', tablet: 'row', mobile: 'row' });
  });

  it('falls back to the form factor default', () => {
    expect(normalizeLayoutDirection('diagonal', 'desktop')).toBe('row');
    expect(normalizeLayoutDirection('diagonal', 'tablet')).toBe('column');
    expect(normalizeLayoutDirection(undefined, 'mobile')).toBe('column');
  });

  it('writes the platform class names', () => {
    expect(layoutDirectionClasses(DEFAULT_LAYOUT_DIRECTION)).toBe(
      'desktop-direction-row tablet-direction-column mobile-direction-column',
    );
  });
});
