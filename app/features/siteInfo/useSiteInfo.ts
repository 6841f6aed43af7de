import { useMemo } from 'react';
import { cacheKeys } from '@about-site/sdk';
import { requestedLanguage } from '../../../shared/pageLanguage';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useApex, type ApexMethod } from '@about-site/sdk-react';
import { useDataErrorToasts } from '../toast/useDataErrorToasts';
import { readSiteInfo, SITE_INFO_METHOD, type SiteInfo } from './siteInfo';

/** The server method call in the page's language (no parameters in the default language). */
function siteInfoMethod(language: string | undefined): ApexMethod {
  return {
    ...SITE_INFO_METHOD,
    isContinuation: false,
    ...(language === undefined ? {} : { methodParams: { language } }),
  };
}

/** The site's helper content, read once through the SDK cache. */
export interface SiteInfoRead {
  /** Null until it arrives, and when it could not be read. */
  info: SiteInfo | null;
  /**
   * The read failed, or its response cannot be read: the caller shows its fallback (the failure
   * has its data-error toast).
   */
  failed: boolean;
}

export function useSiteInfo(): SiteInfoRead {
  const language = requestedLanguage(useSiteConfig());
  const method = useMemo(() => siteInfoMethod(language), [language]);
  const entry = useApex(method);
  const info = useMemo(
    () => (entry.data === undefined ? null : readSiteInfo(entry.data)),
    [entry.data],
  );
  // A failed read has its toast from the cache's reporter; a response of another shape gets it here.
  const unreadable = entry.data !== undefined && info === null;
  useDataErrorToasts(unreadable ? [cacheKeys.apex(method)] : []);
  return { info, failed: unreadable || (info === null && entry.error !== undefined) };
}
