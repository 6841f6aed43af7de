import { JSDOM } from 'jsdom';
import type { RunningSite } from './harness';

/**
 * The everyday edits of docs/content.md as the editor's end-to-end files make them (by pointer,
 * by keyboard alone), and the public About page they are seen on.
 */

/** The fourth history card's title. */
export const NEW_CARD = '2025 - Next';
/** The history cards once the fourth is published. */
export const FOUR_CARDS = ['2014 - 2015', '2016 - 2021', '2022 - Current', NEW_CARD];
/** The banner section's title. */
export const BANNER_TITLE = 'Visit a depot near you';

/** The public About page's history cards (their headings) and whether the banner is on it. */
export async function publicAbout(
  site: RunningSite,
): Promise<{ cards: string[]; banner: boolean }> {
  const html = await (await fetch(site.url('/about'))).text();
  const { document } = new JSDOM(html).window;
  const headings = [...document.querySelectorAll('h1, h2, h3, h4')].map((heading) =>
    heading.textContent.trim(),
  );
  return {
    cards: headings.filter((text) => /^\d{4} - /.test(text)),
    banner: headings.includes(BANNER_TITLE),
  };
}
