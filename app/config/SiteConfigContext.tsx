import { createContext, useContext, type ReactNode } from 'react';
import type { SiteConfig } from './readSiteConfig';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider({
  config,
  children,
}: {
  config: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext value={config}>{children}</SiteConfigContext>;
}

/** The site's settings (ids, base path, languages) for components. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig needs a SiteConfigProvider above it');
  return config;
}
