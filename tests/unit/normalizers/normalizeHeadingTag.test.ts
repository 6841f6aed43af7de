import { describe, expect, it } from 'vitest';
import {
  BODY_TAG,
  isHeadingTag,
  normalizeHeadingTag,
  normalizeTextTag,
} from '../../../app/normalizers';

describe('normalizeHeadingTag', () => {
  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('keeps %s', (tag) => {
    expect(normalizeHeadingTag(tag)).toBe(tag);
  });

  it.each(['h7', 'h0', 'p', 'div', 'script', '', undefined])('falls back to h3 for %o', (tag) => {
    expect(normalizeHeadingTag(tag)).toBe('h3');
  });

  it('accepts upper case', () => {
    expect(normalizeHeadingTag('H2')).toBe('h2');
  });
});

describe('normalizeTextTag', () => {
  it('accepts the body tag p as well as headings', () => {
    expect(BODY_TAG).toBe('p');
    expect(normalizeTextTag('p')).toBe('p');
    expect(normalizeTextTag('h5')).toBe('h5');
  });

  it('falls back to h3', () => {
    expect(normalizeTextTag('span')).toBe('h3');
  });

  it('tells headings from body text', () => {
    expect(isHeadingTag('h1')).toBe(true);
    expect(isHeadingTag('p')).toBe(false);
  });
});
