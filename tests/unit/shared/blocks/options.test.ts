import { describe, expect, it } from 'vitest';
import { parseBannerProps } from '../../../../app/blocks/banner/bannerProps';
import { parseButtonProps } from '../../../../app/blocks/button/buttonProps';
import { parseColumnsProps } from '../../../../app/blocks/columns/columnsProps';
import { parseContentCardProps } from '../../../../app/blocks/contentCard/contentCardProps';
import { parseFlexibleBlockProps } from '../../../../app/blocks/flexibleBlock/flexibleBlockProps';
import { parseGridProps } from '../../../../app/blocks/grid/parseGridProps';
import { parseImageProps } from '../../../../app/blocks/image/imageProps';
import { parseSectionProps } from '../../../../app/blocks/section/sectionProps';
import { parseTextBlockProps } from '../../../../app/blocks/textBlock/textBlockProps';
import { BLOCK_TYPE_NAMES, contractOf } from '../../../../shared/blocks/catalog';
import { optionPropsOf as optionPropsOfContract } from '../../../../shared/blocks/contract';
import {
  fallbackOf,
  matchOption,
  readOption,
  type OptionRule,
} from '../../../../shared/blocks/options';
import { TEXT_BLOCK_OPTIONS } from '../../../../shared/blocks/textBlock';

const optionPropsOf = (type: string) => optionPropsOfContract(contractOf(type));

type Parse = (raw: Readonly<Record<string, unknown>>) => unknown;

/** Each block's normaliser, which shows what the block does with a prop. */
const PARSERS: Readonly<Record<string, Parse>> = {
  section: parseSectionProps,
  columns: parseColumnsProps,
  grid: parseGridProps,
  flexibleBlock: parseFlexibleBlockProps,
  textBlock: parseTextBlockProps,
  banner: parseBannerProps,
  button: parseButtonProps,
  image: parseImageProps,
  contentCard: parseContentCardProps,
};

/** Options that name the fallback itself (a bare `medium` is the heading style `heading-medium`). */
const SAME_AS_FALLBACK: Readonly<Record<string, readonly string[]>> = { fontSize: ['medium'] };

const BOGUS = 'not-an-option';

/** Props an option needs to show its effect: a grid's sort order orders its items. */
const BASE: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  grid: { items: [{ n: 1 }, { n: 2 }], sortBy: 'n' },
};

describe('reading an option', () => {
  const loose: OptionRule<'left' | 'right'> = {
    options: ['left', 'right'],
    fallback: 'left',
    match: 'loose',
  };
  const exact: OptionRule<'ASC' | 'DESC'> = {
    options: ['ASC', 'DESC'],
    fallback: 'ASC',
    match: 'exact',
  };
  const rules = { side: loose, order: exact };

  it('matches a loose option trimmed and in any case, an exact one only as written', () => {
    expect(matchOption(' RIGHT ', loose)).toBe('right');
    expect(matchOption('desc', exact)).toBeUndefined();
    expect(matchOption('DESC', exact)).toBe('DESC');
    expect(matchOption(7, loose)).toBeUndefined();
  });

  it('gives the fallback for a value outside the options or none', () => {
    expect(readOption({ side: 'up', order: 'desc' }, rules, 'side')).toBe('left');
    expect(readOption({ side: 'up', order: 'desc' }, rules, 'order')).toBe('ASC');
    expect(readOption({}, rules, 'side')).toBe('left');
    expect(readOption({ side: 'Right' }, rules, 'side')).toBe('right');
  });

  it('names every block prop with its rule, and nothing for a block without options', () => {
    expect(optionPropsOf('button').map((prop) => prop.prop)).toEqual([
      'variant',
      'size',
      'type',
      'alignment',
    ]);
    expect(optionPropsOf('contentCarousel')).toEqual([]);
  });

  it('falls back to the look of a text block’s tag for an unknown fontSize', () => {
    expect(fallbackOf(TEXT_BLOCK_OPTIONS.fontSize, { headingTag: ' P ' })).toBe('body-regular');
    expect(fallbackOf(TEXT_BLOCK_OPTIONS.fontSize, { headingTag: 'h2' })).toBe('heading-medium');
    expect(readOption({ headingTag: 'p', fontSize: BOGUS }, TEXT_BLOCK_OPTIONS, 'fontSize')).toBe(
      'body-regular',
    );
  });
});

const BLOCKS = BLOCK_TYPE_NAMES.filter((type) => optionPropsOf(type).length > 0);

describe.each(BLOCKS)('the %s block', (type) => {
  const parseBlock = PARSERS[type];
  if (!parseBlock) throw new Error(`no normaliser listed for ${type}`);
  const parse = (raw: Record<string, unknown>) => parseBlock({ ...BASE[type], ...raw });
  const props = optionPropsOf(type).map((prop) => [prop.prop, prop] as const);

  it.each(props)('%s: shows the declared fallback for a value outside the options', (_, prop) => {
    const raw = { [prop.prop]: BOGUS };
    expect(parse(raw)).toEqual(parse({ [prop.prop]: fallbackOf(prop, raw) }));
  });

  it.each(props)('%s: shows each listed option its own way', (_, prop) => {
    const shownAsFallback = [fallbackOf(prop, {}), ...(SAME_AS_FALLBACK[prop.prop] ?? [])];
    for (const option of prop.options.filter((o) => !shownAsFallback.includes(o))) {
      expect(parse({ [prop.prop]: option }), option).not.toEqual(parse({ [prop.prop]: BOGUS }));
    }
  });

  it.each(props.filter(([, prop]) => prop.match === 'loose'))(
    '%s: takes an option trimmed and in any case',
    (_, prop) => {
      const option = prop.options.at(-1) ?? '';
      expect(parse({ [prop.prop]: ` ${option.toUpperCase()} ` })).toEqual(
        parse({ [prop.prop]: option }),
      );
    },
  );
});

it('a text block with an unknown fontSize takes the look of its tag', () => {
  for (const headingTag of ['p', 'h2']) {
    const raw = { headingTag, fontSize: BOGUS };
    expect(parseTextBlockProps(raw)).toEqual(
      parseTextBlockProps({ headingTag, fontSize: fallbackOf(TEXT_BLOCK_OPTIONS.fontSize, raw) }),
    );
  }
});
