import type { Page } from 'playwright-core';

/** What the browser knows about one shown `<img>`. */
export interface ImageReport {
  src: string;
  /** The `alt` attribute; `null` when it is missing. */
  alt: string | null;
  srcset: string;
  naturalWidth: number;
  /** Hidden from assistive technology (`aria-hidden`/`role="presentation"`) itself. */
  decorative: boolean;
  /** A card's thumbnail (inside a `[data-thumbnail]` frame). */
  thumbnail: boolean;
}

/**
 * Waits until every shown image (rendered, not inside an inert or aria-hidden part such as a
 * carousel's other slides) has finished loading or failing, then reports each of them.
 */
export async function shownImages(page: Page): Promise<ImageReport[]> {
  const handle = await page.waitForFunction(() => {
    const shown = [...document.images].filter(
      (img) =>
        img.checkVisibility({ visibilityProperty: true }) &&
        !img.closest('[inert], [aria-hidden="true"]'),
    );
    if (!shown.every((img) => img.complete)) return false;
    return shown.map((img) => ({
      src: img.currentSrc || img.src,
      alt: img.getAttribute('alt'),
      srcset: img.getAttribute('srcset') ?? '',
      naturalWidth: img.naturalWidth,
      decorative:
        img.getAttribute('aria-hidden') === 'true' ||
        ['presentation', 'none'].includes(img.getAttribute('role') ?? ''),
      thumbnail: img.closest('[data-thumbnail]') !== null,
    }));
  });
  const reports = (await handle.jsonValue()) as ImageReport[];
  await handle.dispose();
  return reports;
}

/** The widths (`640w` -> 640) a srcset offers. */
export function srcsetWidths(srcset: string): number[] {
  return srcset
    .split(',')
    .map((candidate) => /\s(\d+)w\s*$/.exec(candidate.trim())?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
}
