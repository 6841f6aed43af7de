import { useMemo } from 'react';
import { apexQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';
import { useDataErrorToasts } from '../toast/useDataErrorToasts';
import { readSiteInfo, SITE_INFO_METHOD, type SiteInfo } from './siteInfo';

const siteInfoQuery = apexQuery({ ...SITE_INFO_METHOD, isContinuation: false });

/** The site's helper content, read once through the SDK cache. */
export interface SiteInfoRead {
  /** Null until it arrives, and when it could not be read. */
  info: SiteInfo | null;
  /**
   * The read failed, or its answer cannot be read: the caller shows its fallback (the failure
   * has its data-error toast).
   */
  failed: boolean;
}

export function useSiteInfo(): SiteInfoRead {
  const entry = useSdkEntry(siteInfoQuery);
  const info = useMemo(
    () => (entry.data === undefined ? null : readSiteInfo(entry.data)),
    [entry.data],
  );
  // A failed read has its toast from useSdkEntry; an answer of another shape gets it here.
  const unreadable = entry.data !== undefined && info === null;
  useDataErrorToasts(unreadable ? [siteInfoQuery.key] : []);
  return { info, failed: unreadable || (info === null && entry.error !== undefined) };
}
