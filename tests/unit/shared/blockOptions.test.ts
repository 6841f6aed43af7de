import { describe, expect, it } from 'vitest';
import { parseBannerProps } from '../../../app/blocks/banner';
import { parseButtonProps } from '../../../app/blocks/button';
import { parseColumnsProps } from '../../../app/blocks/columns';
import { parseContentCardProps } from '../../../app/blocks/contentCard';
import { parseFlexibleBlockProps } from '../../../app/blocks/flexibleBlock';
import { parseGridProps } from '../../../app/blocks/grid';
import * as imageBlock from '../../../app/blocks/image';
import * as sectionBlock from '../../../app/blocks/section';
import { parseTextBlockProps } from '../../../app/blocks/textBlock';
import * as normalizers from '../../../app/normalizers';
import * as shared from '../../../shared/blockOptions';
import { BLOCK_OPTION_PROPS, fallbackOf, matchOption } from '../../../shared/blockOptions';

type Parse = (raw: Readonly<Record<string, unknown>>) => unknown;

/** Each block's own normaliser: the code the declarations in shared/ must agree with. */
const PARSERS: Readonly<Record<string, Parse>> = {
  section: sectionBlock.parseSectionProps,
  columns: parseColumnsProps,
  grid: parseGridProps,
  flexibleBlock: parseFlexibleBlockProps,
  textBlock: parseTextBlockProps,
  banner: parseBannerProps,
  button: parseButtonProps,
  image: imageBlock.parseImageProps,
  contentCard: parseContentCardProps,
};

/** Options that name the fallback itself (a bare `medium` is the heading style `heading-medium`). */
const SAME_AS_FALLBACK: Readonly<Record<string, readonly string[]>> = { fontSize: ['medium'] };

const BOGUS = 'not-an-option';

/** Props an option needs to show its effect: a grid's sort order orders its items. */
const BASE: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  grid: { items: [{ n: 1 }, { n: 2 }], sortBy: 'n' },
};

describe('the option lists are the blocks’ own', () => {
  it.each([
    ['ALIGNMENTS', normalizers.ALIGNMENTS],
    ['FLEXIBLE_ALIGNMENTS', normalizers.FLEXIBLE_ALIGNMENTS],
    ['LAYOUT_DIRECTIONS', normalizers.LAYOUT_DIRECTIONS],
    ['HEADING_TAGS', normalizers.HEADING_TAGS],
    ['HEADING_SIZES', normalizers.HEADING_SIZES],
    ['BODY_SIZES', normalizers.BODY_SIZES],
    ['SPACE_SIZES', normalizers.SPACE_SIZES],
    ['GRID_ITEM_SPACINGS', normalizers.GRID_ITEM_SPACINGS],
    ['BUTTON_VARIANTS', normalizers.BUTTON_VARIANTS],
    ['BUTTON_SIZES', normalizers.BUTTON_SIZES],
    ['BUTTON_TYPES', normalizers.BUTTON_TYPES],
    ['BACKGROUND_OVERLAYS', sectionBlock.BACKGROUND_OVERLAYS],
    ['IMAGE_FITS', imageBlock.IMAGE_FITS],
    ['IMAGE_RADII', imageBlock.IMAGE_RADII],
  ] as const)('%s', (name, appList) => {
    expect(shared[name]).toEqual(appList);
  });
});

describe.each(Object.entries(BLOCK_OPTION_PROPS))('%s', (type, props) => {
  const parseBlock = PARSERS[type];
  if (!parseBlock) throw new Error(`no normaliser listed for ${type}`);
  const parse = (raw: Record<string, unknown>) => parseBlock({ ...BASE[type], ...raw });

  it.each(props.map((prop) => [prop.prop, prop] as const))(
    '%s: a value outside the options gives the declared fallback',
    (_name, prop) => {
      const fallback = fallbackOf(prop, {});
      expect(matchOption(fallback, prop)).toBe(fallback);
      expect(parse({ [prop.prop]: BOGUS })).toEqual(parse({ [prop.prop]: fallback }));
    },
  );

  it.each(props.map((prop) => [prop.prop, prop] as const))(
    '%s: the block takes every listed option',
    (_name, prop) => {
      const fallback = fallbackOf(prop, {});
      const declaredFallback = [fallback, ...(SAME_AS_FALLBACK[prop.prop] ?? [])];
      for (const option of prop.options.filter((o) => !declaredFallback.includes(o))) {
        expect(parse({ [prop.prop]: option }), option).not.toEqual(parse({ [prop.prop]: BOGUS }));
      }
    },
  );

  it.each(props.filter((prop) => prop.match === 'loose').map((prop) => [prop.prop, prop] as const))(
    '%s: matches as the block does, trimmed and in any case',
    (_name, prop) => {
      const option = prop.options.at(-1) ?? '';
      const typed = ` ${option.toUpperCase()} `;
      expect(matchOption(typed, prop)).toBe(option);
      expect(parse({ [prop.prop]: typed })).toEqual(parse({ [prop.prop]: option }));
    },
  );
});

describe('a text block’s fontSize', () => {
  it('falls back to the look of its tag', () => {
    const fontSize = BLOCK_OPTION_PROPS.textBlock?.find((prop) => prop.prop === 'fontSize');
    if (!fontSize) throw new Error('textBlock declares fontSize');
    for (const headingTag of ['p', 'h2']) {
      const props = { headingTag, fontSize: BOGUS };
      expect(parseTextBlockProps(props)).toEqual(
        parseTextBlockProps({ headingTag, fontSize: fallbackOf(fontSize, props) }),
      );
    }
    expect(fallbackOf(fontSize, { headingTag: 'p' })).toBe('body-regular');
  });
});
