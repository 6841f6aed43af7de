import type { CarouselCallOptions, CarouselSdk } from './carouselSdk';
import { collectionItemKeys, toDeliveryDocument } from './deliveryDocument';
import { fetchDocumentsByKey } from './fetchDocuments';
import { mediaUrl, slideDraftFromDocument, type SlideDraft } from './slideDraft';

/** A slide's content and the API media url of its picture (null without one). */
export interface SlideContent {
  draft: SlideDraft;
  mediaUrl: string | null;
}

interface ReadSlidesParams {
  sdk: CarouselSdk;
  siteId: string;
  contentKey: string;
  options: CarouselCallOptions;
}

/**
 * Pictures given only as a reference: one more batched read of the image documents. A failure
 * here only costs those pictures, never the slides.
 */
async function resolveReferencedMedia(
  { sdk, siteId, options }: Omit<ReadSlidesParams, 'contentKey'>,
  drafts: readonly SlideDraft[],
): Promise<Map<string, string>> {
  const keys = drafts.flatMap((draft) =>
    draft.image?.kind === 'reference' ? [draft.image.contentKey] : [],
  );
  if (keys.length === 0) return new Map();
  try {
    const documents = await fetchDocumentsByKey(sdk, siteId, keys, options);
    const urls = new Map<string, string>();
    for (const [key, document] of documents) {
      const url = mediaUrl(document);
      if (url) urls.set(key, url);
    }
    return urls;
  } catch {
    return new Map();
  }
}

/**
 * Reads a manual collection and its slides: the collection document, then every slide in one
 * batched `getContents` (bodies included, pictures inline). Collection order is kept; items the
 * platform does not return are skipped. Rejects with the SDK's error when either read fails.
 */
export async function readCarouselSlides(params: ReadSlidesParams): Promise<SlideContent[]> {
  const { sdk, siteId, contentKey, options } = params;
  const collection = toDeliveryDocument(
    await sdk.getContent({ channelOrSiteId: siteId, contentKeyOrId: contentKey }, options),
  );
  const keys = collection ? collectionItemKeys(collection) : [];
  if (keys.length === 0) return [];
  const documents = await fetchDocumentsByKey(sdk, siteId, keys, options);
  const drafts = keys.flatMap((key) => {
    const document = documents.get(key);
    return document ? [slideDraftFromDocument(document)] : [];
  });
  const referenced = await resolveReferencedMedia(params, drafts);
  return drafts.map((draft) => ({
    draft,
    mediaUrl:
      draft.image?.kind === 'url'
        ? draft.image.url
        : draft.image
          ? (referenced.get(draft.image.contentKey) ?? null)
          : null,
  }));
}
