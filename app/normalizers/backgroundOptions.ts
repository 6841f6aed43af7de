const SIZE_KEYWORDS = ['cover', 'contain', 'auto'] as const;
const REPEAT_KEYWORDS = ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round'] as const;
const POSITION =
  /^(?:(?:left|center|right|top|bottom|\d+(?:\.\d+)?(?:%|px|rem|em))(?:\s+|$)){1,4}$/;

/** How a background image fills its box: a CSS background size and repeat. */
export interface BackgroundFit {
  size: 'cover' | 'contain' | 'auto';
  repeat: (typeof REPEAT_KEYWORDS)[number];
}

/**
 * Reads the platform's `bgSizeOrRepeat`: a size keyword (`cover`, `contain`, `auto`) shows the
 * image once; a repeat keyword (`repeat`, `repeat-x`…) tiles it at its own size. Anything else
 * is `cover`, no repeat.
 */
export function normalizeBackgroundFit(value: unknown): BackgroundFit {
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if ((SIZE_KEYWORDS as readonly string[]).includes(v)) {
    return { size: v as BackgroundFit['size'], repeat: 'no-repeat' };
  }
  if ((REPEAT_KEYWORDS as readonly string[]).includes(v) && v !== 'no-repeat') {
    return { size: 'auto', repeat: v as BackgroundFit['repeat'] };
  }
  return { size: 'cover', repeat: 'no-repeat' };
}

/**
 * A CSS background position of one to four keywords, percentages or lengths (`center`,
 * `top right`, `50% 20%`); anything else is `center`.
 */
export function normalizeBackgroundPosition(value: unknown): string {
  if (typeof value !== 'string') return 'center';
  const v = value.trim().toLowerCase().replace(/\s+/g, ' ');
  return v !== '' && v.length <= 60 && POSITION.test(v) ? v : 'center';
}
