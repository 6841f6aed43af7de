import {
  BODY_SIZES,
  BODY_TAG,
  defaultTextStyle,
  HEADING_SIZES,
  type BodySize,
  type HeadingSize,
  type TextTag,
} from '../../shared/blocks/options';

/** A text's look: a heading size or a body size, written as the platform's `textStyle`. */
export type TextStyle = `heading-${HeadingSize}` | `body-${BodySize}`;

const HEADING_STYLES = HEADING_SIZES.map((size) => `heading-${size}` as const);
const BODY_STYLES = BODY_SIZES.map((size) => `body-${size}` as const);
const TEXT_STYLES: readonly string[] = [...HEADING_STYLES, ...BODY_STYLES];

/**
 * Reads a font size either as a full text style (`heading-large`, `body-small`) or as a bare size
 * (`large`, `regular`). The bare `small` exists in both families: it is `body-small` for body text
 * and `heading-small` for headings. Anything unknown is the tag's {@link defaultTextStyle}.
 */
export function normalizeTextStyle(value: unknown, tag: TextTag): TextStyle {
  if (typeof value !== 'string') return defaultTextStyle(tag);
  const v = value.trim().toLowerCase();
  if (TEXT_STYLES.includes(v)) return v as TextStyle;
  const isBody = tag === BODY_TAG;
  if (v === 'small') return isBody ? 'body-small' : 'heading-small';
  if ((BODY_SIZES as readonly string[]).includes(v)) return `body-${v as BodySize}`;
  if ((HEADING_SIZES as readonly string[]).includes(v)) return `heading-${v as HeadingSize}`;
  return defaultTextStyle(tag);
}
