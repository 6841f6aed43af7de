import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNEL_SUMMARY,
  deliveryClient,
  type WireDocument,
  type WireList,
} from '../../../support/deliveryClient';
import {
  CHANNEL_CONTENTS,
  CHANNEL_ID,
  IDS,
  KEYS,
  SITE_CONTENTS,
  SITE_ID,
  UNKNOWN_KEY,
} from '../../../support/fixtureIds';
import type { TestServer } from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

/** A media url as handed out: the path with its original's `version` (see mediaVersion.ts). */
const versioned = (mediaPath: string): unknown =>
  expect.stringMatching(new RegExp(`^${mediaPath}\\?version=[\\w-]{16}$`)) as unknown;

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

const { get, list, expectError } = deliveryClient(() => server);

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
          url: versioned(`/cms/delivery/media/${KEYS.banner}`),
          source: { type: 'imageReference', ref: { contentKey: KEYS.banner } },
        },
        thumbnail: {
          altText: 'Thumb',
          url: versioned(`/cms/delivery/media/${KEYS.thumb}`),
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
    const bytes = await readFile(path.join(servers.contentDir, 'media', `${KEYS.portrait}.png`));
    expect((body as WireDocument).contentBody).toEqual({
      altText: 'Portrait alt',
      'sfdc_cms:media': {
        source: { type: 'file', mimeType: 'image/png', size: bytes.length },
        url: versioned(`/cms/delivery/media/${KEYS.portrait}`),
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
