import { useEffect, useMemo } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useSeoProperties } from '@about-site/sdk-react';
import { seoConfig } from '../../data/queries';
import { usePageHead } from './pageHead';
import { applyHeadTags, headTagsFor, type HeadTags } from './headTags';
import { pageLanguage, requestedLanguage } from '../../../shared/pageLanguage';

interface SeoHeadProps {
  /** Page title for search engines, e.g. "About". */
  title: string;
  /** The route's recordId parameter (default empty). */
  recordId?: string;
  /** The query key when there is no recordId; with neither, no SEO properties are read. */
  urlAlias?: string;
  /** A page-level robots directive that wins over the SEO properties (e.g. for tool pages). */
  robots?: string;
}

/**
 * The SEO assistant: title, canonical, hreflang alternates and robots, from the SEO properties
 * of the recordId (else the url alias). A failed read leaves the head as it was.
 */
export function SeoHead({ title, recordId = '', urlAlias = '', robots }: SeoHeadProps): null {
  const siteConfig = useSiteConfig();
  const { communityId, languages, currentRelease } = siteConfig;
  const language = pageLanguage(siteConfig);
  const { apiVersion } = currentRelease;
  const queryKey = recordId || urlAlias;
  const requested = requestedLanguage(siteConfig);
  const config = useMemo(
    () => (queryKey === '' ? null : seoConfig(apiVersion, communityId, queryKey, requested)),
    [apiVersion, communityId, queryKey, requested],
  );
  const { data: properties, error } = useSeoProperties(config);
  const tags = useMemo((): HeadTags | null => {
    if (properties) return headTagsFor(properties, languages, robots, language);
    return robots && (config === null || error) ? { alternates: [], robots } : null;
  }, [properties, error, config, robots, languages, language]);
  usePageHead()?.setSeo(title, tags);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (tags) applyHeadTags(document, tags);
  }, [tags]);

  return null;
}
