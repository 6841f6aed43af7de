import { useMemo } from 'react';
import { cacheKeys } from '@about-site/sdk';
import { requestedLanguage } from '../../../shared/pageLanguage';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useApex, type ApexMethod } from '@about-site/sdk-react';
import { inPageLanguage } from '../../data/queries';
import { useDataErrorToasts } from '../toast/useDataErrorToasts';
import { readSiteInfo, SITE_INFO_METHOD, type SiteInfo } from './siteInfo';

const SITE_INFO_CALL: ApexMethod = { ...SITE_INFO_METHOD, isContinuation: false };

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
  const method = useMemo(() => inPageLanguage(SITE_INFO_CALL, language), [language]);
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
