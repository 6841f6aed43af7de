import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import type { SiteInfo } from './loadSiteInfo';
import { loadSiteInfo } from './loadSiteInfo';
import { selectSiteInfo } from './siteInfoSlice';

/** The site's helper content, loaded once; null until it arrives (or when it failed). */
export function useSiteInfo(): SiteInfo | null {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadSiteInfo());
  }, [dispatch]);
  return useAppSelector(selectSiteInfo);
}
