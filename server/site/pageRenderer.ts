import { pathToFileURL } from 'node:url';
import { access } from 'node:fs/promises';
import type { RenderPage, RenderedPage } from '../../shared/pageRender';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import { weakEtag } from '../http/etag';
import { isPlainObject } from '../../shared/isPlainObject';
import { jsonScriptTag } from './jsonScript';
import { STYLES_SLOT } from './pageStyles';

/** The server build of the app (`vite build --ssr`), loaded once at start. */
export async function loadRenderPage(entryFile: string): Promise<RenderPage> {
  try {
    await access(entryFile);
  } catch {
    throw new Error(
      `The site's server renderer is not built: ${entryFile} is missing. Build it with ` +
        '`npm run build` (`npm start` builds it first).',
    );
  }
  const module = (await import(pathToFileURL(entryFile).href)) as { renderPage?: RenderPage };
  if (typeof module.renderPage !== 'function') {
    throw new Error(`${entryFile} does not export renderPage`);
  }
  return module.renderPage;
}

/**
 * The built `index.html` (already holding the site config) with a rendered page in it: the head
 * replaces the template's `<title>`, the page's styles fill their slot, the markup goes into
 * `#root`, and the state follows it as an inert JSON data block.
 */
export function pageHtml(template: string, page: RenderedPage, styles: string): string {
  const state = jsonScriptTag(PAGE_STATE_ELEMENT_ID, page.state);
  // Functions as replacements, so `$&` or `$1` in the content stay as they are.
  return template
    .replace(/<title>[^<]*<\/title>/, () => page.headHtml)
    .replace(STYLES_SLOT, () => styles)
    .replace('<div id="root"></div>', () => `<div id="root">${page.bodyHtml}</div>\n    ${state}`);
}

/**
 * The page state without its reads' clock times (`startedAt`, `writtenAt` of each SDK entry):
 * two renders of the same content differ in those alone.
 */
function withoutReadTimes(state: unknown): unknown {
  if (!isPlainObject(state) || !isPlainObject(state.sdk) || !Array.isArray(state.sdk.entries))
    return state;
  const entries: unknown[] = state.sdk.entries.map((entry: unknown) => {
    if (!isPlainObject(entry)) return entry;
    const { startedAt: _startedAt, writtenAt: _writtenAt, ...timeless } = entry;
    return timeless;
  });
  return { ...state, sdk: { ...state.sdk, entries } };
}

/**
 * The page's weak ETag: the same for every render of the same page from the same content and
 * build, on any instance and at any time (weak: equivalent, not byte for byte), so that a shared
 * cache revalidating with it gets a 304 from whichever instance it asks.
 */
export function pageEtag(template: string, page: RenderedPage, styles: string): string {
  // The parts `pageHtml` is made of, hashed in turn rather than put together a second time.
  const state = JSON.stringify(withoutReadTimes(page.state));
  return weakEtag(template, page.headHtml, styles, page.bodyHtml, state);
}
