import type { BlockTypeName } from './blockTypeNames';

/** Horizontal alignment of a button, image or text. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Where a flexible block places its content. */
export const FLEXIBLE_ALIGNMENTS = ['top', 'left', 'bottom', 'right', 'center'] as const;
/** `row`: side by side; `column`: stacked; `wrap`: two to a row (an odd last one centred). */
export const LAYOUT_DIRECTIONS = ['row', 'column', 'wrap'] as const;
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** The tag of body text. */
export const BODY_TAG = 'p';
/** A text block's tags: the headings and the body tag. */
export const TEXT_TAGS = [...HEADING_TAGS, BODY_TAG] as const;
export const HEADING_SIZES = ['xlarge', 'large', 'medium', 'small', 'xsmall', 'xxsmall'] as const;
export const BODY_SIZES = ['regular', 'small'] as const;
/** A text block's `fontSize`: a bare size or a full text style (`heading-large`, `body-small`). */
export const FONT_SIZES = [
  ...new Set([...HEADING_SIZES, ...BODY_SIZES]),
  ...HEADING_SIZES.map((size) => `heading-${size}`),
  ...BODY_SIZES.map((size) => `body-${size}`),
];
/** Padding and spacer sizes; each is a `--space-{size}` design token. */
export const SPACE_SIZES = [
  'none',
  'xxx-small',
  'xx-small',
  'x-small',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
] as const;
export const GRID_ITEM_SPACINGS = [
  'x-large',
  'large',
  'medium',
  'small',
  'xx-small',
  'none',
] as const;
export const BUTTON_VARIANTS = ['primary', 'secondary'] as const;
export const BUTTON_SIZES = ['small', 'large'] as const;
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;
export const BACKGROUND_OVERLAYS = ['none', 'dark', 'light'] as const;
export const IMAGE_FITS = ['cover', 'contain'] as const;
export const IMAGE_RADII = ['none', 'small', 'medium', 'large'] as const;
export const IMAGE_LOADINGS = ['lazy', 'eager'] as const;
export const PAGINATION_MODES = ['replace', 'append'] as const;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** How a block reads a prop whose value is one of a fixed set; any other value gives the fallback. */
export interface OptionRule<T extends string = string> {
  options: readonly T[];
  /** What the block uses instead of a value outside `options` (it may depend on other props). */
  fallback: T | ((props: Readonly<Record<string, unknown>>) => T);
  /**
   * `loose`: the block trims and lower-cases the value before matching (a builder-typed
   * `" Center"` is `center`); `exact`: the value must be written as listed.
   */
  match: 'loose' | 'exact';
}

/** A block prop and its rule. */
export interface OptionProp extends OptionRule {
  prop: string;
}

type Rules = Readonly<Record<string, OptionRule>>;
type OptionOf<R> = R extends OptionRule<infer T> ? T : never;

const loose = <T extends string>(options: readonly T[], fallback: OptionRule<T>['fallback']) =>
  ({ options, fallback, match: 'loose' }) satisfies OptionRule<T>;
const exact = <T extends string>(options: readonly T[], fallback: T) =>
  ({ options, fallback, match: 'exact' }) satisfies OptionRule<T>;

/** The columns' layout per form factor: desktop in a row, tablet and mobile stacked. */
export const LAYOUT_DIRECTION_OPTIONS = {
  layoutDirectionDesktop: loose(LAYOUT_DIRECTIONS, 'row'),
  layoutDirectionTablet: loose(LAYOUT_DIRECTIONS, 'column'),
  layoutDirectionMobile: loose(LAYOUT_DIRECTIONS, 'column'),
};

/** A text tag's default look: `body-regular` for body text, `heading-medium` for a heading. */
export function defaultTextStyle(tag: unknown): 'body-regular' | 'heading-medium' {
  return typeof tag === 'string' && tag.trim().toLowerCase() === BODY_TAG
    ? 'body-regular'
    : 'heading-medium';
}

// One declaration per block (the spec's normalisers; `docs/blocks.md` lists them), so a page's
// script carries only the rules of the blocks it loads.
export const SECTION_OPTIONS = {
  ...LAYOUT_DIRECTION_OPTIONS,
  backgroundOverlay: loose(BACKGROUND_OVERLAYS, 'none'),
  paddingVertical: loose(SPACE_SIZES, 'xx-large'),
  paddingHorizontal: loose(SPACE_SIZES, 'none'),
  componentSpacerSize: loose(SPACE_SIZES, 'medium'),
};
export const COLUMNS_OPTIONS = {
  ...LAYOUT_DIRECTION_OPTIONS,
  componentSpacerSize: loose(SPACE_SIZES, 'medium'),
};
export const GRID_OPTIONS = {
  itemSpacing: loose(GRID_ITEM_SPACINGS, 'none'),
  headingTag: loose(HEADING_TAGS, 'h3'),
  paginationMode: exact(PAGINATION_MODES, 'replace'),
  sortOrder: exact(SORT_ORDERS, 'ASC'),
};
export const FLEXIBLE_BLOCK_OPTIONS = { alignment: loose(FLEXIBLE_ALIGNMENTS, 'center') };
export const TEXT_BLOCK_OPTIONS = {
  headingTag: loose(TEXT_TAGS, 'h3'),
  fontSize: loose(FONT_SIZES, (props) => defaultTextStyle(props.headingTag)),
  textAlign: loose(ALIGNMENTS, 'left'),
  paddingVertical: loose(SPACE_SIZES, 'none'),
  paddingHorizontal: loose(SPACE_SIZES, 'none'),
};
export const BANNER_OPTIONS = {
  headingTag: loose(HEADING_TAGS, 'h1'),
  buttonSize: loose(BUTTON_SIZES, 'large'),
};
export const BUTTON_OPTIONS = {
  variant: loose(BUTTON_VARIANTS, 'primary'),
  size: loose(BUTTON_SIZES, 'small'),
  type: loose(BUTTON_TYPES, 'button'),
  alignment: loose(ALIGNMENTS, 'left'),
};
export const IMAGE_OPTIONS = {
  objectFit: loose(IMAGE_FITS, 'cover'),
  radius: loose(IMAGE_RADII, 'medium'),
  alignment: loose(ALIGNMENTS, 'left'),
  loading: exact(IMAGE_LOADINGS, 'lazy'),
};
export const CONTENT_CARD_OPTIONS = { headingTag: loose(HEADING_TAGS, 'h3') };

const BLOCK_OPTIONS: Readonly<Partial<Record<BlockTypeName, Rules>>> = {
  section: SECTION_OPTIONS,
  columns: COLUMNS_OPTIONS,
  grid: GRID_OPTIONS,
  flexibleBlock: FLEXIBLE_BLOCK_OPTIONS,
  textBlock: TEXT_BLOCK_OPTIONS,
  banner: BANNER_OPTIONS,
  button: BUTTON_OPTIONS,
  image: IMAGE_OPTIONS,
  contentCard: CONTENT_CARD_OPTIONS,
};

/** A block's props that take one of a fixed set of values, each with its rule. */
export function optionPropsOf(type: string): OptionProp[] {
  const rules = BLOCK_OPTIONS[type as BlockTypeName] ?? {};
  return Object.entries(rules).map(([prop, rule]) => ({ prop, ...rule }));
}

/** The option a value selects, as the block matches it; `undefined` when it selects none. */
export function matchOption(value: unknown, rule: OptionRule): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = rule.match === 'loose' ? value.trim().toLowerCase() : value;
  return rule.options.includes(text) ? text : undefined;
}

/** The fallback the block applies to `props` when this prop's value selects no option. */
export function fallbackOf<T extends string>(
  rule: OptionRule<T>,
  props: Readonly<Record<string, unknown>>,
): T {
  return typeof rule.fallback === 'function' ? rule.fallback(props) : rule.fallback;
}

/** What a block shows for prop `name` of `props` under its rules: the option or the fallback. */
export function readOption<R extends Readonly<Record<K, OptionRule>>, K extends string>(
  props: Readonly<Record<string, unknown>>,
  rules: R,
  name: K,
): OptionOf<R[K]> {
  const rule: OptionRule = rules[name];
  return (matchOption(props[name], rule) ?? fallbackOf(rule, props)) as OptionOf<R[K]>;
}
