import type { SourceSite } from '../../../server/site/pageSource';
import { STYLES_SLOT } from '../../../server/site/pageStyles';

/** A page template as the build's index.html is: the page's own loader script and a root. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Site</title>' +
  '<script type="module" data-page-script="/assets/index.js">import("/assets/index.js")</script>' +
  `${STYLES_SLOT}</head><body><div id="root"></div></body></html>`;

/**
 * The server's pages rendered by the app's own server renderer (`app/entry-server.tsx`, as the
 * SSR build has it), loaded in the test: pages show the content's real blocks and titles, without
 * a build. For `startTestServer({ sourceSite: appPages })`.
 */
export async function appPages(): Promise<SourceSite> {
  const { renderPage } = await import('../../../app/entry-server');
  return {
    pages: {
      fixed: false,
      renderer: () => Promise.resolve(renderPage),
      template: () => Promise.resolve(TEMPLATE),
      styles: () => Promise.resolve(''),
      laterStyles: () => undefined,
    },
    serveFile: () => false,
    close: () => Promise.resolve(),
  };
}
