import type { FastifyReply } from 'fastify';
import { HOME_ROUTE } from '../../shared/pageRoutes';

/** Text made safe for HTML or XML content and quoted attribute values (numeric references). */
export const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SmallPageOptions {
  title: string;
  basePath: string;
  /** What follows the heading, as markup: its text already escaped. */
  bodyHtml: string;
  /** The way back home: a button-like link (default) or a plain one under other actions. */
  homeLink?: 'action' | 'plain';
  /** The page's language, when not the default's English: its tag, home page and link text. */
  language?: { lang: string; homeUrl: string; homeText: string };
}

/**
 * A small self-contained page of the server's own (status pages, the editor's sign-in): a
 * heading, its body, and a way back to the About page.
 */
export function renderSmallPage(options: SmallPageOptions): string {
  const { title, basePath, bodyHtml } = options;
  const { lang, homeUrl, homeText } = options.language ?? {
    lang: 'en-US',
    homeUrl: `${basePath}${HOME_ROUTE}`,
    homeText: 'Go to the About page',
  };
  const home = `<a href="${escapeMarkup(homeUrl)}">${escapeMarkup(homeText)}</a>`;
  const homeLink = options.homeLink === 'plain' ? `<p>${home}</p>` : home;
  return `<!doctype html>
<html lang="${escapeMarkup(lang)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeMarkup(title)}</title>
    <link rel="icon" href="${escapeMarkup(`${basePath}/favicon.svg`)}" type="image/svg+xml" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        color: #1b2733; background: #f4f6f9; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 2rem; margin: 0 0 1rem; }
      p { line-height: 1.5; margin: 0 0 1.5rem; }
      a { color: #0b5cab; }
      button, main > a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.25rem;
        border: 0; font: inherit; background: #0b5cab; color: #fff; text-decoration: none;
        cursor: pointer; }
      button:focus-visible, a:focus-visible { outline: 3px solid #1b2733; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeMarkup(title)}</h1>
      ${bodyHtml}
      ${homeLink}
    </main>
  </body>
</html>
`;
}

export interface StatusPageOptions {
  title: string;
  message: string;
  basePath: string;
  language?: SmallPageOptions['language'];
}

/** The page for 404 and 5xx responses (and refused forms), with a way back to the About page. */
export function renderStatusPage({ message, ...page }: StatusPageOptions): string {
  return renderSmallPage({ ...page, bodyHtml: `<p>${escapeMarkup(message)}</p>` });
}

/**
 * Answers `status` (429, 503) with `Retry-After` and a status page saying why: the page of a
 * request refused for now, never stored by any cache.
 */
export function sendTryLaterPage(
  reply: FastifyReply,
  page: StatusPageOptions & { status: number; retryAfterSeconds: number },
): FastifyReply {
  return reply
    .code(page.status)
    .header('Retry-After', String(page.retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderStatusPage(page));
}
