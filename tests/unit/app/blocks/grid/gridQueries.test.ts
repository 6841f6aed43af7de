import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import { gridPageQuery, gridSourceKey } from '../../../../../app/blocks/grid/gridQueries';
import {
  API,
  CONTENTS_PATH,
  SITE_ID,
  contentKey,
  makeGridSdk,
  mockNewsPage,
  newsDocument,
} from '../../../support/gridFixtures';

const news = { contentTypeFQN: 'sfdc_cms__news' };

describe('gridPageQuery', () => {
  it('is a getContents read of one page with bodies', () => {
    const query = gridPageQuery(SITE_ID, news, 3, 2);
    const config = {
      channelOrSiteId: SITE_ID,
      contentTypeFQN: 'sfdc_cms__news',
      page: 2,
      pageSize: 3,
      includeContentBody: true,
    };
    expect(query.page).toBe(2);
    expect(query.config).toEqual(config);
    expect(query.key).toBe(cacheKeys.getContents(config));
  });

  it('reads keyed sources by content keys, sent comma-joined', async () => {
    const keys = [contentKey('KEYA'), contentKey('KEYB')];
    const scope = nock(API)
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.join(','), page: '0', pageSize: '6', includeContentBody: 'true' })
      .reply(200, { contents: [newsDocument('KEYA')], currentPageUrl: '', nextPageUrl: null });
    const sdk = makeGridSdk();
    const query = gridPageQuery(SITE_ID, { contentKeys: keys }, 6, 0);

    await query.load(sdk);

    expect(scope.isDone()).toBe(true);
    expect(sdk.cache.get(query.key)?.state).toBe('Fulfilled');
  });

  it('reloads past the cache (no-cache), so a retry reaches the platform after a cached 404', async () => {
    nock(API)
      .get(CONTENTS_PATH)
      .query(true)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    mockNewsPage([newsDocument('BACK')], { page: 0, pageSize: 2, last: true });
    const sdk = makeGridSdk();
    const query = gridPageQuery(SITE_ID, news, 2, 0);

    await expect(query.load(sdk)).rejects.toMatchObject({ status: 404 });
    // The default policy answers a cached 404 itself, without a request.
    await expect(query.load(sdk)).rejects.toMatchObject({ status: 404 });
    const page = await query.reload(sdk);

    expect(page.contents.map((document) => document.contentKey)).toEqual([contentKey('BACK')]);
    expect(sdk.cache.get(query.key)).toMatchObject({ state: 'Fulfilled', error: undefined });
  });
});

describe('gridSourceKey', () => {
  it('names the list by source and page size', () => {
    expect(gridSourceKey(news, 3)).toBe(gridSourceKey({ contentTypeFQN: 'sfdc_cms__news' }, 3));
    expect(gridSourceKey(news, 3)).not.toBe(gridSourceKey(news, 4));
    expect(gridSourceKey(news, 3)).not.toBe(gridSourceKey({ contentKeys: ['MCA'] }, 3));
  });
});
