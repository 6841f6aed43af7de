import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEYS, PREVIEW_USER_ID } from '../../../support/fixtureIds';
import { openFolderStore } from '../../../../../content-model/store/folderStore';
import { addUser, signInAs } from '../../../support/editorClient';
import {
  startTestServer,
  type TestRequestInit,
  type TestServer,
} from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

/** A media url as handed out: the path with its original's `version` (see mediaVersion.ts). */
const versioned = (mediaPath: string): unknown =>
  expect.stringMatching(new RegExp(`^${mediaPath}\\?version=[\\w-]{16}$`)) as unknown;

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
  const store = await openFolderStore({ contentDir: servers.contentDir });
  try {
    await addUser(store.accounts, 'ana', 'author');
  } finally {
    await store.close();
  }
});

const NEWS = 'documents/news-a.json';

/** `name=value` of the cookie `name` an answer set. */
function sessionPairOf(response: Response, name: string): string {
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((item) => item.startsWith(`${name}=`));
  if (!pair) throw new Error(`the answer set no ${name} cookie`);
  return pair;
}

const apex = (target: string) => `/lwr/apex/v64.0/${target}`;
const STYLES = apex('AdminPanelController/grabCarouselStyles');
const CONTENT_TWO = apex('WebsiteHelperController/getContentTwo');
const USER = apex('SiteUserController/getCurrentUser');

async function call(path: string, init: TestRequestInit = {}, on = server) {
  const response = await on.fetch(on.url(path), { redirect: 'manual', ...init });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const post = (body: string, contentType = 'application/json'): TestRequestInit => ({
  method: 'POST',
  body,
  headers: { 'Content-Type': contentType },
});

async function expectApexError(
  response: Promise<Awaited<ReturnType<typeof call>>>,
  status: number,
  message: RegExp,
) {
  const { status: actual, headers, body } = await response;
  expect(actual).toBe(status);
  expect(headers.get('content-type')).toBe('application/json;charset=UTF-8');
  expect(Object.keys(body as object)).toEqual(['errorMessage']);
  expect((body as { errorMessage: string }).errorMessage).toMatch(message);
}

describe('grabCarouselStyles', () => {
  it('returns the admin panel record with the styles as a JSON string', async () => {
    const { status, headers, body } = await call(STYLES);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, max-age=300');
    const record = (body as { adminPanel: { Id: string; Carousel_Styles__c: string } }).adminPanel;
    expect(record.Id).toBe('a0X5f000001AbCdEAF');
    expect(typeof record.Carousel_Styles__c).toBe('string');
    const styles = JSON.parse(record.Carousel_Styles__c) as Record<string, unknown[]>;
    expect(styles['Inventory Management']).toHaveLength(2);
    expect(styles['Inventory Management']?.[1]).toEqual({
      slideBorder: '',
      slideBackgroundColor: null,
      callToActionButton: { label: 'Read more', color: 'MALFORMED_ID' },
    });
  });

  it('answers POST the same, not cacheable', async () => {
    const get = await call(STYLES);
    const posted = await call(STYLES, post('{}'));
    expect(posted.status).toBe(200);
    expect(posted.headers.get('cache-control')).toBe('no-cache');
    expect(posted.body).toEqual(get.body);
  });

  it('accepts empty methodParams and the continuation header', async () => {
    const { status } = await call(`${STYLES}?methodParams=${encodeURIComponent('{}')}`, {
      headers: { 'X-SFDC-Allow-Continuation': 'false' },
    });
    expect(status).toBe(200);
  });
});

describe('grabCarouselStyles in a language', () => {
  it("answers the labels in the page's language, and refuses one not in the locale form", async () => {
    await writeFile(
      path.join(servers.contentDir, 'apex', 'carouselStyles.fr_FR.json'),
      JSON.stringify({
        language: 'fr_FR',
        units: {
          'Inventory Management.1.callToActionButton.label': {
            source: 'Read more',
            target: 'Lire la suite',
          },
        },
      }),
    );
    const french = await startTestServer({ contentDir: servers.contentDir });
    try {
      const params = (language: string) =>
        `${STYLES}?methodParams=${encodeURIComponent(JSON.stringify({ language }))}`;
      const { status, body } = await call(params('fr_FR'), {}, french);
      expect(status).toBe(200);
      const styles = JSON.parse(
        (body as { adminPanel: { Carousel_Styles__c: string } }).adminPanel.Carousel_Styles__c,
      ) as Record<string, { callToActionButton?: { label?: string } }[]>;
      expect(styles['Inventory Management']?.[1]?.callToActionButton?.label).toBe('Lire la suite');
      expect((await call(params('fr-FR'), {}, french)).status).toBe(400);
    } finally {
      await french.close();
    }
  });
});

describe('getContentTwo', () => {
  it('returns the helper content as authored', async () => {
    const { status, body } = await call(CONTENT_TWO);
    expect(status).toBe(200);
    expect(body).toEqual({ sections: [{ heading: 'Helper', items: [1, 2, 3] }] });
  });

  it('takes the page language, and refuses one not in the locale form', async () => {
    const params = (language: string) =>
      `${CONTENT_TWO}?methodParams=${encodeURIComponent(JSON.stringify({ language }))}`;
    // The fixture's helper content has no copy to translate: every language gets it as authored.
    const french = await call(params('fr_FR'));
    expect(french.status).toBe(200);
    expect(french.body).toEqual({ sections: [{ heading: 'Helper', items: [1, 2, 3] }] });
    const wrong = await call(params('fr-FR'));
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('language');
  });
});

describe('current user', () => {
  const guest = {
    userId: null,
    isGuest: true,
    Picture: {
      Url: versioned(`/sfsites/c/cms/delivery/media/${KEYS.banner}`),
      AltText: 'Banner picture alt',
      ContentKey: KEYS.banner,
    },
  };

  it('gives the picture in the page language, its fallback chain else the default', async () => {
    const inLanguage = (language: string) =>
      `${USER}?methodParams=${encodeURIComponent(JSON.stringify({ language }))}`;
    const french = await call(inLanguage('fr_FR'));
    expect(french.status).toBe(200);
    expect(french.body).toEqual({
      ...guest,
      Picture: { ...guest.Picture, AltText: 'Texte alternatif de la bannière' },
    });
    // German has no variant of the picture: the site's default language.
    expect((await call(inLanguage('de_DE'))).body).toEqual(guest);
    expect((await call(inLanguage('fr-FR'))).status).toBe(400);
  });

  it('is a guest with the default picture, never cached', async () => {
    const { status, headers, body } = await call(USER);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('vary')).toMatch(/cookie/i);
    expect(body).toEqual(guest);
  });

  const previewUser = {
    userId: PREVIEW_USER_ID,
    isGuest: false,
    name: 'Preview User',
    Picture: {
      Url: versioned(`/sfsites/c/cms/delivery/media/${KEYS.portrait}`),
      AltText: 'Portrait alt',
      ContentKey: KEYS.portrait,
    },
  };

  it("is the site's preview user when signed in to the editor, and a guest again after sign-out", async () => {
    const ana = await signInAs(server, 'ana');
    const signedIn = await call(USER, { headers: { Cookie: ana.cookie } });
    expect(signedIn.body).toEqual(previewUser);
    const signOut = await server.fetch('/editor/sign-out', {
      method: 'POST',
      headers: {
        Cookie: ana.cookie,
        'x-csrf-token': ana.csrfToken,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(signOut.status).toBe(204);
    expect((await call(USER, { headers: { Cookie: ana.cookie } })).body).toEqual(guest);
  });

  it("is the preview user to a preview link's reviewer while there are drafts", async () => {
    const ana = await signInAs(server, 'ana');
    const made = await ana.api(server, 'POST', '/preview-links', {
      path: '/about',
      expiresInHours: 1,
    });
    const { url } = (await made.json()) as { url: string };
    const reviewer = sessionPairOf(await server.fetch(url), 'editor_preview');
    // No drafts: the reviewer sees the published site, as a guest.
    expect((await call(USER, { headers: { Cookie: reviewer } })).body).toEqual(guest);
    const file = (await (await ana.api(server, 'GET', `/files/${NEWS}`)).json()) as {
      revision: number;
      body: Record<string, unknown>;
    };
    const saved = await ana.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title: 'A drafted title' },
      revision: 0,
      baseRevision: file.revision,
    });
    expect(saved.status).toBe(200);
    try {
      expect((await call(USER, { headers: { Cookie: reviewer } })).body).toEqual(previewUser);
    } finally {
      await ana.api(server, 'DELETE', `/drafts/${NEWS}?revision=1`);
    }
  });

  it('is a guest for a session the store does not know, and for the old preview cookie', async () => {
    for (const cookie of [`editor_session=${'A'.repeat(43)}`, 'preview_user=1.abc']) {
      expect((await call(USER, { headers: { Cookie: cookie } })).body, cookie).toEqual(guest);
    }
    expect((await server.fetch('/dev/sign-in', { redirect: 'manual' })).status).toBe(404);
  });

  it('scopes the sign-in and picture urls to the base path', async () => {
    const based = await startTestServer({ contentDir: servers.contentDir, basePath: '/site' });
    try {
      const form = await based.fetch('/site/editor');
      expect(await form.text()).toContain('action="/site/editor/sign-in"');
      const ana = await signInAs(based, 'ana');
      const user = await call(USER, { headers: { Cookie: ana.cookie } }, based);
      expect((user.body as { Picture: { Url: string } }).Picture.Url).toEqual(
        versioned(`/site/sfsites/c/cms/delivery/media/${KEYS.portrait}`),
      );
      const guestUser = await call(USER, {}, based);
      expect((guestUser.body as { Picture: { Url: string } }).Picture.Url).toEqual(
        versioned(`/site/sfsites/c/cms/delivery/media/${KEYS.banner}`),
      );
    } finally {
      await based.close();
    }
  });
});

describe('server method errors', () => {
  it.each([
    ['an unknown class', apex('NoSuchController/grabCarouselStyles')],
    ['an unknown method', apex('AdminPanelController/deleteEverything')],
    ['a method of another class', apex('SiteUserController/grabCarouselStyles')],
    ['a prototype property', apex('__proto__/constructor')],
    ['a namespaced class that does not exist', apex('ns__AdminPanelController/grabCarouselStyles')],
  ])('answers 404 with errorMessage for %s', async (_label, path) => {
    await expectApexError(call(path), 404, /No Apex method .* is available to this site\./);
    await expectApexError(call(path, post('{}')), 404, /No Apex method/);
  });

  it('answers 404 for another version or a malformed path', async () => {
    await expectApexError(
      call('/lwr/apex/v63.0/AdminPanelController/grabCarouselStyles'),
      404,
      /does not exist/,
    );
    await expectApexError(call('/lwr/apex/v64.0/AdminPanelController'), 404, /does not exist/);
  });

  it.each([
    ['not JSON', '{oops', /'methodParams' parameter is not valid JSON/],
    ['an array', '[1,2]', /must be a JSON object of named parameters/],
    ['a string', '"x"', /must be a JSON object/],
    ['null', 'null', /must be a JSON object/],
    [
      'an unknown parameter',
      '{"recordId":"x"}',
      /Invalid parameters for AdminPanelController\.grabCarouselStyles: unknown parameter 'recordId'/,
    ],
  ])('answers 400 when methodParams is %s', async (_label, params, message) => {
    await expectApexError(
      call(`${STYLES}?methodParams=${encodeURIComponent(params)}`),
      400,
      message,
    );
  });

  it('answers 400 when methodParams is given twice', async () => {
    await expectApexError(
      call(`${STYLES}?methodParams=%7B%7D&methodParams=%7B%7D`),
      400,
      /more than once/,
    );
  });

  it.each([
    ['not JSON', '<xml/>', 'application/xml', /request body is not valid JSON/],
    ['malformed JSON', '{"a":', 'application/json', /request body is not valid JSON/],
    ['an array', '[]', 'application/json', /must be a JSON object/],
    ['an unknown parameter', '{"x":1}', 'application/json', /unknown parameter 'x'/],
  ])('answers 400 when the POST body is %s', async (_label, body, type, message) => {
    await expectApexError(call(USER, post(body, type)), 400, message);
  });

  it('accepts a POST without a body or with JSON sent as text', async () => {
    expect((await call(USER, { method: 'POST' })).status).toBe(200);
    expect((await call(USER, post('{}', 'text/plain'))).status).toBe(200);
  });

  it('answers 413 with errorMessage for a body over the limit', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });
    await expectApexError(call(USER, post(big)), 413, /too large/i);
  });
});
