import { useEffect, useMemo, useRef } from 'react';
import { MAX_KEYS_PER_CALL, type CacheEntry, type ManagedContentCollection } from '@about-site/sdk';
import { readDocument } from '@about-site/sdk/documents';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useContentFields } from '@about-site/sdk-react';
import { documentsByKeyConfigs } from '../../data/queries';
import type { MediaConfig } from '../../ui/siteMedia';
import { fallbackImageInfo, toImageInfo, type ImageInfo } from './imageInfo';
import { requestedLanguage } from '../../../shared/pageLanguage';

interface PageImages {
  /** Image infos by content key; a key whose read has not settled yet is absent. */
  byKey: Record<string, ImageInfo>;
  /** Keys that fell back to their media path, with why. */
  fallbacks: { key: string; reason: 'not found' | 'error' }[];
}

function readImages(
  contentKeys: readonly string[],
  entries: readonly CacheEntry<ManagedContentCollection>[],
  config: MediaConfig,
): PageImages {
  const images: PageImages = { byKey: {}, fallbacks: [] };
  [...new Set(contentKeys)].forEach((key, index) => {
    const entry = entries[Math.floor(index / MAX_KEYS_PER_CALL)];
    if (entry?.data) {
      const found = entry.data.contents.find((document) => document.contentKey === key);
      const document = readDocument(found);
      const media = document?.media;
      if (media) {
        images.byKey[key] = toImageInfo(
          { ...media, contentKey: key, language: document.language },
          config,
        );
      } else images.fallbacks.push({ key, reason: 'not found' });
    } else if (entry?.error) images.fallbacks.push({ key, reason: 'error' });
  });
  for (const { key } of images.fallbacks) images.byKey[key] = fallbackImageInfo(key, config);
  return images;
}

/**
 * The image data provider: the image infos of every content key a page names, read in one
 * content request (`getContentFields`) per 25 keys. A key that cannot be read falls back to its media
 * path, and a warning names the key and the site.
 */
export function usePageImages(contentKeys: readonly string[]): Record<string, ImageInfo> {
  const config = useSiteConfig();
  const { siteId } = config;
  const language = requestedLanguage(config);
  const configs = useMemo(
    () => documentsByKeyConfigs(siteId, contentKeys, language),
    [siteId, contentKeys, language],
  );
  const entries = useContentFields(configs);
  const images = useMemo(
    () => readImages(contentKeys, entries, config),
    [contentKeys, entries, config],
  );

  const warned = useRef(new Set<string>());
  useEffect(() => {
    for (const { key, reason } of images.fallbacks) {
      if (warned.current.has(key)) continue;
      warned.current.add(key);
      console.warn(
        reason === 'error'
          ? `Image data provider: could not load content key ${key} for site ${siteId}.`
          : `Image data provider: content key ${key} was not found for site ${siteId}.`,
      );
    }
  }, [images.fallbacks, siteId]);

  return images.byKey;
}
