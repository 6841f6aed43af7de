import { describe, expect, it } from 'vitest';
import {
  normalizeBackgroundFit,
  normalizeBackgroundPosition,
} from '../../../../app/normalizers/backgroundOptions';

describe('normalizeBackgroundFit', () => {
  it('reads size keywords as one image', () => {
    expect(normalizeBackgroundFit('contain')).toEqual({ size: 'contain', repeat: 'no-repeat' });
    expect(normalizeBackgroundFit('Cover')).toEqual({ size: 'cover', repeat: 'no-repeat' });
  });

  it('reads repeat keywords as tiles at their own size', () => {
    expect(normalizeBackgroundFit('repeat-x')).toEqual({ size: 'auto', repeat: 'repeat-x' });
  });

  it.each(['no-repeat', 'stretch', '', undefined, 'cover; color: red'])(
    'falls back to cover for %o',
    (value) => {
      expect(normalizeBackgroundFit(value)).toEqual({ size: 'cover', repeat: 'no-repeat' });
    },
  );
});

describe('normalizeBackgroundPosition', () => {
  it.each(['center', 'top right', '50% 20%', 'left 10px top 2rem'])('keeps %s', (value) => {
    expect(normalizeBackgroundPosition(value)).toBe(value);
  });

  it.each(['url(x)', 'center; color: red', 'middle', '', 7])(
    'falls back to center for %o',
    (value) => {
      expect(normalizeBackgroundPosition(value)).toBe('center');
    },
  );
});
