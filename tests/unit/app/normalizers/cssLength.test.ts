import { describe, expect, it } from 'vitest';
import { normalizeCssLength } from '../../../../app/normalizers/cssLength';

/** Not a length itself, so a rejected value is told from an accepted one. */
const FALLBACK = 'fallback';

// The units a configured length may use (app/normalizers/cssLength.ts); a bare number never.
const CSS_UNITS = ['px', 'rem', 'em', '%', 'vh', 'vw', 'vmin', 'vmax', 'ch', 'ex', 'pt'];

describe('normalizeCssLength', () => {
  it.each(CSS_UNITS.map((unit) => `12${unit}`))('accepts %s', (value) => {
    expect(normalizeCssLength(value, FALLBACK)).toBe(value);
  });

  it.each(['400px', '1.6rem', '.5em', '45%', '0px', ' 350PX '])('accepts %s', (value) => {
    expect(normalizeCssLength(value, FALLBACK)).toBe(value.trim().toLowerCase());
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
    expect(normalizeCssLength(value, FALLBACK)).toBe(FALLBACK);
  });

  it('gives the trimmed value or the fallback', () => {
    expect(normalizeCssLength(' 400PX ', '320px')).toBe('400px');
    expect(normalizeCssLength('400', '320px')).toBe('320px');
    expect(normalizeCssLength('oops', undefined)).toBeUndefined();
  });
});
