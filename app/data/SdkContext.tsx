import { createContext, use, type ReactNode } from 'react';
import type { Sdk } from '../../sdk';

const SdkContext = createContext<Sdk | null>(null);

/** The page's SDK: its cache is the site's one store of server data. */
export function SdkProvider({ sdk, children }: { sdk: Sdk; children: ReactNode }) {
  return <SdkContext value={sdk}>{children}</SdkContext>;
}

/** The page's SDK, for the data hooks. */
export function useSdk(): Sdk {
  const sdk = use(SdkContext);
  if (!sdk) throw new Error('useSdk needs an SdkProvider above it');
  return sdk;
}
