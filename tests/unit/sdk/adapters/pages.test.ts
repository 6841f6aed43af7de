import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys, createSdk } from '@about-site/sdk';
import type { GetContentsConfig, ManagedContentCollection } from '@about-site/sdk';
import { ORIGIN, SITE_ID, newsDocument, sitePath } from '../../support/fixtures';

/** A page as the platform answers it: `nextPageUrl` names the next page until the last one. */
function page(keys: string[], pageNumber: number, last: boolean) {
  const url = (n: number) =>
    `${sitePath()}?contentTypeFQN=sfdc_cms__news&page=${String(n)}&pageSize=2`;
  return {
    contents: keys.map((key) => newsDocument(key)),
    currentPageUrl: url(pageNumber),
    nextPageUrl: last ? null : url(pageNumber + 1),
    previousPageUrl: pageNumber > 0 ? url(pageNumber - 1) : null,
  };
}

const config: GetContentsConfig = {
  channelOrSiteId: SITE_ID,
  contentTypeFQN: 'sfdc_cms__news',
  pageSize: 2,
};

function mockPages(): void {
  const query = (n: number) => ({
    contentTypeFQN: 'sfdc_cms__news',
    page: String(n),
    pageSize: '2',
  });
  nock(ORIGIN)
    .get(sitePath())
    .query(query(0))
    .reply(200, page(['MCA', 'MCB'], 0, false));
  nock(ORIGIN)
    .get(sitePath())
    .query(query(1))
    .reply(200, page(['MCC', 'MCD'], 1, false));
  nock(ORIGIN)
    .get(sitePath())
    .query(query(2))
    .reply(200, page(['MCE'], 2, true));
}

async function collect(pages: AsyncIterable<ManagedContentCollection>): Promise<string[][]> {
  const keys: string[][] = [];
  for await (const each of pages) keys.push(each.contents.map((document) => document.contentKey));
  return keys;
}

describe('sdk.pages', () => {
  it('follows nextPageUrl until it is null, a page at a time', async () => {
    mockPages();
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    expect(await collect(sdk.pages(config))).toEqual([['MCA', 'MCB'], ['MCC', 'MCD'], ['MCE']]);
  });

  it('caches each page under its own key: a second walk makes no request', async () => {
    mockPages();
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    await collect(sdk.pages(config));
    for (const n of [0, 1, 2]) {
      expect(sdk.cache.get(cacheKeys.getContents({ ...config, page: n }))?.state).toBe('Fulfilled');
    }
    const again = await collect(sdk.pages(config, { cachePolicy: 'only-if-cached' }));
    expect(again.flat()).toHaveLength(5);
  });

  it('starts at config.page', async () => {
    const query = { contentTypeFQN: 'sfdc_cms__news', page: '2', pageSize: '2' };
    nock(ORIGIN)
      .get(sitePath())
      .query(query)
      .reply(200, page(['MCE'], 2, true));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    expect(await collect(sdk.pages({ ...config, page: 2 }))).toEqual([['MCE']]);
  });

  it('reads no page after its signal aborts, and rejects with an AbortError', async () => {
    const query = { contentTypeFQN: 'sfdc_cms__news', page: '0', pageSize: '2' };
    nock(ORIGIN)
      .get(sitePath())
      .query(query)
      .reply(200, page(['MCA', 'MCB'], 0, false));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    const controller = new AbortController();
    const read: string[] = [];
    const walk = (async () => {
      for await (const each of sdk.pages(config, { signal: controller.signal })) {
        read.push(...each.contents.map((document) => document.contentKey));
        controller.abort();
      }
    })();
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(read).toEqual(['MCA', 'MCB']);
  });

  it('stops when the loop breaks: no further page is read', async () => {
    const query = { contentTypeFQN: 'sfdc_cms__news', page: '0', pageSize: '2' };
    nock(ORIGIN)
      .get(sitePath())
      .query(query)
      .reply(200, page(['MCA', 'MCB'], 0, false));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    for await (const each of sdk.pages(config)) {
      expect(each.contents).toHaveLength(2);
      break;
    }
  });

  it('reads the page an entity-encoded nextPageUrl names, as the platform sends it', async () => {
    const query = (n: number) => ({
      contentTypeFQN: 'sfdc_cms__news',
      page: String(n),
      pageSize: '2',
    });
    const encodedUrl = `${sitePath()}?contentTypeFQN=sfdc_cms__news&amp;page=3&amp;pageSize=2`;
    nock(ORIGIN)
      .get(sitePath())
      .query(query(0))
      .reply(200, { ...page(['MCA', 'MCB'], 0, false), nextPageUrl: encodedUrl });
    nock(ORIGIN)
      .get(sitePath())
      .query(query(3))
      .reply(200, page(['MCG'], 3, true));
    const sdk = createSdk({ retries: 0, baseUrl: ORIGIN });
    expect(await collect(sdk.pages(config))).toEqual([['MCA', 'MCB'], ['MCG']]);
  });
});
