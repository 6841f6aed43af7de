import { describe, expect, it } from 'vitest';
import { CSS_UNITS, isCssLength, normalizeCssLength } from '../../../../app/normalizers';

describe('isCssLength', () => {
  it.each(CSS_UNITS.map((unit) => `12${unit}`))('accepts %s', (value) => {
    expect(isCssLength(value)).toBe(true);
  });

  it.each(['400px', '1.6rem', '.5em', '45%', '0px', ' 350PX '])('accepts %s', (value) => {
    expect(isCssLength(value)).toBe(true);
  });

  it.each([
    '400',
    400,
    '',
    'px',
    '-4px',
    '10 px',
    '10cm',
    '10in',
    '10px;color:red',
    'calc(1px + 2px)',
    'url(x)',
    '1.2.3px',
    null,
  ])('rejects %o', (value) => {
    expect(isCssLength(value)).toBe(false);
  });
});

describe('normalizeCssLength', () => {
  it('gives the trimmed value or the fallback', () => {
    expect(normalizeCssLength(' 400PX ', '320px')).toBe('400px');
    expect(normalizeCssLength('400', '320px')).toBe('320px');
    expect(normalizeCssLength('oops', undefined)).toBeUndefined();
  });
});
