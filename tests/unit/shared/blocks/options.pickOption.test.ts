import { describe, expect, it } from 'vitest';
import { CONTENT_CARD_OPTIONS } from '../../../../shared/blocks/contentCard';
import { GRID_OPTIONS } from '../../../../shared/blocks/grid';
import {
  ALIGNMENT_RULE,
  BODY_TAG,
  TEXT_TAG_RULE,
  exact,
  isHeadingTag,
  loose,
  pickOption,
} from '../../../../shared/blocks/options';

describe('pickOption', () => {
  const options = ['a', 'b'] as const;

  it('keeps an exact option and falls back otherwise', () => {
    expect(pickOption('b', exact(options, 'a'))).toBe('b');
    expect(pickOption('B', exact(options, 'a'))).toBe('a');
    expect(pickOption(undefined, exact(options, 'b'))).toBe('b');
  });

  it('loose matching trims and lower-cases', () => {
    expect(pickOption(' B ', loose(options, 'a'))).toBe('b');
    expect(pickOption(2, loose(options, 'a'))).toBe('a');
  });
});

describe('the alignment rule', () => {
  it.each(['left', 'center', 'right'])('keeps %s', (value) => {
    expect(pickOption(value, ALIGNMENT_RULE)).toBe(value);
  });

  it('accepts builder text with spaces and capitals', () => {
    expect(pickOption(' Center ', ALIGNMENT_RULE)).toBe('center');
  });

  it.each([undefined, null, '', 'middle', 'justify', 3, {}])(
    'falls back to left for %o',
    (value) => {
      expect(pickOption(value, ALIGNMENT_RULE)).toBe('left');
    },
  );

  it('uses a given fallback', () => {
    expect(pickOption('nowhere', ALIGNMENT_RULE, 'center')).toBe('center');
  });
});

describe("the content card's heading tag rule", () => {
  const HEADING_TAG_RULE = CONTENT_CARD_OPTIONS.headingTag;

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('keeps %s', (tag) => {
    expect(pickOption(tag, HEADING_TAG_RULE)).toBe(tag);
  });

  it.each(['h7', 'h0', 'p', 'div', 'script', '', undefined])('falls back to h3 for %o', (tag) => {
    expect(pickOption(tag, HEADING_TAG_RULE)).toBe('h3');
  });

  it('accepts upper case', () => {
    expect(pickOption('H2', HEADING_TAG_RULE)).toBe('h2');
  });
});

describe('the text tag rule', () => {
  it('accepts the body tag p as well as headings', () => {
    expect(BODY_TAG).toBe('p');
    expect(pickOption('p', TEXT_TAG_RULE)).toBe('p');
    expect(pickOption('h5', TEXT_TAG_RULE)).toBe('h5');
  });

  it('falls back to h3', () => {
    expect(pickOption('span', TEXT_TAG_RULE)).toBe('h3');
  });

  it('tells headings from body text', () => {
    expect(isHeadingTag('h1')).toBe(true);
    expect(isHeadingTag('p')).toBe(false);
  });
});

describe("the grid's item spacing", () => {
  it.each(['x-large', 'large', 'medium', 'small', 'xx-small', 'none'])('keeps %s', (value) => {
    expect(pickOption(value, GRID_OPTIONS.itemSpacing)).toBe(value);
  });

  it.each(['xx-large', 'x-small', 'huge', '', undefined])('falls back to none for %o', (value) => {
    expect(pickOption(value, GRID_OPTIONS.itemSpacing)).toBe('none');
  });
});
