import { useMemo } from 'react';
import type { CacheEntry, ManagedContentDocument } from '@about-site/sdk';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { contentQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';

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
  const { siteId, basePath } = useSiteConfig();
  const id = contentId?.trim() ?? '';
  const query = useMemo(() => (id === '' ? null : contentQuery(siteId, id)), [siteId, id]);
  const entry = useSdkEntry(query);
  const document = useMemo(
    () => (entry.data === undefined ? null : readDocument(entry.data, { basePath })),
    [entry.data, basePath],
  );
  return { entry, document };
}
