import type { BlockTypeName } from './blockTypeNames';

/** Horizontal alignment of a button, image or text. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Where a flexible block places its content. */
export const FLEXIBLE_ALIGNMENTS = ['top', 'left', 'bottom', 'right', 'center'] as const;
export const LAYOUT_DIRECTIONS = ['row', 'column', 'wrap'] as const;
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** A text block's tags: the headings and the body tag `p`. */
export const TEXT_TAGS = [...HEADING_TAGS, 'p'] as const;
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

/** A block prop whose value is one of a fixed set; any other value gives the fallback. */
export interface OptionProp {
  prop: string;
  options: readonly string[];
  /** What the block uses instead of a value outside `options` (it may depend on other props). */
  fallback: string | ((props: Readonly<Record<string, unknown>>) => string);
  /**
   * `loose`: the block trims and lower-cases the value before matching (a builder-typed
   * `" Center"` is `center`); `exact`: the value must be written as listed.
   */
  match: 'loose' | 'exact';
}

const loose = (prop: string, options: readonly string[], fallback: OptionProp['fallback']) =>
  ({ prop, options, fallback, match: 'loose' }) satisfies OptionProp;
const exact = (prop: string, options: readonly string[], fallback: string) =>
  ({ prop, options, fallback, match: 'exact' }) satisfies OptionProp;

const layoutDirections = [
  loose('layoutDirectionDesktop', LAYOUT_DIRECTIONS, 'row'),
  loose('layoutDirectionTablet', LAYOUT_DIRECTIONS, 'column'),
  loose('layoutDirectionMobile', LAYOUT_DIRECTIONS, 'column'),
];

/** A text block's look when its `fontSize` is unknown: its tag's default. */
function defaultTextStyle(props: Readonly<Record<string, unknown>>): string {
  const tag = props.headingTag;
  return typeof tag === 'string' && tag.trim().toLowerCase() === 'p'
    ? 'body-regular'
    : 'heading-medium';
}

/**
 * Each block's props that take one of a fixed set of values, with the fallback the block applies
 * to anything else (the spec's normalisers; `docs/blocks.md` lists them).
 */
export const BLOCK_OPTION_PROPS: Readonly<Partial<Record<BlockTypeName, readonly OptionProp[]>>> = {
  section: [
    ...layoutDirections,
    loose('backgroundOverlay', BACKGROUND_OVERLAYS, 'none'),
    loose('paddingVertical', SPACE_SIZES, 'xx-large'),
    loose('paddingHorizontal', SPACE_SIZES, 'none'),
    loose('componentSpacerSize', SPACE_SIZES, 'medium'),
  ],
  columns: [...layoutDirections, loose('componentSpacerSize', SPACE_SIZES, 'medium')],
  grid: [
    loose('itemSpacing', GRID_ITEM_SPACINGS, 'none'),
    loose('headingTag', HEADING_TAGS, 'h3'),
    exact('paginationMode', PAGINATION_MODES, 'replace'),
    exact('sortOrder', SORT_ORDERS, 'ASC'),
  ],
  flexibleBlock: [loose('alignment', FLEXIBLE_ALIGNMENTS, 'center')],
  textBlock: [
    loose('headingTag', TEXT_TAGS, 'h3'),
    loose('fontSize', FONT_SIZES, defaultTextStyle),
    loose('textAlign', ALIGNMENTS, 'left'),
    loose('paddingVertical', SPACE_SIZES, 'none'),
    loose('paddingHorizontal', SPACE_SIZES, 'none'),
  ],
  banner: [loose('headingTag', HEADING_TAGS, 'h1'), loose('buttonSize', BUTTON_SIZES, 'large')],
  button: [
    loose('variant', BUTTON_VARIANTS, 'primary'),
    loose('size', BUTTON_SIZES, 'small'),
    loose('type', BUTTON_TYPES, 'button'),
    loose('alignment', ALIGNMENTS, 'left'),
  ],
  image: [
    loose('objectFit', IMAGE_FITS, 'cover'),
    loose('radius', IMAGE_RADII, 'medium'),
    loose('alignment', ALIGNMENTS, 'left'),
    exact('loading', IMAGE_LOADINGS, 'lazy'),
  ],
  contentCard: [loose('headingTag', HEADING_TAGS, 'h3')],
};

/** The option a value selects, as the block matches it; `undefined` when it selects none. */
export function matchOption(value: unknown, prop: OptionProp): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = prop.match === 'loose' ? value.trim().toLowerCase() : value;
  return prop.options.includes(text) ? text : undefined;
}

/** The fallback the block applies to `props` when this prop's value selects no option. */
export function fallbackOf(prop: OptionProp, props: Readonly<Record<string, unknown>>): string {
  return typeof prop.fallback === 'function' ? prop.fallback(props) : prop.fallback;
}
