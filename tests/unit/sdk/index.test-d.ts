import { describe, expectTypeOf, it } from 'vitest';
import { createSdk } from '@about-site/sdk';
import type {
  CacheEntry,
  CachePolicy,
  EntryState,
  ManagedContentCollection,
  ManagedContentDocument,
  NewsBody,
  SdkError,
  SdkErrorJson,
  SeoProperties,
  UnknownContentBody,
} from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import { getSeoProperties } from '@about-site/sdk/seo';

const sdk = createSdk();
const config = { channelOrSiteId: '0DM', contentKeyOrId: 'MC' };

describe('public types', () => {
  it('adapters resolve to the platform documents, with an optional body type', () => {
    expectTypeOf(sdk.getContent(config)).resolves.toEqualTypeOf<ManagedContentDocument>();
    expectTypeOf<ManagedContentDocument['contentBody']>().toEqualTypeOf<UnknownContentBody>();
    expectTypeOf(sdk.getContent<NewsBody>(config)).resolves.toEqualTypeOf<
      ManagedContentDocument<NewsBody>
    >();
    expectTypeOf(
      sdk.getContents({ channelOrSiteId: '0DM' }),
    ).resolves.toEqualTypeOf<ManagedContentCollection>();
    expectTypeOf(
      getSeoProperties(sdk, { apiVersion: 'v64.0', communityId: '0DB', recordId: 'r' }),
    ).resolves.toEqualTypeOf<SeoProperties>();
    expectTypeOf(apex(sdk, { apexClass: 'C', apexMethod: 'm' })).resolves.toBeUnknown();
    expectTypeOf(
      apex<{ n: number }>(sdk, { apexClass: 'C', apexMethod: 'm' }),
    ).resolves.toEqualTypeOf<{ n: number }>();
  });

  it('configs and options are checked', () => {
    // @ts-expect-error contentKeyOrId is required
    void sdk.getContent({ channelOrSiteId: '0DM' });
    // @ts-expect-error contentKeys is a list
    void sdk.getContents({ channelOrSiteId: '0DM', contentKeys: 'MC' });
    // @ts-expect-error not a policy
    void sdk.getContent(config, { cachePolicy: 'valid-at' });
    expectTypeOf<CachePolicy>().toEqualTypeOf<
      | 'cache-then-network'
      | 'cache-and-network'
      | 'stale-while-revalidate'
      | 'no-cache'
      | 'only-if-cached'
    >();
  });

  it('cache entries are typed snapshots', () => {
    expectTypeOf(sdk.cache.get<NewsBody>('k')).toEqualTypeOf<CacheEntry<NewsBody> | undefined>();
    expectTypeOf<CacheEntry['state']>().toEqualTypeOf<EntryState>();
    expectTypeOf<CacheEntry['error']>().toEqualTypeOf<SdkErrorJson | undefined>();
    expectTypeOf(sdk.cache.subscribe('k', () => undefined)).toEqualTypeOf<() => void>();
    expectTypeOf(sdk.cache.trim()).toBeNumber();
  });

  it('errors carry the platform fields', () => {
    expectTypeOf<SdkError['errorType']>().toEqualTypeOf<
      'fetchResponse' | 'networkAdapterError' | 'timeout'
    >();
    expectTypeOf<SdkError['ok']>().toEqualTypeOf<false>();
    expectTypeOf<SdkError['url']>().toEqualTypeOf<string | undefined>();
  });
});
