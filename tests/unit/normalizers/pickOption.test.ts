import { describe, expect, it } from 'vitest';
import { pickOption, pickOptionLoose } from '../../../app/normalizers';

describe('pickOption', () => {
  const options = ['a', 'b'] as const;

  it('keeps an exact option and falls back otherwise', () => {
    expect(pickOption('b', options, 'a')).toBe('b');
    expect(pickOption('B', options, 'a')).toBe('a');
    expect(pickOption(undefined, options, 'b')).toBe('b');
  });

  it('loose matching trims and lower-cases', () => {
    expect(pickOptionLoose(' B ', options, 'a')).toBe('b');
    expect(pickOptionLoose(2, options, 'a')).toBe('a');
  });
});
