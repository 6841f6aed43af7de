import { LATER_STYLE_ATTRIBUTE, LATER_STYLES_META } from '../../shared/pageRender';

/**
 * Fills the style elements the server left empty, in the places of the rules the page's markup
 * could not match (a toast, a failure, an island's other states): each in its own place, so the
 * cascade is the stylesheets' own. Resolves once they are filled, at once on a page without any.
 */
export async function fillLaterStyles(doc: Document): Promise<void> {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${LATER_STYLES_META}"]`)?.content;
  const places = doc.querySelectorAll(`style[${LATER_STYLE_ATTRIBUTE}]`);
  if (!url || places.length === 0) return;
  const response = await fetch(url);
  const runs: unknown = response.ok ? await response.json() : null;
  // The server's answer for this page: one string per place, in order. (A check by hand: zod is
  // not in the page's first script.)
  if (!isRunsFor(places.length, runs)) {
    throw new Error(`${url} answered ${String(response.status)}, not the page's runs`);
  }
  places.forEach((place, index) => {
    place.textContent = runs[index] ?? '';
  });
}

function isRunsFor(count: number, runs: unknown): runs is string[] {
  return (
    Array.isArray(runs) && runs.length === count && runs.every((run) => typeof run === 'string')
  );
}
