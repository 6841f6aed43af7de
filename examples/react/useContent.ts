// A React binding of @about-site/sdk in a dozen lines: the cache is an external store, so
// `useSyncExternalStore` keeps a component on the entry's current snapshot.

// #region example
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { cacheKeys } from '@about-site/sdk';
import type {
  CacheEntry,
  GetContentConfig,
  ManagedContentDocument,
  Sdk,
  UnknownContentBody,
} from '@about-site/sdk';

/**
 * One document's cache entry, kept current: the component renders again on each real change of
 * the entry, and `get` returns the same snapshot object until then. The effect starts the read;
 * a failure reaches the entry (`entry.error`), not the render.
 */
export function useContent<TBody = UnknownContentBody>(
  sdk: Sdk,
  { channelOrSiteId, contentKeyOrId }: GetContentConfig,
): CacheEntry<ManagedContentDocument<TBody>> | undefined {
  const key = cacheKeys.getContent({ channelOrSiteId, contentKeyOrId });
  const subscribe = useCallback(
    (onChange: () => void) => sdk.cache.subscribe(key, onChange),
    [sdk, key],
  );
  const snapshot = () => sdk.cache.get<ManagedContentDocument<TBody>>(key);
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    sdk.getContent({ channelOrSiteId, contentKeyOrId }).catch(() => undefined);
  }, [sdk, channelOrSiteId, contentKeyOrId]);
  return entry;
}
// #endregion example
