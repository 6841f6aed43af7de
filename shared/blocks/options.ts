/**
 * The one option system of the blocks: the fixed sets a block prop may take, and how a block reads
 * such a prop (`readOption`). Block contracts (`shared/blocks/<type>.ts`) declare their option
 * props with these rules; the renderer, the content check and the JSON Schemas all read them.
 */

/** Horizontal alignment of a button, image or text. */
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];
/** Where a flexible block places its content. */
export const FLEXIBLE_ALIGNMENTS = ['top', 'left', 'bottom', 'right', 'center'] as const;
export type FlexibleAlignment = (typeof FLEXIBLE_ALIGNMENTS)[number];
/** `row`: side by side; `column`: stacked; `wrap`: two to a row (an odd last one centred). */
const LAYOUT_DIRECTIONS = ['row', 'column', 'wrap'] as const;
export type LayoutDirection = (typeof LAYOUT_DIRECTIONS)[number];
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type HeadingTag = (typeof HEADING_TAGS)[number];
/** The tag of body text. */
export const BODY_TAG = 'p';
/** A text block's tags: the headings and the body tag. */
export const TEXT_TAGS = [...HEADING_TAGS, BODY_TAG] as const;
export type TextTag = (typeof TEXT_TAGS)[number];
export const HEADING_SIZES = ['xlarge', 'large', 'medium', 'small', 'xsmall', 'xxsmall'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];
export const BODY_SIZES = ['regular', 'small'] as const;
export type BodySize = (typeof BODY_SIZES)[number];
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
export type SpaceSize = (typeof SPACE_SIZES)[number];
export const GRID_ITEM_SPACINGS = [
  'x-large',
  'large',
  'medium',
  'small',
  'xx-small',
  'none',
] as const;
export type GridItemSpacing = (typeof GRID_ITEM_SPACINGS)[number];
export const BUTTON_VARIANTS = ['primary', 'secondary'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['small', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];
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

type OptionOf<R> = R extends OptionRule<infer T> ? T : never;

/** A rule that trims and lower-cases the value first (for builder-typed values). */
export const loose = <T extends string>(
  options: readonly T[],
  fallback: OptionRule<T>['fallback'],
): OptionRule<T> => ({ options, fallback, match: 'loose' });

/** A rule that takes a value only as written. */
export const exact = <T extends string>(options: readonly T[], fallback: T): OptionRule<T> => ({
  options,
  fallback,
  match: 'exact',
});

/** Whether a prop's declaration is an option rule (rather than a value's schema). */
export function isOptionRule(spec: unknown): spec is OptionRule {
  return (
    typeof spec === 'object' &&
    spec !== null &&
    'options' in spec &&
    'fallback' in spec &&
    'match' in spec
  );
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
  props: Readonly<Record<string, unknown>> = {},
): T {
  return typeof rule.fallback === 'function' ? rule.fallback(props) : rule.fallback;
}

/** The option one value selects under `rule`, or `fallback` (the rule's own by default). */
export function pickOption<T extends string>(
  value: unknown,
  rule: OptionRule<T>,
  fallback: T = fallbackOf(rule),
): T {
  return (matchOption(value, rule) as T | undefined) ?? fallback;
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

/** A text tag's default look: `body-regular` for body text, `heading-medium` for a heading. */
export function defaultTextStyle(tag: unknown): 'body-regular' | 'heading-medium' {
  return typeof tag === 'string' && tag.trim().toLowerCase() === BODY_TAG
    ? 'body-regular'
    : 'heading-medium';
}

export function isHeadingTag(tag: TextTag): tag is HeadingTag {
  return tag !== BODY_TAG;
}

/** Horizontal alignment: `left`, `center` or `right`; anything else is `left`. */
export const ALIGNMENT_RULE = loose(ALIGNMENTS, 'left');
/** A text element's tag: a heading tag or the body tag `p`; anything else is `h3`. */
export const TEXT_TAG_RULE = loose(TEXT_TAGS, 'h3');

/** The columns' layout per form factor: desktop in a row, tablet and mobile stacked. */
export const LAYOUT_DIRECTION_OPTIONS = {
  layoutDirectionDesktop: loose(LAYOUT_DIRECTIONS, 'row'),
  layoutDirectionTablet: loose(LAYOUT_DIRECTIONS, 'column'),
  layoutDirectionMobile: loose(LAYOUT_DIRECTIONS, 'column'),
};
