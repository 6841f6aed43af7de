import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createPageSdk } from '../../../app/pageSdk';
import { makePageStore } from '../../../app/pageStore';
import { API_ORIGIN, SITE_ID, testConfig } from '../../support/testStore';

describe('createPageSdk', () => {
  it("calls the platform at the API version of the site's current release", async () => {
    const config = {
      ...testConfig,
      apiOrigin: API_ORIGIN,
      currentRelease: { apiVersion: 'v62.0', release: 252 },
    };
    const key = 'MCPAGESDKRELEASEAAAAAAAAAAAA';
    nock(API_ORIGIN)
      .get(`/services/data/v62.0/connect/sites/${SITE_ID}/cms/delivery/contents/${key}`)
      .reply(200, { contentKey: key });
    const sdk = createPageSdk(config, makePageStore(), undefined);
    await expect(
      sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key }),
    ).resolves.toMatchObject({ contentKey: key });
  });
});
