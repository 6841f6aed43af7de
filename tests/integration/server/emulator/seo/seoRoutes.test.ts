import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_ID, KEYS, SITE_ID } from '../../../support/fixtureIds';
import { platformError, type TestServer } from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

const seoPath = (recordId: string, version = 'v64.0', community = COMMUNITY_ID) =>
  `/services/data/${version}/connect/communities/${community}/seo/properties/${recordId}`;

async function get(path: string) {
  const response = await server.fetch(server.url(path));
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

describe('SEO properties', () => {
  it('returns the record with only the requested fields', async () => {
    const { status, headers, body } = await get(
      `${seoPath('about')}?fields=Title,Description,Missing`,
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json;charset=UTF-8');
    expect(body).toEqual({
      recordId: 'about',
      recordName: 'About',
      objectName: 'Page',
      fields: { Title: 'About us', Description: 'Who we are' },
      hrefLangUrls: {
        en_US: 'https://fixture.example.com/about',
        fr_FR: 'https://fixture.example.com/fr/about',
      },
      canonicalUrl: 'https://fixture.example.com/about',
      isSeoIndexed: true,
    });
  });

  it('answers in a language: its translated fields, and its own canonical url', async () => {
    const { body } = await get(`${seoPath('about')}?fields=Title,Description,Name&language=fr_FR`);
    expect(body).toMatchObject({
      // Name has no translation: it stays in the default language.
      fields: { Title: 'À propos de nous', Description: 'Qui sommes-nous', Name: 'About' },
      hrefLangUrls: {
        en_US: 'https://fixture.example.com/about',
        fr_FR: 'https://fixture.example.com/fr/about',
      },
      canonicalUrl: 'https://fixture.example.com/fr/about',
    });
  });

  it('lists only the languages a page is served in, and gives others the default canonical', async () => {
    // The fixture's About view has a French translation and no German one.
    const { body } = await get(`${seoPath(KEYS.newsA)}?fields=Title&language=fr_FR`);
    expect(body).toMatchObject({
      objectName: 'ManagedContent',
      hrefLangUrls: {
        en_US: `https://fixture.example.com/sfdc_cms__news/${KEYS.newsA}`,
        fr_FR: '',
      },
      canonicalUrl: `https://fixture.example.com/sfdc_cms__news/${KEYS.newsA}`,
    });
  });

  it("gives an article's title in its variant's language and lists its variants", async () => {
    const { body } = await get(`${seoPath(KEYS.newsB)}?fields=Title&language=fr_FR`);
    const article = `sfdc_cms__news/${KEYS.newsB}`;
    expect(body).toMatchObject({
      recordId: KEYS.newsB,
      hrefLangUrls: {
        en_US: `https://fixture.example.com/${article}`,
        fr_FR: `https://fixture.example.com/fr/${article}`,
      },
      canonicalUrl: `https://fixture.example.com/fr/${article}`,
    });
    const english = await get(`${seoPath(KEYS.newsB)}?fields=Title`);
    expect((english.body as { fields: { Title: string } }).fields.Title).not.toBe(
      (body as { fields: { Title: string } }).fields.Title,
    );
  });

  it('refuses a language not in the locale form', async () => {
    const { status, body } = await get(`${seoPath('about')}?language=fr-FR`);
    expect(status).toBe(400);
    expect(platformError(body).errorCode).toBe('ILLEGAL_QUERY_PARAMETER_VALUE');
  });

  it('returns no fields when none are asked for, and no assistant inputs', async () => {
    const { body } = await get(seoPath('about'));
    expect((body as { fields: unknown }).fields).toEqual({});
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('customHeadTags');
  });

  it.each(['v64.0', 'v58.0', 'v41.0'])('answers at API version %s', async (version) => {
    expect((await get(seoPath('about', version))).status).toBe(200);
  });

  it('accepts the 15-character community id', async () => {
    expect((await get(seoPath('about', 'v64.0', COMMUNITY_ID.slice(0, 15)))).status).toBe(200);
  });

  it.each([
    ['an unknown record', seoPath('contact')],
    ['an unknown API version', seoPath('about', 'v65.0')],
    ['a malformed API version', seoPath('about', '64')],
    ['another community', seoPath('about', 'v64.0', '0DB5f000000zzzzGAG')],
  ])('answers 404 NOT_FOUND for %s', async (_label, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(platformError(body)).toEqual({
      errorCode: 'NOT_FOUND',
      message: 'The requested resource does not exist',
    });
  });

  it.each([
    ['a site id', SITE_ID],
    ['a malformed id', '0DB123'],
  ])('answers 400 INVALID_ID_FIELD for %s in place of the community id', async (_label, id) => {
    const { status, body } = await get(seoPath('about', 'v64.0', id));
    expect(status).toBe(400);
    expect(platformError(body)).toEqual({
      errorCode: 'INVALID_ID_FIELD',
      message: `Invalid identifier: ${id}`,
    });
  });

  it('rejects fields given twice', async () => {
    const { status, body } = await get(`${seoPath('about')}?fields=Title&fields=Name`);
    expect(status).toBe(400);
    expect(platformError(body).errorCode).toBe('ILLEGAL_QUERY_PARAMETER_VALUE');
  });
});
