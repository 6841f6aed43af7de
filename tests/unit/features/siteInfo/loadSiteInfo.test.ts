import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { loadSiteInfo, selectSiteInfo } from '../../../../app/features/siteInfo';
import { API_ORIGIN, makeTestStore } from '../../../support/testStore';

const PATH = '/lwr/apex/v64.0/WebsiteHelperController/getContentTwo';

describe('site helper content', () => {
  it('reads the helper content once through a cacheable server method call', async () => {
    nock(API_ORIGIN, { reqheaders: { 'x-sfdc-allow-continuation': 'false' } })
      .get(PATH)
      .reply(200, {
        companyName: 'Quayline Software, Inc.',
        productName: 'FieldLedger',
        socialLinks: [],
      });
    const { store } = makeTestStore();
    await store.dispatch(loadSiteInfo());
    await store.dispatch(loadSiteInfo());
    expect(selectSiteInfo(store.getState())).toMatchObject({
      companyName: 'Quayline Software, Inc.',
      tagline: '',
    });
  });

  it('stores a failure for content of the wrong shape', async () => {
    nock(API_ORIGIN).get(PATH).reply(200, { companyName: '' });
    const { store } = makeTestStore();
    await store.dispatch(loadSiteInfo());
    expect(store.getState().siteInfo.status).toBe('failed');
  });
});
