import type { DehydratedCache } from '../../sdk';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import type { RootState } from '../store';

/** What a server-rendered page hands to the browser. */
export interface PageState {
  sdk: DehydratedCache;
  store: Partial<RootState>;
}

/**
 * The state a server-rendered page embeds (a JSON data block, never executed), or null for a
 * page rendered in the browser only (the Vite dev server). The SDK validates its part when it
 * hydrates; the store's part is the server store's own state.
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as { sdk?: unknown; store?: unknown };
  if (typeof state.store !== 'object' || state.store === null) return null;
  return { sdk: state.sdk as DehydratedCache, store: state.store };
}
