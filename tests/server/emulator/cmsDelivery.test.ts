import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContentDir } from '../helpers/fixtureContent';
import {
  CHANNEL_CONTENTS,
  CHANNEL_ID,
  IDS,
  KEYS,
  SITE_CONTENTS,
  SITE_ID,
  UNKNOWN_KEY,
} from '../helpers/fixtureIds';
import { platformError, startTestServer, type TestServer } from '../helpers/testServer';

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;

beforeAll(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  server = await startTestServer({ contentDir });
});
afterAll(async () => {
  await server.close();
  await cleanup();
});

interface WireDocument {
  contentKey: string;
  managedContentId: string;
  title: string;
  contentBody?: Record<string, unknown>;
  resourceUrl: string;
  [key: string]: unknown;
}

interface WireList {
  contents: WireDocument[];
  currentPageUrl: string;
  nextPageUrl: string | null;
  previousPageUrl: string | null;
  references: Record<string, WireDocument> | null;
  referencesList?: WireDocument[] | null;
  [key: string]: unknown;
}

async function get(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url(pathAndQuery), { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

async function list(query = '', base = SITE_CONTENTS): Promise<WireList> {
  const { status, body } = await get(`${base}${query}`);
  expect(status).toBe(200);
  return body as WireList;
}

async function expectError(
  pathAndQuery: string,
  status: number,
  errorCode: string,
  message: RegExp | string,
) {
  const response = await get(pathAndQuery);
  expect(response.status, pathAndQuery).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json;charset=UTF-8');
  const error = platformError(response.body);
  expect(error.errorCode).toBe(errorCode);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
}

const CHANNEL_SUMMARY = {
  domainUrl: 'https://fixture.example.com',
  id: CHANNEL_ID,
  name: 'Fixture Channel',
  resourceUrl: `/services/data/v64.0/connect/cms/delivery/channels/${CHANNEL_ID}`,
  target: { id: SITE_ID },
  type: 'Community',
};

describe('single managed content item', () => {
  it('returns the whole delivery document by site', async () => {
    const { status, headers, body } = await get(`${SITE_CONTENTS}/${KEYS.newsB}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(body).toEqual({
      channelSummary: CHANNEL_SUMMARY,
      contentBody: {
        excerpt: 'News B excerpt',
        body: '&lt;p&gt;B&lt;/p&gt;',
        bannerImage: {
          altText: 'Banner',
          url: `/cms/delivery/media/${KEYS.banner}`,
          source: { type: 'imageReference', ref: { contentKey: KEYS.banner } },
        },
        thumbnail: {
          altText: 'Thumb',
          url: `/cms/delivery/media/${KEYS.thumb}`,
          source: { type: 'imageReference', ref: { contentKey: KEYS.thumb } },
        },
      },
      contentKey: KEYS.newsB,
      contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
      language: 'en_US',
      managedContentId: IDS.newsB,
      publishedDate: '2021-02-01T10:00:00.000Z',
      references: null,
      resourceUrl: `${SITE_CONTENTS}/${KEYS.newsB}`,
      title: 'News B',
      unauthenticatedUrl: null,
      urlName: 'news-b',
    });
  });

  it('answers by channel with channel resource urls', async () => {
    const { status, body } = await get(`${CHANNEL_CONTENTS}/${KEYS.newsB}`);
    expect(status).toBe(200);
    expect((body as WireDocument).resourceUrl).toBe(`${CHANNEL_CONTENTS}/${KEYS.newsB}`);
    expect((body as WireDocument).channelSummary).toEqual(CHANNEL_SUMMARY);
  });

  it.each([
    ['the 18-character managed content id', IDS.newsA],
    ['the 15-character managed content id', IDS.newsA.slice(0, 15)],
  ])('finds a document by %s', async (_label, id) => {
    const { status, body } = await get(`${SITE_CONTENTS}/${id}`);
    expect(status).toBe(200);
    expect((body as WireDocument).contentKey).toBe(KEYS.newsA);
  });

  it('gives an image its media source with the real file size and type', async () => {
    const { body } = await get(`${SITE_CONTENTS}/${KEYS.portrait}`);
    const bytes = await readFile(path.join(contentDir, 'media', `${KEYS.portrait}.png`));
    expect((body as WireDocument).contentBody).toEqual({
      altText: 'Portrait alt',
      'sfdc_cms:media': {
        source: { type: 'file', mimeType: 'image/png', size: bytes.length },
        url: `/cms/delivery/media/${KEYS.portrait}`,
      },
    });
  });

  it('entity-encodes RichText unless X-Chatter-Entity-Encoding is false', async () => {
    const encoded = await get(`${SITE_CONTENTS}/${KEYS.newsA}`);
    expect((encoded.body as WireDocument).contentBody?.body).toBe(
      '&lt;p&gt;Tom &amp; &quot;Jerry&#39;s&quot; &#92; path&lt;/p&gt;',
    );
    expect((encoded.body as WireDocument).contentBody?.excerpt).toBe('News A excerpt');
    const raw = await get(`${SITE_CONTENTS}/${KEYS.newsA}`, {
      'X-Chatter-Entity-Encoding': 'false',
    });
    expect((raw.body as WireDocument).contentBody?.body).toBe('<p>Tom & "Jerry\'s" \\ path</p>');
  });

  it('returns the collection body with its items', async () => {
    const { body } = await get(`${SITE_CONTENTS}/${KEYS.collection}`);
    expect((body as WireDocument).contentBody).toEqual({
      description: 'Fixture collection',
      collection: {
        type: 'sfdc_cms__news',
        items: [KEYS.newsA, KEYS.newsB, KEYS.newsC].map((key) => ({ contentKey: key, _id: key })),
      },
    });
  });

  it('lists references as summaries at depth 1 and with bodies when expanded', async () => {
    const { body } = await get(`${SITE_CONTENTS}/${KEYS.newsA}?referenceDepth=1`);
    const references = (body as WireList).references!;
    expect(Object.keys(references).sort()).toEqual([KEYS.banner, KEYS.thumb].sort());
    expect(references[KEYS.banner]).toMatchObject({
      contentKey: KEYS.banner,
      title: 'Banner picture',
    });
    expect(references[KEYS.banner]).not.toHaveProperty('contentBody');
    const expanded = await get(
      `${SITE_CONTENTS}/${KEYS.newsA}?referenceDepth=1&expandReferences=true`,
    );
    expect((expanded.body as WireList).references![KEYS.banner]?.contentBody).toHaveProperty(
      'sfdc_cms:media',
    );
  });

  it('follows references as deep as asked', async () => {
    const one = await get(`${SITE_CONTENTS}/${KEYS.collection}?referenceDepth=1`);
    expect(Object.keys((one.body as WireList).references!).sort()).toEqual(
      [KEYS.newsA, KEYS.newsB, KEYS.newsC].sort(),
    );
    const two = await get(`${SITE_CONTENTS}/${KEYS.collection}?referenceDepth=2`);
    expect(Object.keys((two.body as WireList).references!).sort()).toEqual(
      [KEYS.newsA, KEYS.newsB, KEYS.newsC, KEYS.banner, KEYS.thumb].sort(),
    );
  });

  it('puts references in referencesList when asked', async () => {
    const { body } = await get(
      `${SITE_CONTENTS}/${KEYS.newsC}?referenceDepth=1&referencesAsList=true`,
    );
    expect((body as WireList).references).toBeNull();
    expect((body as WireList).referencesList?.map((doc) => doc.contentKey)).toEqual([KEYS.banner]);
  });

  it('answers 404 NOT_FOUND for an unknown or malformed key', async () => {
    for (const key of [
      UNKNOWN_KEY,
      '20Y000000000000AAA',
      'not-a-key',
      'mcuJZDEGXDNCF32EPF3DHODZDOCI',
    ]) {
      await expectError(
        `${SITE_CONTENTS}/${key}`,
        404,
        'NOT_FOUND',
        'The requested resource does not exist',
      );
    }
  });

  it('rejects a bad referenceDepth and language', async () => {
    await expectError(
      `${SITE_CONTENTS}/${KEYS.newsA}?referenceDepth=4`,
      400,
      'ILLEGAL_QUERY_PARAMETER_VALUE',
      /'referenceDepth'.*0 to 3/,
    );
    await expectError(
      `${SITE_CONTENTS}/${KEYS.newsA}?language=english`,
      400,
      'ILLEGAL_QUERY_PARAMETER_VALUE',
      /'language'/,
    );
  });
});

describe('site and channel ids', () => {
  it.each([
    [
      'a malformed site id',
      `/services/data/v64.0/connect/sites/0DMbad/cms/delivery/contents`,
      '0DMbad',
    ],
    [
      'a channel id on the site path',
      `/services/data/v64.0/connect/sites/${CHANNEL_ID}/cms/delivery/contents`,
      CHANNEL_ID,
    ],
    [
      'a site id on the channel path',
      `/services/data/v64.0/connect/cms/delivery/channels/${SITE_ID}/contents/${KEYS.newsA}`,
      SITE_ID,
    ],
    [
      'an id with symbols',
      `/services/data/v64.0/connect/sites/0DM5f000000bnV%3CGA/cms/delivery/contents`,
      '0DM5f000000bnV<GA',
    ],
  ])('answers 400 INVALID_ID_FIELD for %s', async (_label, url, id) => {
    await expectError(url, 400, 'INVALID_ID_FIELD', `Invalid identifier: ${id}`);
  });

  it('answers 404 for a well-formed id of another site or channel', async () => {
    await expectError(
      `/services/data/v64.0/connect/sites/0DM5f000000zzzzGAY/cms/delivery/contents`,
      404,
      'NOT_FOUND',
      /does not exist/,
    );
    await expectError(
      `/services/data/v64.0/connect/cms/delivery/channels/0ap5f000000zzzzAAK/contents`,
      404,
      'NOT_FOUND',
      /does not exist/,
    );
  });

  it('accepts the 15-character form of the site id', async () => {
    const body = await list(
      '',
      `/services/data/v64.0/connect/sites/${SITE_ID.slice(0, 15)}/cms/delivery/contents`,
    );
    expect(body.contents.length).toBeGreaterThan(0);
  });

  it('answers 404 for another API version', async () => {
    await expectError(
      `/services/data/v63.0/connect/sites/${SITE_ID}/cms/delivery/contents`,
      404,
      'NOT_FOUND',
      /does not exist/,
    );
  });
});

describe('list of managed content', () => {
  it('lists every document, newest first, without bodies or a total', async () => {
    const body = await list();
    expect(body.channelSummary).toEqual(CHANNEL_SUMMARY);
    expect(body.contents.map((doc) => doc.title)).toEqual([
      'News A',
      'News B',
      'News C',
      'Thumb',
      'Portrait',
      'Banner picture',
      'Inventory Management',
    ]);
    for (const doc of body.contents) {
      expect(doc).not.toHaveProperty('contentBody');
      expect(doc).not.toHaveProperty('channelSummary');
      expect(doc.resourceUrl).toBe(`${SITE_CONTENTS}/${doc.contentKey}`);
    }
    expect(body).not.toHaveProperty('total');
    expect(body.references).toBeNull();
    expect(body).not.toHaveProperty('referencesList');
    expect(body.currentPageUrl).toBe(`${SITE_CONTENTS}?page=0&pageSize=25`);
    expect(body.nextPageUrl).toBeNull();
    expect(body.previousPageUrl).toBeNull();
  });

  it('accepts the path with a trailing slash and keeps it in the paging urls', async () => {
    const body = await list('?pageSize=2', `${SITE_CONTENTS}/`);
    expect(body.contents).toHaveLength(2);
    expect(body.nextPageUrl).toBe(`${SITE_CONTENTS}/?page=1&pageSize=2`);
  });

  it('lists by channel too', async () => {
    const body = await list('?pageSize=1', CHANNEL_CONTENTS);
    expect(body.contents[0]?.resourceUrl).toBe(`${CHANNEL_CONTENTS}/${KEYS.newsA}`);
  });

  it('includes bodies with includeContentBody=true', async () => {
    const body = await list(`?includeContentBody=true&contentKeys=${KEYS.newsC}`);
    expect(body.contents[0]?.contentBody).toMatchObject({
      excerpt: 'News C excerpt',
      body: '&lt;p&gt;C&lt;/p&gt;',
    });
  });

  it('filters by content keys in the order given, dropping unknown and repeated keys', async () => {
    const keys = [KEYS.newsC, UNKNOWN_KEY, KEYS.banner, KEYS.newsC, IDS.newsA, ''].join(',');
    const body = await list(`?contentKeys=${keys}`);
    expect(body.contents.map((doc) => doc.contentKey)).toEqual([KEYS.newsC, KEYS.banner]);
  });

  it('accepts contentKeys given more than once', async () => {
    const body = await list(`?contentKeys=${KEYS.newsC}&contentKeys=${KEYS.newsB}`);
    expect(body.contents.map((doc) => doc.contentKey)).toEqual([KEYS.newsC, KEYS.newsB]);
  });

  it('filters by managed content ids and by content type', async () => {
    const byId = await list(`?managedContentIds=${IDS.newsB},${IDS.banner.slice(0, 15)}`);
    expect(byId.contents.map((doc) => doc.contentKey)).toEqual([KEYS.newsB, KEYS.banner]);
    const images = await list('?contentTypeFQN=sfdc_cms__image');
    expect(images.contents.map((doc) => doc.contentKey)).toEqual([
      KEYS.thumb,
      KEYS.portrait,
      KEYS.banner,
    ]);
    const none = await list('?contentTypeFQN=sfdc_cms__document');
    expect(none.contents).toEqual([]);
  });

  it('pages from 0 with next and previous urls that keep the filters', async () => {
    const query = '?contentTypeFQN=sfdc_cms__news&includeContentBody=true&pageSize=2';
    const first = await list(query);
    expect(first.contents.map((doc) => doc.title)).toEqual(['News A', 'News B']);
    const keep = 'contentTypeFQN=sfdc_cms__news&includeContentBody=true';
    expect(first.currentPageUrl).toBe(`${SITE_CONTENTS}?${keep}&page=0&pageSize=2`);
    expect(first.nextPageUrl).toBe(`${SITE_CONTENTS}?${keep}&page=1&pageSize=2`);
    expect(first.previousPageUrl).toBeNull();
    const second = await list(`${query}&page=1`);
    expect(second.contents.map((doc) => doc.title)).toEqual(['News C']);
    expect(second.nextPageUrl).toBeNull();
    expect(second.previousPageUrl).toBe(`${SITE_CONTENTS}?${keep}&page=0&pageSize=2`);
    const beyond = await list(`${query}&page=9`);
    expect(beyond.contents).toEqual([]);
    expect(beyond.nextPageUrl).toBeNull();
  });

  it('follows the next page url to the end', async () => {
    let url: string | null = `${SITE_CONTENTS}?pageSize=3`;
    const titles: string[] = [];
    while (url) {
      const body = (await (await fetch(`${server.origin}${url}`)).json()) as WireList;
      titles.push(...body.contents.map((doc) => doc.title));
      url = body.nextPageUrl;
    }
    expect(titles).toHaveLength(7);
  });

  it('gathers references of the whole page', async () => {
    const body = await list(`?contentKeys=${KEYS.newsA},${KEYS.newsC}&referenceDepth=1`);
    expect(Object.keys(body.references!).sort()).toEqual([KEYS.banner, KEYS.thumb].sort());
  });

  it('ignores unknown parameters', async () => {
    const body = await list('?foo=bar&showAbsoluteUrl=true&pageSize=1&x[y]=1');
    expect(body.contents).toHaveLength(1);
    expect(body.currentPageUrl).toBe(`${SITE_CONTENTS}?page=0&pageSize=1`);
  });

  it('accepts a language and keeps it in the paging urls', async () => {
    const body = await list('?language=fr_FR&pageSize=1');
    expect(body.contents).toHaveLength(1);
    expect(body.nextPageUrl).toBe(`${SITE_CONTENTS}?language=fr_FR&page=1&pageSize=1`);
  });

  it('allows 250 per page without bodies and 25 with them', async () => {
    expect((await list('?pageSize=250')).contents).toHaveLength(7);
    expect((await list('?pageSize=25&includeContentBody=true')).contents).toHaveLength(7);
  });

  it('allows 50 content keys and 100 managed content ids', async () => {
    const keys = Array.from(
      { length: 49 },
      (_, i) => `MC${'A'.repeat(24)}${String.fromCharCode(65 + (i % 26))}${i < 26 ? 'B' : 'C'}`,
    );
    expect((await list(`?contentKeys=${[...keys, KEYS.newsA].join(',')}`)).contents).toHaveLength(
      1,
    );
    const ids = Array.from({ length: 100 }, (_, i) => `20Y${String(i).padStart(15, '0')}`);
    expect((await list(`?managedContentIds=${ids.join(',')}`)).contents).toHaveLength(0);
  });
});

describe('list parameter errors', () => {
  const illegal = 'ILLEGAL_QUERY_PARAMETER_VALUE';

  it.each([
    ['pageSize=0', /'pageSize'.*1 to 250/],
    ['pageSize=251', /'pageSize'.*1 to 250/],
    ['pageSize=2.5', /'pageSize'/],
    ['pageSize=', /'pageSize'/],
    ['page=-1', /'page'/],
    ['page=abc', /Invalid value 'abc' for parameter 'page'/],
    ['page=1&page=2', /'page' was given more than once/],
    ['includeContentBody=yes', /'includeContentBody'.*true or false/],
    ['expandReferences=1', /'expandReferences'/],
    ['referenceDepth=-1', /'referenceDepth'/],
    [
      'includeContentBody=true&pageSize=26',
      /'pageSize'.*at most 25 when includeContentBody or expandReferences/,
    ],
    ['expandReferences=true&pageSize=26', /'pageSize'.*at most 25/],
    ['language=en-US', /'language'/],
    [
      `contentKeys=${KEYS.newsA}&managedContentIds=${IDS.newsA}`,
      /either 'contentKeys' or 'managedContentIds'/,
    ],
  ])('rejects %s', async (query, message) => {
    await expectError(`${SITE_CONTENTS}?${query}`, 400, illegal, message);
  });

  it('rejects more than 50 content keys and 100 managed content ids', async () => {
    const keys = Array.from({ length: 51 }, (_, i) => `MC${String(i).padStart(26, 'A')}`);
    await expectError(
      `${SITE_CONTENTS}?contentKeys=${keys.join(',')}`,
      400,
      illegal,
      "Too many values for parameter 'contentKeys': 51 given, at most 50 allowed.",
    );
    const ids = Array.from({ length: 101 }, (_, i) => `20Y${String(i).padStart(15, '0')}`);
    await expectError(
      `${SITE_CONTENTS}?managedContentIds=${ids.join(',')}`,
      400,
      illegal,
      /'managedContentIds': 101 given, at most 100/,
    );
  });

  it('keeps echoed values short', async () => {
    const { body } = await get(`${SITE_CONTENTS}?page=${'9'.repeat(5000)}`);
    expect(platformError(body).message.length).toBeLessThan(200);
  });
});
