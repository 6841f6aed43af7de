import { useEffect, useMemo, useRef, useState } from 'react';
import {
  MAX_KEYS_PER_CALL,
  chunk,
  type CacheEntry,
  type ManagedContentCollection,
} from '@about-site/sdk';
import { readDocument } from '@about-site/sdk/documents';
import { useSiteConfig } from '../config/SiteConfigContext';
import { useContentFields } from '@about-site/sdk-react';
import { documentsByKeyConfigs } from './queries';
import type { MediaConfig } from './siteMedia';
import { fallbackImageInfo, toImageInfo, type ImageInfo } from './imageInfo';
import { requestedLanguage } from '../../shared/pageLanguage';

interface PageImages {
  /** Image infos by content key; a key whose read has not settled yet is absent. */
  byKey: Record<string, ImageInfo>;
  /** Keys that fell back to their media path, with why. */
  fallbacks: { key: string; reason: 'not found' | 'error' }[];
}

type KeyBatches = readonly (readonly string[])[];

function readImages(
  keys: ReadonlySet<string>,
  batches: KeyBatches,
  entries: readonly CacheEntry<ManagedContentCollection>[],
  config: MediaConfig,
): PageImages {
  const images: PageImages = { byKey: {}, fallbacks: [] };
  batches.forEach((batch, index) => {
    const entry = entries[index];
    for (const key of batch) {
      if (!keys.has(key)) continue;
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
    }
  });
  for (const { key } of images.fallbacks) images.byKey[key] = fallbackImageInfo(key, config);
  return images;
}

/**
 * The keys in reads of 25, the reads made so far kept as they are: a key named later (an author's
 * change on the editor's canvas) is read on its own, so the images already read are neither read
 * again nor gone while it loads. A read that holds no key named any more is dropped.
 */
function nextBatches(batches: KeyBatches, keys: ReadonlySet<string>): KeyBatches {
  const kept = batches.filter((batch) => batch.some((key) => keys.has(key)));
  const known = new Set(kept.flat());
  const added = [...keys].filter((key) => !known.has(key));
  if (added.length === 0 && kept.length === batches.length) return batches;
  return [...kept, ...chunk(added, MAX_KEYS_PER_CALL)];
}

/**
 * The distinct keys and their reads, made again only when the keys are others by value: a page
 * drawn again names the same keys in a new array, in another order once a block has moved.
 */
function useKeyBatches(contentKeys: readonly string[]) {
  const keys = new Set(contentKeys);
  const list = [...keys].sort().join('\n');
  const [read, setRead] = useState(() => ({ list, keys, batches: nextBatches([], keys) }));
  if (read.list === list) return read;
  const next = { list, keys, batches: nextBatches(read.batches, keys) };
  setRead(next);
  return next;
}

/**
 * The image data provider: the image infos of every content key a page names, read in one
 * content request (`getContentFields`) per 25 keys. A key that cannot be read falls back to its media
 * path, and a warning names the key and the site. The same keys in a new array are the same
 * images, the same object: the page's bindings, and so its blocks, stay as they are.
 */
export function usePageImages(contentKeys: readonly string[]): Record<string, ImageInfo> {
  const config = useSiteConfig();
  const { siteId } = config;
  const language = requestedLanguage(config);
  const { keys, batches } = useKeyBatches(contentKeys);
  const configs = useMemo(
    () => batches.flatMap((batch) => documentsByKeyConfigs(siteId, batch, language)),
    [siteId, batches, language],
  );
  const entries = useContentFields(configs);
  const images = useMemo(
    () => readImages(keys, batches, entries, config),
    [keys, batches, entries, config],
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
