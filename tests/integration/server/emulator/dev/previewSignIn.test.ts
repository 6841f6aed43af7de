import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../../server/config';
import {
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewSessionValue,
} from '../../../../../server/emulator/dev/previewSession';
import { PREVIEW_USER_ID } from '../../../support/fixtureIds';
import {
  openSignInForm,
  postForm,
  SAME_ORIGIN,
  signInThroughForm,
} from '../../../support/previewSignIn';
import {
  previewCookieHeader,
  TEST_PREVIEW_SECRET,
  type TestServer,
} from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

const servers = useTestServer();
let server: TestServer;

// Generous: this file's server takes more sign-ins in a minute than the default allows.
const MANY_SIGN_INS = { max: 100, windowMs: 60_000 };

beforeAll(async () => {
  server = await servers.start({
    previewSignIn: { secret: TEST_PREVIEW_SECRET, signInLimit: MANY_SIGN_INS },
  });
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

  it("isolates a signed-in person's window from its opener, and only theirs", async () => {
    const signedIn = await server.fetch('/about', { headers: { Cookie: previewCookieHeader() } });
    expect(signedIn.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const guest = await server.fetch('/about');
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cross-origin-opener-policy')).toBeNull();
    const signInPage = await server.fetch('/dev/sign-in');
    expect(signInPage.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

/** Signs out through the form of `on`, as the browser holding `cookie` would. */
async function signOut(cookie: string, on: TestServer): Promise<Response> {
  const form = await openSignInForm(on, cookie);
  return postForm(on, '/dev/sign-out', form, { Cookie: `${cookie}; ${form.formCookie}` });
}

describe('sign-out', () => {
  it('revokes the session: the old cookie counts for nothing afterwards', async () => {
    const cookie = await signInThroughForm(server);
    expect(await currentUserId(cookie)).toBe(PREVIEW_USER_ID);
    expect((await signOut(cookie, server)).status).toBe(303);
    // A browser that kept the cookie (or anyone who copied it) is a guest now.
    expect(await currentUserId(cookie)).toBeNull();
    const page = await server.fetch('/about', { headers: { Cookie: cookie } });
    expect(page.headers.get('cache-control')).not.toMatch(/private/);
    // Other sessions stay signed in.
    expect(await currentUserId(await signInThroughForm(server))).toBe(PREVIEW_USER_ID);
  });

  it('holds across instances sharing the state folder, whichever one was signed out on', async () => {
    const settings = { secret: TEST_PREVIEW_SECRET, signInLimit: MANY_SIGN_INS };
    const [first, second] = [
      await servers.start({ previewSignIn: settings }),
      await servers.start({ previewSignIn: settings }),
    ];
    const cookie = await signInThroughForm(first);
    expect(await currentUserId(cookie, second)).toBe(PREVIEW_USER_ID);
    expect((await signOut(cookie, second)).status).toBe(303);
    expect(await currentUserId(cookie, first)).toBeNull();
    expect(await currentUserId(cookie, second)).toBeNull();
    // One record per sign-out, in the content folder's cache by default.
    const records = await readdir(path.join(servers.contentDir, '.cache', 'preview-sessions'));
    expect(records.length).toBeGreaterThanOrEqual(1);
    expect(records.every((name) => /^[\w-]{22}$/.test(name))).toBe(true);
  });

  it('is held in memory only when no state folder is given', async () => {
    const alone = await servers.start({
      previewSignIn: { secret: TEST_PREVIEW_SECRET, stateDir: false },
    });
    const cookie = await signInThroughForm(alone);
    await signOut(cookie, alone);
    expect(await currentUserId(cookie, alone)).toBeNull();
  });
});

describe('sign-in rate limit', () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('answers 429 with Retry-After past the limit, per client address behind a trusted proxy', async () => {
    const warnings: string[] = [];
    const limited = await servers.start({
      trustProxy: ['127.0.0.1'],
      previewSignIn: { secret: TEST_PREVIEW_SECRET, signInLimit: { max: 3, windowMs: 60_000 } },
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => {
            warnings.push(line);
          },
        },
      },
    });
    const form = await openSignInForm(limited);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postForm(limited, '/dev/sign-in', form, from('203.0.113.7'))).status).toBe(303);
    }
    const refused = await postForm(limited, '/dev/sign-in', form, from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await refused.text()).toContain('Too many sign-in attempts');
    const logged = warnings.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'preview sign-in rate limited',
        remoteAddress: '203.0.113.7',
      }),
    );
    // Another client behind the same proxy is counted on its own.
    expect((await postForm(limited, '/dev/sign-in', form, from('203.0.113.8'))).status).toBe(303);
  });
});
