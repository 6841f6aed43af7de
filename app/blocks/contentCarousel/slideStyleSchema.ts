import { z } from 'zod/mini';
import type { SlideStyle } from './carouselTypes';
import { safeCssValueSchema } from './safeCssValue';

/** The admin panel writes this for an unset lookup; like '' and null it means "not set". */
const MALFORMED_ID = 'MALFORMED_ID';
const MAX_LABEL_LENGTH = 60;
/** Largest accepted font size, in rem; anything bigger is a typo, not a design. */
const MAX_FONT_SIZE_REM = 10;

/** Any invalid field becomes undefined instead of failing the whole style. */
const optionalField = <T extends z.ZodMiniType>(schema: T) =>
  z.catch(z.optional(schema), undefined);

const css = optionalField(safeCssValueSchema);

/** rem number: 1.6, "1.6" or "1.6rem". */
const fontSizeSchema = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?(rem)?$/)),
      z.transform((value: string) => Number.parseFloat(value)),
    ),
  ]),
  z.number().check(z.positive(), z.lte(MAX_FONT_SIZE_REM)),
);

const fontWeightSchema = z.pipe(
  z.pipe(z.union([z.number().check(z.int()), z.string().check(z.trim())]), z.transform(String)),
  z.string().check(z.regex(/^(normal|bold|bolder|lighter|[1-9]00)$/)),
);

const textStyleSchema = z.object({
  fontSize: optionalField(fontSizeSchema),
  fontWeight: optionalField(fontWeightSchema),
  color: css,
});

const buttonStyleSchema = z.object({
  border: css,
  borderRadius: css,
  color: css,
  backgroundColor: css,
});

const callToActionSchema = z.extend(buttonStyleSchema, {
  label: optionalField(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LABEL_LENGTH))),
});

const slideStyleSchema = z.object({
  slideBorder: css,
  slideBorderRadius: css,
  slideBackgroundColor: css,
  callToActionButton: optionalField(callToActionSchema),
  directionalButtonsStyle: optionalField(buttonStyleSchema),
  titleStyle: optionalField(textStyleSchema),
  excerptStyle: optionalField(textStyleSchema),
});

function isUnset(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && (value.trim() === '' || value.trim() === MALFORMED_ID))
  );
}

/** Drops unset values at every depth, and objects left empty by that. */
function withoutUnsetValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const cleaned = withoutUnsetValues(field);
    if (isUnset(cleaned)) continue;
    if (typeof cleaned === 'object' && cleaned !== null && Object.keys(cleaned).length === 0) {
      continue;
    }
    kept[key] = cleaned;
  }
  return kept;
}

/** Removes keys whose value is undefined (zod keeps them), so the state stays compact. */
function compact<T extends object>(value: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    const inner: unknown =
      typeof field === 'object' && field !== null ? compact(field as object) : field;
    if (typeof inner === 'object' && inner !== null && Object.keys(inner).length === 0) continue;
    kept[key] = inner;
  }
  return kept as T;
}

/**
 * Validates one slide's raw admin style: unset values ('', null, 'MALFORMED_ID') and invalid or
 * unsafe values are dropped one by one; what remains is safe to put in inline styles.
 */
export function parseSlideStyle(raw: unknown): SlideStyle {
  const parsed = slideStyleSchema.safeParse(withoutUnsetValues(raw));
  return parsed.success ? compact(parsed.data) : {};
}
