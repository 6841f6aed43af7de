import { describe, expect, it } from 'vitest';
import { normalizeTextStyle } from '../../../../app/normalizers/textStyle';
import { defaultTextStyle } from '../../../../shared/blocks/options';

describe('normalizeTextStyle', () => {
  it('defaults headings to heading-medium and body to body-regular', () => {
    expect(defaultTextStyle('h2')).toBe('heading-medium');
    expect(defaultTextStyle('p')).toBe('body-regular');
    expect(normalizeTextStyle(undefined, 'h3')).toBe('heading-medium');
    expect(normalizeTextStyle('gigantic', 'p')).toBe('body-regular');
  });

  it.each(['xlarge', 'large', 'medium', 'xsmall', 'xxsmall'])(
    'reads the heading size %s',
    (size) => {
      expect(normalizeTextStyle(size, 'h2')).toBe(`heading-${size}`);
      expect(normalizeTextStyle(size, 'p')).toBe(`heading-${size}`);
    },
  );

  it('reads body sizes', () => {
    expect(normalizeTextStyle('regular', 'p')).toBe('body-regular');
    expect(normalizeTextStyle('regular', 'h4')).toBe('body-regular');
  });

  it('reads the shared size small by tag', () => {
    expect(normalizeTextStyle('small', 'p')).toBe('body-small');
    expect(normalizeTextStyle('small', 'h5')).toBe('heading-small');
  });

  it('accepts the platform textStyle form', () => {
    expect(normalizeTextStyle('heading-large', 'p')).toBe('heading-large');
    expect(normalizeTextStyle('Body-Small', 'h1')).toBe('body-small');
  });
});
