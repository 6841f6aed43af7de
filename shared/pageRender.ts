/// <reference lib="dom" />
// For `fetch` only: the renderer runs where fetch is a global (the browser and Node alike).
import type { View } from './viewSchema';
import type { SiteConfig } from './siteConfig';

/** The id of the JSON data block that carries a server-rendered page's state to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** What the server asks of the app's server renderer (the SSR build's `renderPage`). */
export interface PageRenderRequest {
  /** The request's path, under the site base path (`/site/about`). */
  path: string;
  config: SiteConfig;
  /** The content folder's page views, the article template among them, as the server checked them. */
  views: readonly View[];
  /**
   * How the page's SDK reaches the platform APIs: the server's own emulator, in process, or the
   * org that `API_ORIGIN` names, over HTTP with the server's token.
   */
  fetch: typeof fetch;
  /** After this many ms the page is sent with what it has; the browser loads the rest. */
  timeoutMs: number;
  /**
   * A DOM window (jsdom's) that rich text is sanitised with, so the server sends the same
   * sanitised HTML the browser would make.
   */
  sanitizerWindow: unknown;
}

/** A rendered page, in parts the server puts into the built `index.html`. */
export interface RenderedPage {
  /** 404: no such page; 503: its content could not be read (never cached). */
  status: 200 | 404 | 503;
  /** `<title>`, SEO tags and the main picture's preload, as HTML. */
  headHtml: string;
  /** The app's markup, for `#root`. */
  bodyHtml: string;
  /** The block types the page places: the page carries their styles. */
  blockTypes: string[];
  /** What the browser hydrates from: the SDK cache and the store's state, as JSON-safe data. */
  state: unknown;
  /**
   * False when part of the page was not ready by the deadline (or failed): the browser renders
   * it itself, and the server renders it again for the next visitor rather than keep it.
   */
  complete: boolean;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** In the built site: which stylesheets each chunk of the browser build needs (by file). */
export const STYLESHEETS_FILE = '.vite/stylesheets.json';

/**
 * The style elements a page leaves empty, in the places of the rules its markup cannot match yet
 * (a toast, a failure, another state of an island): the page's script fills them as it wakes.
 */
export const LATER_STYLE_ATTRIBUTE = 'data-later';

/** The `<meta name>` whose content is where a page's later rules are read from. */
export const LATER_STYLES_META = 'later-styles';

/** The route, under the base path, that answers a page's later rules (a JSON array, in order). */
export const LATER_STYLES_ROUTE = '/page-styles';
