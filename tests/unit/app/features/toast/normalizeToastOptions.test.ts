import { describe, expect, it } from 'vitest';
import {
  autoCloseDelay,
  normalizeContainerConfig,
  normalizeDuration,
  normalizeMode,
  normalizeVariant,
} from '../../../../../app/features/toast/normalizeToastOptions';

describe('a number option, as maxToasts reads it (at least 1, else 3)', () => {
  const maxToasts = (value: unknown) => normalizeContainerConfig({ maxToasts: value }).maxToasts;

  it.each([
    [5, 5],
    ['2', 2],
    [' 4 ', 4],
    [2.9, 2],
    [0, 1],
    [-7, 1],
    ['0', 1],
  ])('%j gives %j', (value, expected) => {
    expect(maxToasts(value)).toBe(expected);
  });

  it.each([undefined, null, '', '  ', 'three', NaN, Infinity, {}, [], true])(
    '%j falls back',
    (value) => {
      expect(maxToasts(value)).toBe(3);
    },
  );
});

describe('normalizeDuration', () => {
  it('leaves a toast without a duration to the platform timing', () => {
    expect(normalizeDuration(undefined)).toBeUndefined();
  });

  it.each([
    [2000, 2000],
    ['1500', 1500],
    [2500.9, 2500],
  ])('keeps %j as %j ms', (value, expected) => {
    expect(normalizeDuration(value)).toBe(expected);
  });

  it.each([0, -1, 0.5, NaN, Infinity, '', 'soon', null, true, {}])(
    'gives %j the library default of 3000 ms',
    (value) => {
      expect(normalizeDuration(value)).toBe(3000);
    },
  );
});

describe('autoCloseDelay', () => {
  it('is 4800 ms, or 9600 ms with a link, for a toast on the platform timing', () => {
    expect(autoCloseDelay({ hasLink: false })).toBe(4800);
    expect(autoCloseDelay({ hasLink: true })).toBe(9600);
  });

  it("is the toast's own duration when it has one", () => {
    expect(autoCloseDelay({ hasLink: true, durationMs: 3000 })).toBe(3000);
  });
});

describe('normalizeVariant', () => {
  it.each(['info', 'success', 'warning', 'error'])('keeps %s', (variant) => {
    expect(normalizeVariant(variant)).toBe(variant);
  });

  it.each([undefined, '', 'danger', 'ERROR', 3])('falls back to info for %j', (value) => {
    expect(normalizeVariant(value)).toBe('info');
  });
});

describe('mode', () => {
  it('defaults to dismissible for a success toast without links, else sticky', () => {
    expect(normalizeMode(undefined, 'success', false)).toBe('dismissible');
    expect(normalizeMode(undefined, 'success', true)).toBe('sticky');
    expect(normalizeMode(undefined, 'info', false)).toBe('sticky');
    expect(normalizeMode(undefined, 'warning', false)).toBe('sticky');
    expect(normalizeMode(undefined, 'error', false)).toBe('sticky');
  });

  it('keeps dismissible and sticky whatever the variant', () => {
    expect(normalizeMode('sticky', 'success', false)).toBe('sticky');
    expect(normalizeMode('dismissible', 'error', true)).toBe('dismissible');
  });

  it('treats pester and anything else as invalid, using the default', () => {
    expect(normalizeMode('pester', 'success', false)).toBe('dismissible');
    expect(normalizeMode('pester', 'info', false)).toBe('sticky');
    expect(normalizeMode('', 'success', false)).toBe('dismissible');
    expect(normalizeMode(undefined, 'error', false)).toBe('sticky');
  });
});

describe('normalizeContainerConfig', () => {
  it('gives the defaults for nothing', () => {
    expect(normalizeContainerConfig({})).toEqual({
      maxToasts: 3,
      containerPosition: 'fixed',
      toastPosition: 'top-center',
    });
  });

  it('keeps valid settings', () => {
    expect(
      normalizeContainerConfig({
        maxToasts: '5',
        containerPosition: 'absolute',
        toastPosition: 'bottom-right',
      }),
    ).toEqual({ maxToasts: 5, containerPosition: 'absolute', toastPosition: 'bottom-right' });
  });

  it.each(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'])(
    'accepts the toast position %s',
    (toastPosition) => {
      expect(normalizeContainerConfig({ toastPosition }).toastPosition).toBe(toastPosition);
    },
  );

  it('falls back per field', () => {
    expect(
      normalizeContainerConfig({
        maxToasts: 'many',
        containerPosition: 'sticky',
        toastPosition: 'middle-center',
      }),
    ).toEqual({ maxToasts: 3, containerPosition: 'fixed', toastPosition: 'top-center' });
    expect(normalizeContainerConfig({ toastPosition: 'top' }).toastPosition).toBe('top-center');
    expect(normalizeContainerConfig({ maxToasts: 0 }).maxToasts).toBe(1);
  });
});
