import { beforeAll, describe, expect, it } from 'vitest';
import { editJson } from '../../../support/contentEdits';
import { deliveryClient, type WireDocument, type WireList } from '../../../support/deliveryClient';
import { KEYS, SITE_CONTENTS } from '../../../support/fixtureIds';
import type { TestServer } from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

const servers = useTestServer();
let server: TestServer;

// The fixture site serves en_US (the default) and fr_FR, where news B and the banner picture
// have variants; here it also serves de_DE, which has none, and fr_CA, which falls back to fr_FR.
beforeAll(async () => {
  await editJson(servers.contentDir, 'site.json', (site) => {
    site.languages = ['en_US', 'fr_FR', 'de_DE', 'fr_CA'];
    site.languageFallbacks = { fr_CA: ['fr_FR'] };
  });
  server = await servers.start();
});

const { get, list, expectError } = deliveryClient(() => server);

async function single(query: string, key: string = KEYS.newsB): Promise<WireDocument> {
  const { status, body } = await get(`${SITE_CONTENTS}/${key}${query}`);
  expect(status).toBe(200);
  return body as WireDocument;
}

const servedIn = (doc: WireDocument) => [doc.title, doc.language];

describe('language on a single item', () => {
  it('serves the variant asked for, saying so in language', async () => {
    const doc = await single('?language=fr_FR');
    expect(servedIn(doc)).toEqual(['Actualité B', 'fr_FR']);
    expect(doc).toMatchObject({
      contentKey: KEYS.newsB,
      urlName: 'actualite-b',
      publishedDate: '2021-02-01T10:00:00.000Z',
      contentBody: { excerpt: "Résumé de l'actualité B", body: '&lt;p&gt;B en français&lt;/p&gt;' },
    });
  });

  it('serves the default, saying en_US, for a served language without a variant', async () => {
    expect(servedIn(await single('?language=de_DE'))).toEqual(['News B', 'en_US']);
    expect(servedIn(await single('?language=fr_FR', KEYS.newsA))).toEqual(['News A', 'en_US']);
  });

  it('follows the fallback chain: fr_CA is served the fr_FR variant', async () => {
    expect(servedIn(await single('?language=fr_CA'))).toEqual(['Actualité B', 'fr_FR']);
  });

  it('serves the default for a language the site does not serve, and without language', async () => {
    expect(servedIn(await single('?language=es_ES'))).toEqual(['News B', 'en_US']);
    expect(servedIn(await single(''))).toEqual(['News B', 'en_US']);
  });

  it('refuses a language not written as a locale, as the platform does', async () => {
    await expectError(
      `${SITE_CONTENTS}/${KEYS.newsB}?language=french`,
      400,
      'ILLEGAL_QUERY_PARAMETER_VALUE',
      "Invalid value 'french' for parameter 'language': enter a language like en_US.",
    );
  });

  it('resolves the references in the language asked for', async () => {
    const doc = await single('?language=fr_FR&referenceDepth=1&expandReferences=true');
    const references = doc.references as Record<string, WireDocument>;
    expect(servedIn(references[KEYS.banner]!)).toEqual(['Image de bannière', 'fr_FR']);
    expect(references[KEYS.banner]?.contentBody).toMatchObject({
      altText: 'Texte alternatif de la bannière',
    });
    expect(servedIn(references[KEYS.thumb]!)).toEqual(['Thumb', 'en_US']);
    const english = await single('?referenceDepth=1&expandReferences=true');
    const englishReferences = english.references as Record<string, WireDocument>;
    expect(servedIn(englishReferences[KEYS.banner]!)).toEqual(['Banner picture', 'en_US']);
  });
});

describe('language on the list', () => {
  const news = '?contentTypeFQN=sfdc_cms__news&includeContentBody=true';

  it('serves each document in its best language, mixing them on a page', async () => {
    const page = await list(`${news}&language=fr_FR`);
    expect(page.contents.map(servedIn)).toEqual([
      ['News A', 'en_US'],
      ['Actualité B', 'fr_FR'],
      ['News C', 'en_US'],
    ]);
    const german = await list(`${news}&language=de_DE`);
    expect(german.contents.map(servedIn)).toEqual([
      ['News A', 'en_US'],
      ['News B', 'en_US'],
      ['News C', 'en_US'],
    ]);
  });

  it('keeps language in the paging urls, and every page is served in it', async () => {
    const first = await list(`${news}&language=fr_CA&pageSize=1&page=1`);
    expect(first.contents.map(servedIn)).toEqual([['Actualité B', 'fr_FR']]);
    for (const pageUrl of [first.currentPageUrl, first.nextPageUrl, first.previousPageUrl]) {
      expect(new URL(pageUrl ?? '', 'http://x').searchParams.get('language')).toBe('fr_CA');
    }
    const next = (await get(first.nextPageUrl ?? '')).body as WireList;
    expect(next.contents.map(servedIn)).toEqual([['News C', 'en_US']]);
  });

  it('finds listed keys in the language, and resolves the references in it', async () => {
    const page = await list(
      `?contentKeys=${KEYS.newsB},${KEYS.collection}&language=fr_FR&referenceDepth=1`,
    );
    expect(page.contents.map(servedIn)).toEqual([
      ['Actualité B', 'fr_FR'],
      ['Inventory Management', 'en_US'],
    ]);
    expect(page.references?.[KEYS.banner]?.language).toBe('fr_FR');
    expect(page.references?.[KEYS.newsA]?.language).toBe('en_US');
  });
});

describe('showAbsoluteUrl on a single item', () => {
  it("changes nothing on the site's channel, as on the platform (public channels only)", async () => {
    const plain = await single('');
    for (const query of ['?showAbsoluteUrl=true', '?showAbsoluteUrl=false']) {
      const doc = await single(query);
      expect(doc).toEqual(plain);
      expect(doc.unauthenticatedUrl).toBeNull();
      expect((doc.contentBody?.bannerImage as { url: string }).url).toMatch(
        /^\/cms\/delivery\/media\//,
      );
    }
  });

  it('refuses a value other than true or false', async () => {
    await expectError(
      `${SITE_CONTENTS}/${KEYS.newsB}?showAbsoluteUrl=yes`,
      400,
      'ILLEGAL_QUERY_PARAMETER_VALUE',
      "Invalid value 'yes' for parameter 'showAbsoluteUrl': enter true or false.",
    );
  });
});
