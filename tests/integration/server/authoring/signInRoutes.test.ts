import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStore } from '../../../../content-model';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import { openPostgresStore } from '../../../../content-model/store/postgresStore';
import type { ContentStore } from '../../../../content-model/store/contentStore';
import { makeContentDir } from '../../../support/fixtureContent';
import { useFreshDatabase } from '../../../support/postgres';
import {
  addUser,
  sessionCookieOf,
  signInAs,
  signInRequest,
  TEST_PASSWORD,
} from '../../support/editorClient';
import { startTestServer, type TestServer } from '../../support/testServer';

/**
 * The editor's sign-in against the real server: two instances on one store (a folder, and a
 * PostgreSQL database), so that what one instance does the other knows.
 */

interface Fleet {
  one: TestServer;
  two: TestServer;
  accounts: AccountStore;
  close: () => Promise<void>;
}

const database = useFreshDatabase();

const fleets: Record<string, () => Promise<Fleet>> = {
  'two instances on one folder': async () => {
    const content = await makeContentDir();
    const [one, two] = await Promise.all(
      [1, 2].map(() => startTestServer({ contentDir: content.dir })),
    );
    const store = await openFolderStore({ contentDir: content.dir });
    return fleetOf(one!, two!, store, content.cleanup);
  },
  'two instances on one PostgreSQL database': async () => {
    const content = await makeContentDir();
    const settings = {
      kind: 'postgres' as const,
      contentDir: content.dir,
      databaseUrl: database.url,
    };
    const [one, two] = await Promise.all(
      [1, 2].map(() => startTestServer({ contentDir: content.dir, store: settings })),
    );
    const store = await openPostgresStore({ databaseUrl: database.url });
    return fleetOf(one!, two!, store, content.cleanup);
  },
};

function fleetOf(
  one: TestServer,
  two: TestServer,
  store: ContentStore,
  cleanup: () => Promise<void>,
): Fleet {
  return {
    one,
    two,
    accounts: store.accounts,
    close: async () => {
      await Promise.all([one.close(), two.close(), store.close()]);
      await cleanup();
    },
  };
}

const session = (server: TestServer, cookie: string) =>
  server.fetch('/editor/api/session', { headers: { cookie } });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(Object.keys(fleets))('the sign-in, %s', (kind) => {
  let fleet: Fleet;

  beforeAll(async () => {
    fleet = await fleets[kind]!();
    await addUser(fleet.accounts, 'ana', 'publisher');
    await addUser(fleet.accounts, 'ben', 'author');
    await addUser(fleet.accounts, 'cy', 'author');
    await addUser(fleet.accounts, 'dee', 'admin');
  }, 60_000);

  afterAll(async () => {
    await fleet.close();
  });

  it('shows a guest the form: Name, Password and Sign in, never cached', async () => {
    const response = await fleet.one.fetch('/editor');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toMatch(/name="_csrf" value="[\w-]{43}"/);
  });

  it('signs in by the form with its token, and refuses the form without it', async () => {
    const page = await fleet.one.fetch('/editor');
    const formCookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    const token = /name="_csrf" value="([\w-]+)"/.exec(await page.text())![1]!;
    const post = (body: Record<string, string>) =>
      fleet.one.fetch('/editor/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookie },
        body: new URLSearchParams(body).toString(),
      });
    const refused = await post({ name: 'ana', password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(sessionCookieOf(refused)).toBeUndefined();
    const signedIn = await post({ name: 'ana', password: TEST_PASSWORD, _csrf: token });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/editor');
    const cookie = sessionCookieOf(signedIn)!;
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(
      /editor_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(await (await session(fleet.two, cookie)).json()).toMatchObject({
      name: 'ana',
      role: 'publisher',
    });
  });

  it('opens the page the editor was asked for once signed in, never a url', async () => {
    const page = await fleet.one.fetch('/editor?page=about');
    const formCookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    const html = await page.text();
    expect(html).toContain('<input type="hidden" name="page" value="about" />');
    const token = /name="_csrf" value="([\w-]+)"/.exec(html)![1]!;
    const signIn = (open: string) =>
      fleet.one.fetch('/editor/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: formCookie },
        body: new URLSearchParams({
          name: 'ben',
          password: TEST_PASSWORD,
          _csrf: token,
          page: open,
        }).toString(),
      });
    expect((await signIn('about')).headers.get('location')).toBe('/editor?page=about');
    for (const elsewhere of ['https://example.com/', '//example.com', '../x', 'about?x=1']) {
      expect((await signIn(elsewhere)).headers.get('location')).toBe('/editor');
    }
    const foreign = await fleet.one.fetch('/editor?page=https://example.com/');
    expect(await foreign.text()).not.toContain('name="page"');
  });

  it('answers an unknown name and a wrong password alike, in the same time', async () => {
    // Three accounts share the wrong tries, so that none reaches the limit of ten.
    const wrongNames = ['cy', 'fay', 'gus'];
    await Promise.all(['fay', 'gus'].map((name) => addUser(fleet.accounts, name, 'author')));
    const bodies = new Set<string>();
    const timed = async (name: string) => {
      const start = performance.now();
      const response = await signInRequest(fleet.one, name, 'not the password at all');
      const time = performance.now() - start;
      expect(response.status).toBe(401);
      bodies.add(await response.text());
      return time;
    };
    const ratios: number[] = [];
    // Round 0 warms both paths up and is not counted.
    for (let round = 0; round <= 12; round += 1) {
      const wrongName = wrongNames[round % wrongNames.length]!;
      // Each round's two tries, one right after the other in turns, see the same load.
      const [first, second] =
        round % 2 === 0
          ? [`nobody${String(round)}`, wrongName]
          : [wrongName, `nobody${String(round)}`];
      const firstTime = await timed(first);
      const secondTime = await timed(second);
      const unknownTime = round % 2 === 0 ? firstTime : secondTime;
      const wrongTime = round % 2 === 0 ? secondTime : firstTime;
      if (round > 0) ratios.push(unknownTime / wrongTime);
    }
    expect([...bodies]).toHaveLength(1);
    expect(Math.abs(median(ratios) - 1)).toBeLessThan(0.2);
  });

  it('refuses the eleventh try in 15 minutes on either instance, the right password too', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const server = attempt % 2 === 0 ? fleet.one : fleet.two;
      expect((await signInRequest(server, 'ben', `wrong password ${String(attempt)}`)).status).toBe(
        401,
      );
    }
    for (const server of [fleet.one, fleet.two]) {
      const refused = await signInRequest(server, 'ben', TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(sessionCookieOf(refused)).toBeUndefined();
    }
  });

  it('gives a new session id at every sign-in, never one sent before it', async () => {
    const planted = 'editor_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const response = await signInRequest(fleet.one, 'ana', TEST_PASSWORD, { cookie: planted });
    const cookie = sessionCookieOf(response)!;
    expect(cookie).not.toBe(planted);
    const again = sessionCookieOf(await signInRequest(fleet.one, 'ana', TEST_PASSWORD))!;
    expect(again).not.toBe(cookie);
    expect((await session(fleet.one, planted)).status).toBe(401);
  });

  it('ends the session on the other instance at a sign-out', async () => {
    const ana = await signInAs(fleet.one, 'ana');
    expect((await session(fleet.two, ana.cookie)).status).toBe(200);
    const signOut = await fleet.two.fetch('/editor/sign-out', {
      method: 'POST',
      headers: {
        cookie: ana.cookie,
        'x-csrf-token': ana.csrfToken,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(signOut.status).toBe(204);
    expect((await session(fleet.one, ana.cookie)).status).toBe(401);
  });

  it('refuses a removed user at once, everywhere', async () => {
    await addUser(fleet.accounts, 'eve', 'author');
    const eve = await signInAs(fleet.one, 'eve');
    const dee = await signInAs(fleet.two, 'dee');
    expect((await dee.api(fleet.two, 'DELETE', '/users/eve')).status).toBe(204);
    expect((await session(fleet.one, eve.cookie)).status).toBe(401);
    expect((await session(fleet.two, eve.cookie)).status).toBe(401);
  });

  it('refuses a write without the CSRF token, and an author a publish', async () => {
    // The wrong passwords above leave cy under the limit (ten lock the name).
    const cy = await signInAs(fleet.one, 'cy');
    const noToken = await cy.api(fleet.one, 'POST', '/check', {}, { csrf: false });
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ error: 'csrf' });
    const publish = await cy.api(fleet.one, 'POST', '/publish', {
      message: 'Try',
      drafts: [{ path: 'views/about.json', revision: 1 }],
    });
    expect(publish.status).toBe(403);
    expect(await publish.json()).toMatchObject({ error: 'forbidden' });
  });
});
