const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface StatusPageOptions {
  title: string;
  message: string;
  basePath: string;
}

/** A small self-contained page for 404 and 5xx answers, with a way back to the About page. */
export function renderStatusPage({ title, message, basePath }: StatusPageOptions): string {
  const about = escapeHtml(`${basePath}/about`);
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        color: #1b2733; background: #f4f6f9; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 2rem; margin: 0 0 1rem; }
      p { line-height: 1.5; margin: 0 0 1.5rem; }
      a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.25rem;
        background: #0b5cab; color: #fff; text-decoration: none; }
      a:focus-visible { outline: 3px solid #1b2733; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(title)}</h1>
      <p>${escapeHtml(message)}</p>
      <a href="${about}">Go to the About page</a>
    </main>
  </body>
</html>
`;
}
