import type { TestServer } from './testServer';

/** `name=value` of a Set-Cookie line (attributes dropped). */
function cookiePair(setCookie: string): string {
  return setCookie.split(';', 1)[0] ?? '';
}

export interface SignInForm {
  /** The `Cookie` header value holding the form's token cookie. */
  formCookie: string;
  /** That cookie's whole Set-Cookie line, attributes included. */
  formCookieAttributes: string;
  /** The token the form's hidden field carries. */
  token: string;
  /** The page itself. */
  html: string;
}

/** Opens the preview sign-in page as a browser would, keeping its token and token cookie. */
export async function openSignInForm(
  server: TestServer,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<SignInForm> {
  const page = await server.fetch(server.url('/dev/sign-in'), {
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
  });
  if (page.status !== 200) throw new Error(`the sign-in page answered ${page.status}`);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  const line = page.headers.getSetCookie().find((item) => item.startsWith('preview_form='));
  if (!token || !line) throw new Error('the sign-in page has no form token');
  return { formCookie: cookiePair(line), formCookieAttributes: line, token, html };
}

/** What a browser sends with the form: same origin (inject's host is localhost:80). */
export const SAME_ORIGIN = { Origin: 'http://localhost:80', 'Sec-Fetch-Site': 'same-origin' };

/** Posts the form to `action` (`/dev/sign-in` or `/dev/sign-out`) with the given headers. */
export function postForm(
  server: TestServer,
  action: string,
  form: SignInForm,
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch(server.url(action), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...SAME_ORIGIN,
      Cookie: form.formCookie,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams({ token: form.token }).toString(),
  });
}

/** Signs the preview user in through the form; returns the `Cookie` header value to send. */
export async function signInThroughForm(server: TestServer): Promise<string> {
  const response = await postForm(server, '/dev/sign-in', await openSignInForm(server));
  const session = response.headers
    .getSetCookie()
    .map(cookiePair)
    .find((pair) => pair.startsWith('preview_user='));
  if (response.status !== 303 || !session) throw new Error(`sign-in answered ${response.status}`);
  return session;
}
