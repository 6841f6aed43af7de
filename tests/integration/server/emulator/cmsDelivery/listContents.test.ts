import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_SUMMARY, deliveryClient, type WireList } from '../../../support/deliveryClient';
import {
  CHANNEL_CONTENTS,
  IDS,
  KEYS,
  SITE_CONTENTS,
  UNKNOWN_KEY,
} from '../../../support/fixtureIds';
import { platformError, type TestServer } from '../../../support/testServer';
import { useTestServer } from '../../../support/useTestServer';

const servers = useTestServer();
let server: TestServer;

beforeAll(async () => {
  server = await servers.start();
});

const { get, list, expectError } = deliveryClient(() => server);

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
      const body = (await (await server.fetch(url)).json()) as WireList;
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
