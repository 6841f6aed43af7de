import { createContext, createElement, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { DehydratedCache, Sdk } from '@about-site/sdk';

/** What the hooks read from the nearest `SdkProvider`. */
interface SdkContextValue {
  sdk: Sdk;
  suspense: boolean;
  readKeys: Set<string> | undefined;
}

const SdkContext = createContext<SdkContextValue | null>(null);

export interface SdkProviderProps {
  /** The app's SDK (in the browser one per app, on a server one per request). */
  sdk: Sdk;
  /**
   * A reader whose entries hold neither data nor an error suspends until its reads have settled,
   * so a server render holds the data. Default false: readers render their loading state. A hook
   * may say otherwise with its own `suspense` option.
   */
  suspense?: boolean;
  /**
   * Server rendering: the cache key of every read below is added here while rendering, so the
   * page hands over only what its readers need: `sdk.cache.dehydrate((key) => readKeys.has(key))`.
   */
  readKeys?: Set<string>;
  /**
   * What a server dehydrated: hydrated into `sdk`'s cache before anything below renders (a later
   * new state is hydrated after the render that brings it). Never replaces newer data.
   */
  dehydratedState?: DehydratedCache;
  children?: ReactNode;
}

/** Gives the hooks below their SDK, and how they read on a server. */
export function SdkProvider({
  sdk,
  suspense = false,
  readKeys,
  dehydratedState,
  children,
}: SdkProviderProps): ReactNode {
  // The first state is in the cache before the first render below reads it.
  const [firstState] = useState(() => {
    if (dehydratedState) sdk.cache.hydrate(dehydratedState);
    return dehydratedState;
  });
  useEffect(() => {
    if (dehydratedState && dehydratedState !== firstState) sdk.cache.hydrate(dehydratedState);
  }, [sdk, dehydratedState, firstState]);
  const value = useMemo(() => ({ sdk, suspense, readKeys }), [sdk, suspense, readKeys]);
  return createElement(SdkContext.Provider, { value }, children);
}

/** The nearest provider's value; throws without one. */
export function useSdkContext(): SdkContextValue {
  const value = useContext(SdkContext);
  if (!value) throw new Error('@about-site/sdk-react: the hooks need an SdkProvider above them');
  return value;
}

/** The SDK of the nearest `SdkProvider`: for calls the hooks do not make (a retry, a POST). */
export function useSdk(): Sdk {
  return useSdkContext().sdk;
}
