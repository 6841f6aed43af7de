import { describe, expect, it } from 'vitest';
import {
  layoutDirectionClasses,
  readLayoutDirections,
} from '../../../../app/normalizers/layoutDirection';

describe('layout direction', () => {
  it('defaults to row on desktop and column on tablet and mobile', () => {
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
    expect(
      readLayoutDirections({
        layoutDirectionDesktop: 'diagonal',
        layoutDirectionTablet: 'diagonal',
        layoutDirectionMobile: ' WRAP ',
      }),
    ).toEqual({ desktop: 'row', tablet: 'column', mobile: 'wrap' });
  });

  it('writes the platform class names', () => {
    expect(layoutDirectionClasses(readLayoutDirections({}))).toBe(
      'desktop-direction-row tablet-direction-column mobile-direction-column',
    );
  });
});
