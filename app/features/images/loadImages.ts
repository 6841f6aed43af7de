import { mediaUrlForKey } from '../../../sdk/images';
import type { ManagedContentDocument } from '../../../sdk';
import { createAppAsyncThunk } from '../../hooks';
import { siteImageUrl, siteSrcSet, type MediaConfig } from '../../shared/siteMedia';
import type { ImageInfo } from './imageInfo';

/** The platform caps a page of documents with bodies at 25. */
const MAX_KEYS_PER_CALL = 25;

interface LoadImagesResult {
  images: ImageInfo[];
  fallbackKeys: string[];
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

function readMedia(
  document: ManagedContentDocument,
): { url: string; isExternal: boolean; alt?: string } | null {
  const body = document.contentBody as Record<string, unknown> | undefined;
  const media = body?.['sfdc_cms:media'] as
    { url?: unknown; source?: { type?: unknown } } | undefined;
  if (typeof media?.url !== 'string') return null;
  const alt = typeof body?.altText === 'string' ? body.altText : undefined;
  return { url: media.url, isExternal: media.source?.type === 'url', alt };
}

function toImageInfo(document: ManagedContentDocument, config: MediaConfig): ImageInfo | null {
  const media = readMedia(document);
  if (!media) return null;
  const url = media.isExternal ? media.url : siteImageUrl(media.url, config);
  return {
    Url: url,
    RawUrl: media.url,
    AltText: media.alt ?? document.title,
    ContentKey: document.contentKey,
    SrcSet: media.isExternal ? '' : siteSrcSet(media.url, config),
  };
}

function fallbackImage(contentKey: string, config: MediaConfig): ImageInfo {
  const url = mediaUrlForKey(contentKey, { basePath: config.basePath });
  return {
    Url: url,
    RawUrl: url,
    AltText: '',
    ContentKey: contentKey,
    SrcSet: siteSrcSet(url, config),
  };
}

/**
 * The image data provider: one content request (with bodies) for every image key a view needs.
 * When it fails, each key falls back to its media path and a warning names the key and the site.
 */
export const loadImages = createAppAsyncThunk(
  'images/load',
  async (
    { contentKeys }: { contentKeys: string[] },
    { extra, signal },
  ): Promise<LoadImagesResult> => {
    const { sdk, config } = extra;
    const images: ImageInfo[] = [];
    const fallbackKeys: string[] = [];
    for (const keys of chunk(contentKeys, MAX_KEYS_PER_CALL)) {
      try {
        const page = await sdk.getContents(
          {
            channelOrSiteId: config.siteId,
            contentKeys: keys,
            includeContentBody: true,
            pageSize: keys.length,
          },
          { signal },
        );
        const found = new Map(page.contents.map((doc) => [doc.contentKey, doc]));
        for (const key of keys) {
          const document = found.get(key);
          const info = document ? toImageInfo(document, config) : null;
          if (info) images.push(info);
          else {
            console.warn(
              `Image data provider: content key ${key} was not found for site ${config.siteId}.`,
            );
            images.push(fallbackImage(key, config));
            fallbackKeys.push(key);
          }
        }
      } catch (error) {
        if (signal.aborted) throw error;
        for (const key of keys) {
          console.warn(
            `Image data provider: could not load content key ${key} for site ${config.siteId}.`,
          );
          images.push(fallbackImage(key, config));
          fallbackKeys.push(key);
        }
      }
    }
    return { images, fallbackKeys };
  },
  {
    condition: ({ contentKeys }, { getState }) => {
      const { byKey, pendingKeys } = getState().images;
      return contentKeys.some((key) => !(key in byKey) && !pendingKeys.includes(key));
    },
  },
);
