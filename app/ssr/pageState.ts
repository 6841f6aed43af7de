import type { CacheInspection, DehydratedCache } from '@about-site/sdk';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import type { PageTarget } from '../App';
import type { Islands } from '../render/Island';
import type { RootState } from '../state/store';
import { isPlainObject } from '../../shared/isPlainObject';

/** What a server-rendered page hands to the browser. */
export interface PageState {
  /**
   * False when part of the page could not be rendered on the server (a failure, or data later
   * than the render's time limit): the browser then renders the whole page itself.
   */
  complete: boolean;
  /** The SDK cache the server read: its islands' entries, or every entry of an incomplete page. */
  sdk?: DehydratedCache;
  store: Partial<RootState>;
  /** The interactive parts the browser hydrates, by their `data-island` id. */
  islands: Islands;
  /** Cache keys of the reads that failed during the render: one error toast each. */
  dataErrors: string[];
  /** The page's route and view, for a page the browser renders itself (when not complete). */
  page?: PageTarget;
  /**
   * Development builds only: every cache entry the render read (not only the islands'), with its
   * query and times, for Redux DevTools. Production pages never carry it.
   */
  serverReads?: CacheInspection[];
}

/**
 * The state a server-rendered page embeds (a JSON data block, never executed), or null for a
 * page without one or a state of another shape. The SDK
 * validates its part when it hydrates; the rest is the server render's own output.
 */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state: unknown = JSON.parse(text);
  if (!isPlainObject(state) || !isPlainObject(state.store) || !isPlainObject(state.islands))
    return null;
  if (typeof state.complete !== 'boolean' || !Array.isArray(state.dataErrors)) return null;
  return state as unknown as PageState;
}
