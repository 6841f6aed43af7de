import fastifyCookie from '@fastify/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config';
import {
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewSessionValue,
} from '../../../server/emulator/dev/previewSession';
import { PREVIEW_USER_ID } from '../helpers/fixtureIds';
import { openSignInForm, postForm, SAME_ORIGIN, signInThroughForm } from '../helpers/previewSignIn';
import { previewCookieHeader, TEST_PREVIEW_SECRET, type TestServer } from '../helpers/testServer';
import { useTestServer } from '../helpers/useTestServer';

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

const USER = '/lwr/apex/v64.0/SiteUserController/getCurrentUser';

async function currentUserId(cookie: string, on = server): Promise<string | null> {
  const response = await on.fetch(on.url(USER), { headers: { Cookie: cookie } });
  return ((await response.json()) as { userId: string | null }).userId;
}

describe('preview sign-in configuration', () => {
  it('is off by default, NODE_ENV unset or not', () => {
    expect(readServerConfig({}).previewSignIn).toBeUndefined();
    expect(readServerConfig({ NODE_ENV: 'development' }).previewSignIn).toBeUndefined();
    expect(readServerConfig({ PREVIEW_SIGN_IN: 'off' }).previewSignIn).toBeUndefined();
  });

  it('is on only when asked, with the given secret or a random one', () => {
    const secret = 'a'.repeat(32);
    expect(
      readServerConfig({ PREVIEW_SIGN_IN: 'on', PREVIEW_SECRET: secret }).previewSignIn,
    ).toEqual({ secret });
    const first = readServerConfig({ PREVIEW_SIGN_IN: 'on' }).previewSignIn?.secret ?? '';
    const second = readServerConfig({ PREVIEW_SIGN_IN: 'on' }).previewSignIn?.secret ?? '';
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
  });

  it('is refused in production, and so is a short secret or an unknown value', () => {
    expect(() => readServerConfig({ PREVIEW_SIGN_IN: 'on', NODE_ENV: 'production' })).toThrow(
      /PREVIEW_SIGN_IN: the preview sign-in cannot be on when NODE_ENV is production/,
    );
    expect(() => readServerConfig({ PREVIEW_SIGN_IN: 'on', PREVIEW_SECRET: 'short' })).toThrow(
      /PREVIEW_SECRET: a preview secret is at least 32 characters/,
    );
    expect(() => readServerConfig({ PREVIEW_SIGN_IN: 'yes' })).toThrow(/PREVIEW_SIGN_IN/);
  });

  it('has no routes and honours no cookie when off', async () => {
    const off = await servers.start({ previewSignIn: undefined });
    for (const path of ['/dev/sign-in', '/dev/sign-out']) {
      expect((await off.fetch(path)).status).toBe(404);
      expect((await off.fetch(path, { method: 'POST', body: '' })).status).toBe(404);
    }
    expect(await currentUserId(previewCookieHeader(), off)).toBeNull();
  });
});

describe('the sign-in page', () => {
  it('shows a form with a token, held also in a strict, http-only, signed cookie', async () => {
    const page = await server.fetch('/dev/sign-in');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const cookies = page.headers.getSetCookie();
    // Opening the page signs no one in.
    expect(cookies.some((line) => line.startsWith(`${PREVIEW_COOKIE}=`))).toBe(false);
    const form = cookies.find((line) => line.startsWith('preview_form=')) ?? '';
    expect(form).toMatch(/; HttpOnly/);
    expect(form).toMatch(/; SameSite=Strict/);
    expect(form).toMatch(/; Path=\/dev\//);
    expect(form).not.toMatch(/; Secure/);
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/dev/sign-in">');
    expect(html).toContain('Sign in as Preview User');
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const value = decodeURIComponent(/^preview_form=([^;]+)/.exec(form)?.[1] ?? '');
    expect(fastifyCookie.unsign(value, TEST_PREVIEW_SECRET)).toEqual({
      valid: true,
      renew: false,
      value: token,
    });
  });

  it('signs in by POST: a signed, strict, http-only session cookie, then the About page', async () => {
    const form = await openSignInForm(server);
    const response = await postForm(server, '/dev/sign-in', form);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const line =
      response.headers.getSetCookie().find((item) => item.startsWith(`${PREVIEW_COOKIE}=`)) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(new RegExp(`; Max-Age=${String(PREVIEW_SESSION_SECONDS)}`));
    expect(line).not.toMatch(/; Secure/);
    const cookie = line.split(';', 1)[0] ?? '';
    expect(await currentUserId(cookie)).toBe(PREVIEW_USER_ID);
    // The page now offers to sign out.
    const signedInPage = await openSignInForm(server, cookie);
    expect(signedInPage.html).toContain('action="/dev/sign-out"');
  });

  it.each([
    ['no token', { body: 'other=1' }],
    ['a token not matching the cookie', { token: 'forged-token' }],
    ['no token cookie', { cookie: '' }],
    ['an unsigned token cookie', { unsignedCookie: true }],
    ['another site', { headers: { 'Sec-Fetch-Site': 'cross-site' } }],
    ['a sibling site', { headers: { Origin: '', 'Sec-Fetch-Site': 'same-site' } }],
    [
      'another origin, from a client that sends no Sec-Fetch-Site',
      { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' } },
    ],
  ])('refuses a sign-in with %s', async (_label, variant) => {
    const form = await openSignInForm(server);
    const token = 'token' in variant ? variant.token : form.token;
    const unsigned = `preview_form=${form.token}`;
    const cookie =
      'cookie' in variant
        ? variant.cookie
        : 'unsignedCookie' in variant
          ? unsigned
          : form.formCookie;
    const given: Record<string, string> = {
      ...SAME_ORIGIN,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...('headers' in variant ? variant.headers : {}),
      ...(cookie ? { Cookie: cookie } : {}),
    };
    // An empty value leaves the header out.
    const headers = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== ''));
    const response = await server.fetch('/dev/sign-in', {
      method: 'POST',
      headers,
      body: 'body' in variant ? variant.body : new URLSearchParams({ token }).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('Sign-in refused');
  });

  it('accepts a form from a client that sends neither Origin nor Sec-Fetch-Site', async () => {
    const form = await openSignInForm(server);
    const bare = await server.fetch('/dev/sign-in', {
      method: 'POST',
      headers: { Cookie: form.formCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: form.token }).toString(),
    });
    expect(bare.status).toBe(303);
  });

  it('signs out by POST with the form token, never by GET nor from another site', async () => {
    expect((await server.fetch('/dev/sign-out')).status).toBe(404);
    const cookie = await signInThroughForm(server);
    const form = await openSignInForm(server, cookie);
    const refused = await server.fetch('/dev/sign-out', {
      method: 'POST',
      headers: { Cookie: `${cookie}; ${form.formCookie}`, 'Sec-Fetch-Site': 'cross-site' },
      body: '',
    });
    expect(refused.status).toBe(403);
    const response = await postForm(server, '/dev/sign-out', form);
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^preview_user=;.*Expires=Thu, 01 Jan 1970/);
  });
});

describe('the session cookie', () => {
  it.each([
    ['a bare number', `${PREVIEW_COOKIE}=1`],
    ['an unsigned time', `${PREVIEW_COOKIE}=${previewSessionValue(Date.now())}`],
    ['a tampered value', previewCookieHeader().replace(/=\d/, '=9')],
    ['another secret', previewCookieHeader('another-secret-of-at-least-32-characters')],
    [
      'an expired session',
      previewCookieHeader(TEST_PREVIEW_SECRET, Date.now() - PREVIEW_SESSION_SECONDS * 1000 - 1000),
    ],
    ['a session from the future', previewCookieHeader(TEST_PREVIEW_SECRET, Date.now() + 3_600_000)],
  ])('is a guest with %s', async (_label, cookie) => {
    expect(await currentUserId(cookie)).toBeNull();
  });

  it('makes the signed-in page private', async () => {
    const page = await server.fetch('/about', { headers: { Cookie: previewCookieHeader() } });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });
});
