import { z } from 'zod/mini';

/** Longest style value accepted; real values ("1px solid #0b3d5c", "rgb(…)") are far shorter. */
const MAX_CSS_VALUE_LENGTH = 120;

// Colours, lengths, keywords and plain functions such as rgb() or var(): letters, digits, spaces,
// '#', '%', '(', ')', ',', '.', '/', '+', '-'. Everything else (quotes, ';', braces, '<', '\', ':')
// could escape the declaration or load a resource.
const SAFE_CHARACTERS = /^[\w\s#%(),./+-]+$/;
const FORBIDDEN =
  /url\(|expression|image-set|image\(|element\(|cross-fade|attr\(|javascript|\/\*|@import/i;

/** True for a CSS value that can only style, never load, execute or break out of its declaration. */
function isSafeCssValue(value: string): boolean {
  return (
    value.length <= MAX_CSS_VALUE_LENGTH && SAFE_CHARACTERS.test(value) && !FORBIDDEN.test(value)
  );
}

/** A trimmed, non-empty CSS value that passes `isSafeCssValue`. */
export const safeCssValueSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.refine(isSafeCssValue, { message: 'unsafe CSS value' }));
