import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RenderPage } from '../../shared/pageRender';
import { loadRenderPage } from './pageRenderer';
import { loadPageStyles, withStylesSlot } from './pageStyles';

/**
 * Where a page's parts come from: the app's server renderer, the page template and the styles of
 * each page. The server makes every page the same way from either source: the build's
 * (`npm start`) or Vite's, from the app's sources (`npm run dev`).
 */
export interface PageSource {
  /**
   * True for a build, which does not change while it is served: pages are kept rendered (the
   * render cache) and the template's inline scripts are allowed by the hashes taken at start.
   * False for sources that change under the server: each page is rendered with the code as it is
   * then, never kept, and names its own inline scripts in its Content-Security-Policy.
   */
  fixed: boolean;
  /** The app's `renderPage`, for the next render. */
  renderer(): Promise<RenderPage>;
  /**
   * The `index.html` of the page at `path` (under the base path): the page's script behind the
   * inline loader, `STYLES_SLOT` where the page's styles go, the site's urls relative (`./x`).
   */
  template(path: string): Promise<string>;
  /** The style elements of a page placing blocks of `types`, whose markup is `html`. */
  styles(types: readonly string[], html: string): Promise<string>;
  /**
   * The rules a page's style elements left for later (`PageStyles.laterRuns`), by their key;
   * undefined for a key the source did not make (a source that leaves none makes none).
   */
  laterStyles(key: string): string[] | undefined;
}

export interface BuiltPageSourceOptions {
  /** Absolute folder of the built site. */
  siteDir: string;
  basePath: string;
  /** The built site's `index.html` (`readIndexHtml`). */
  template: string;
  /** The app's server renderer: its SSR build's entry file. */
  ssrEntry: string;
}

/** The build's pages: read once, at start. */
export async function builtPageSource(options: BuiltPageSourceOptions): Promise<PageSource> {
  const template = withStylesSlot(options.template);
  const styles = await loadPageStyles(options.siteDir, options.basePath);
  const renderPage = await loadRenderPage(options.ssrEntry);
  return {
    fixed: true,
    renderer: () => Promise.resolve(renderPage),
    template: () => Promise.resolve(template),
    styles: (types, html) => Promise.resolve(styles.forPage(types, html)),
    laterStyles: (key) => styles.laterRuns(key),
  };
}

/** The app served from its sources (`npm run dev`), in place of the build. */
export interface SourceSite {
  pages: PageSource;
  /**
   * Answers a request for one of the app's own files (its modules, styles and public files, and
   * the dev server's own paths) ahead of Fastify and returns true, or returns false.
   */
  serveFile: (request: IncomingMessage, response: ServerResponse) => boolean;
  close(): Promise<void>;
}

/** What a source site is made with: the server it answers on, and the base path resolved. */
export interface SourceSiteContext {
  httpServer: Server;
  basePath: string;
}
