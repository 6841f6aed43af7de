import { createContext, use, type ReactNode } from 'react';
import type { Sdk } from '@about-site/sdk';

interface SdkContextValue {
  sdk: Sdk;
  waitForData: boolean;
  readKeys: Set<string> | undefined;
}

const SdkContext = createContext<SdkContextValue | null>(null);

interface SdkProviderProps {
  sdk: Sdk;
  /**
   * True on the server: a reader with nothing to show suspends until its read has settled, so
   * the rendered page holds the data. Default false (the browser shows its skeletons).
   */
  waitForData?: boolean;
  /**
   * Server rendering: the cache keys the readers below read are added here (an island's reads,
   * which are all the browser needs of the cache).
   */
  readKeys?: Set<string>;
  children: ReactNode;
}

/** The page's SDK: its cache is the site's one store of server data. */
export function SdkProvider({ sdk, waitForData = false, readKeys, children }: SdkProviderProps) {
  return <SdkContext value={{ sdk, waitForData, readKeys }}>{children}</SdkContext>;
}

function useSdkContext(): SdkContextValue {
  const value = use(SdkContext);
  if (!value) throw new Error('useSdk needs an SdkProvider above it');
  return value;
}

/** The page's SDK, for the data hooks. */
export function useSdk(): Sdk {
  return useSdkContext().sdk;
}

/** Whether readers suspend until their data has settled (server rendering). */
export function useWaitForData(): boolean {
  return useSdkContext().waitForData;
}

/** Server rendering: where the keys read are written down, if anywhere. */
export function useReadKeys(): Set<string> | undefined {
  return useSdkContext().readKeys;
}
