import { describe, expect, it } from 'vitest';
import { normalizeCssColor } from '../../../../app/normalizers/cssColor';

describe('normalizeCssColor', () => {
  it.each([
    '#fff',
    '#0B3D5C',
    '#0b3d5c80',
    'rgb(11, 61, 92)',
    'rgba(11 61 92 / 50%)',
    'hsl(200deg 79% 20%)',
    'var(--color-brand)',
    'white',
    'transparent',
  ])('accepts %s', (value) => {
    expect(normalizeCssColor(value)).toBe(value);
  });

  it.each([
    'url(javascript:alert(1))',
    'red; background: url(x)',
    'expression(alert(1))',
    '#ggg',
    'var(--x); color: red',
    '',
    42,
    undefined,
  ])('rejects %o', (value) => {
    expect(normalizeCssColor(value)).toBeUndefined();
  });
});
