import { createContext, use, type ReactNode } from 'react';
import type { Sdk } from '../../sdk';

interface SdkContextValue {
  sdk: Sdk;
  waitForData: boolean;
}

const SdkContext = createContext<SdkContextValue | null>(null);

interface SdkProviderProps {
  sdk: Sdk;
  /**
   * True on the server: a reader with nothing to show suspends until its read has settled, so
   * the rendered page holds the data. Default false (the browser shows its skeletons).
   */
  waitForData?: boolean;
  children: ReactNode;
}

/** The page's SDK: its cache is the site's one store of server data. */
export function SdkProvider({ sdk, waitForData = false, children }: SdkProviderProps) {
  return <SdkContext value={{ sdk, waitForData }}>{children}</SdkContext>;
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
