import { useEffect } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { applyHeadTags, headTagsFor } from './headTags';
import { loadSeo } from './loadSeo';
import { selectSeo } from './seoSlice';

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

/** The SEO assistant: title, canonical, hreflang alternates and robots, from the SEO properties. */
export function SeoHead({ title, recordId = '', urlAlias = '', robots }: SeoHeadProps): null {
  const dispatch = useAppDispatch();
  const { languages } = useSiteConfig();
  const { status, properties } = useAppSelector(selectSeo);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!recordId && !urlAlias) return undefined;
    const request = dispatch(loadSeo({ recordId, urlAlias }));
    return () => {
      request.abort();
    };
  }, [dispatch, recordId, urlAlias]);

  useEffect(() => {
    if (status === 'succeeded' && properties) {
      applyHeadTags(document, headTagsFor(properties, languages, robots));
    } else if (robots && status !== 'loading') {
      applyHeadTags(document, { alternates: [], robots });
    }
  }, [status, properties, robots, languages]);

  return null;
}
