import { pageBasePath } from '../../shared/languageRoutes';
import { useMemo } from 'react';
import type { CacheEntry, ManagedContentDocument } from '@about-site/sdk';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useContent } from '@about-site/sdk-react';
import { contentConfig } from './queries';
import { requestedLanguage } from '../../shared/pageLanguage';

export interface ManagedContent {
  /** The cache entry of the read: its state, loading flag and error. */
  entry: CacheEntry<ManagedContentDocument>;
  /** The document as blocks show it; null until it is loaded (or when it failed). */
  document: DocumentView | null;
}

/**
 * The site's managed-content item with the given content key or id, read through the SDK cache
 * on first use. Without an id nothing is requested.
 */
export function useManagedContent(contentId: string | undefined): ManagedContent {
  const config = useSiteConfig();
  const { siteId } = config;
  // Links lead to the pages of the page's own language.
  const pageBase = pageBasePath(config);
  const id = contentId?.trim() ?? '';
  const entry = useContent(id === '' ? null : contentConfig(siteId, id, requestedLanguage(config)));
  const document = useMemo(
    () => (entry.data === undefined ? null : readDocument(entry.data, { basePath: pageBase })),
    [entry.data, pageBase],
  );
  return { entry, document };
}
