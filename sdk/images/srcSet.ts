import { DEFAULT_SRCSET_WIDTHS } from './imageConstants.js';
import { isDataImageUrl } from './isValidImageUrl.js';
import { clampImageWidth, isResizableImageUrl, resizedUrl } from './resizedUrl.js';
import type { ResizeOptions } from './resizedUrl.js';

/** One image candidate of a srcset: its URL and either a width or a pixel density. */
export type SrcSetCandidate = { url: string; width: number } | { url: string; density: number };

/**
 * A srcset offering `url` at each width (`url?width=640 640w, ...`). Widths are clamped to at
 * least 100 pixels and de-duplicated; NaN and infinite widths are left out. Gives `''` for an
 * invalid image URL (an address on `options.origin` is valid whatever its scheme) and for a
 * `data:` image, which cannot be resized.
 */
export function buildSrcSet(
  url: string,
  widths: readonly number[] = DEFAULT_SRCSET_WIDTHS,
  options: ResizeOptions = {},
): string {
  if (!isResizableImageUrl(url, options) || isDataImageUrl(url)) return '';
  const pixels = new Set(widths.map(clampImageWidth).filter((width) => width !== undefined));
  return formatSrcSet(
    [...pixels].map((width) => ({ url: resizedUrl(url, width, options) ?? url, width })),
  );
}

/** The srcset attribute text for a list of candidates. */
export function formatSrcSet(candidates: readonly SrcSetCandidate[]): string {
  return candidates
    .map((candidate) =>
      'width' in candidate
        ? `${candidate.url} ${candidate.width}w`
        : `${candidate.url} ${candidate.density}x`,
    )
    .join(', ');
}
