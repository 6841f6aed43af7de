const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SignInPageOptions {
  basePath: string;
  signedIn: boolean;
  /** The form token, also in the visitor's token cookie. */
  token: string;
  /** Names the preview user, like `Jane Doe`. */
  previewUserName: string;
}

function form(action: string, token: string, label: string): string {
  return `<form method="post" action="${escapeHtml(action)}">
        <input type="hidden" name="token" value="${escapeHtml(token)}" />
        <button type="submit">${escapeHtml(label)}</button>
      </form>`;
}

/** The preview sign-in page: who the visitor is now, and a form to switch. */
export function renderSignInPage(options: SignInPageOptions): string {
  const { basePath, signedIn, token, previewUserName } = options;
  const state = signedIn
    ? `You are signed in as the preview user, ${previewUserName}.`
    : 'You are browsing as a guest.';
  const action = signedIn
    ? form(`${basePath}/dev/sign-out`, token, 'Sign out')
    : form(`${basePath}/dev/sign-in`, token, `Sign in as ${previewUserName}`);
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Preview sign-in</title>
    <link rel="icon" href="${escapeHtml(`${basePath}/favicon.svg`)}" type="image/svg+xml" />
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
        color: #1b2733; background: #f4f6f9; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 2rem; margin: 0 0 1rem; }
      p { line-height: 1.5; margin: 0 0 1.5rem; }
      button, a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.25rem;
        border: 0; font: inherit; background: #0b5cab; color: #fff; text-decoration: none;
        cursor: pointer; }
      a { background: transparent; color: #0b5cab; text-decoration: underline; }
      button:focus-visible, a:focus-visible { outline: 3px solid #1b2733; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Preview sign-in</h1>
      <p>${escapeHtml(state)}</p>
      ${action}
      <p><a href="${escapeHtml(`${basePath}/about`)}">Go to the About page</a></p>
    </main>
  </body>
</html>
`;
}
