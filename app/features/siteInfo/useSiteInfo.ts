import { useMemo } from 'react';
import { apexQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';
import { readSiteInfo, SITE_INFO_METHOD, type SiteInfo } from './siteInfo';

const siteInfoQuery = apexQuery({ ...SITE_INFO_METHOD, isContinuation: false });

/** The site's helper content, read once through the SDK cache; null until it arrives (or when it failed). */
export function useSiteInfo(): SiteInfo | null {
  const { data } = useSdkEntry(siteInfoQuery);
  return useMemo(() => (data === undefined ? null : readSiteInfo(data)), [data]);
}
