import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type {
  CacheInspection,
  CacheQuery,
  CachePolicy,
  GetContentConfig,
  GetContentsConfig,
  Sdk,
} from '@about-site/sdk';
import { apex } from '@about-site/sdk/apex';
import type { ApexConfig } from '@about-site/sdk/apex';
import { getContentFields } from '@about-site/sdk/fields';
import type { GetContentFieldsConfig } from '@about-site/sdk/fields';
import { getSeoProperties } from '@about-site/sdk/seo';
import type { GetSeoPropertiesConfig } from '@about-site/sdk/seo';
import { commandFailed, invalidateRequested, refreshRequested } from './sdkCacheSlice';

/** Runs the adapter call a query names (its config is checked by the adapter, as any call's). */
function readBy(sdk: Sdk, { adapter, args }: CacheQuery, cachePolicy: CachePolicy) {
  switch (adapter) {
    case 'getContent':
      return sdk.getContent(args as GetContentConfig, { cachePolicy });
    case 'getContents':
      return sdk.getContents(args as GetContentsConfig, { cachePolicy });
    case 'getContentFields':
      return getContentFields(sdk, args as GetContentFieldsConfig, { cachePolicy });
    case 'getSeoProperties':
      return getSeoProperties(sdk, args as GetSeoPropertiesConfig, { cachePolicy });
    case 'apex':
      return apex(sdk, args as ApexConfig, { cachePolicy });
  }
}

/**
 * Development only: carries out what a developer dispatches from Redux DevTools.
 * `sdkCache/refreshRequested` reads the entry again now (`sdk.cache.refresh`);
 * `sdkCache/invalidateRequested` invalidates it (`sdk.cache.invalidate`), so an entry the page
 * shows is read again. The browser's SDK learns how to read an entry from the first adapter call
 * that reads it, and an entry the server handed over has had none: such an entry is read by the
 * query the server read it with. A command that fails is reported as `sdkCache/commandFailed`.
 */
export function handleSdkCacheCommands(
  listener: Pick<ListenerMiddlewareInstance, 'startListening'>,
  sdk: Sdk,
  serverReads: readonly CacheInspection[] = [],
): () => void {
  const serverQueries = new Map(serverReads.map((read) => [read.key, read.query]));
  /** The server's query for `key`, when the browser's SDK has not read it itself. */
  const serverQueryOf = (key: string): CacheQuery | null =>
    sdk.cache.inspect(key)?.query ? null : (serverQueries.get(key) ?? null);

  const refresh = listener.startListening({
    actionCreator: refreshRequested,
    effect: async ({ payload: { key } }, api) => {
      const query = serverQueryOf(key);
      try {
        await (query ? readBy(sdk, query, 'no-cache') : sdk.cache.refresh(key));
      } catch (error) {
        api.dispatch(commandFailed({ key, command: 'refresh', message: String(error) }));
      }
    },
  });
  const invalidate = listener.startListening({
    actionCreator: invalidateRequested,
    effect: async ({ payload: { key } }, api) => {
      if (!sdk.cache.inspect(key)) {
        const message = `the browser's cache holds no entry ${key}`;
        api.dispatch(commandFailed({ key, command: 'invalidate', message }));
        return;
      }
      const query = serverQueryOf(key);
      // Teaches the SDK how to read the entry again, without a request (a miss rejects: no matter).
      if (query) await readBy(sdk, query, 'only-if-cached').catch(() => undefined);
      // Never rejects: the reads it starts report to the entry.
      await sdk.cache.invalidate(key);
    },
  });
  return () => {
    refresh();
    invalidate();
  };
}
