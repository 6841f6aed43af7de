import type { CarouselCallOptions, CarouselSdk } from './carouselSdk';
import { toDeliveryDocument, type DeliveryDocument } from './deliveryDocument';

/** The platform caps a page of documents with bodies at 25. */
export const MAX_KEYS_PER_CALL = 25;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * Reads documents (with bodies) by content key: one `getContents` per 25 distinct keys (the
 * default page size covers a chunk), all in parallel. Keys the platform does not return are simply absent from the map.
 */
export async function fetchDocumentsByKey(
  sdk: CarouselSdk,
  siteId: string,
  contentKeys: readonly string[],
  options: CarouselCallOptions,
): Promise<Map<string, DeliveryDocument>> {
  const unique = [...new Set(contentKeys)];
  const pages = await Promise.all(
    chunks(unique, MAX_KEYS_PER_CALL).map((keys) =>
      sdk.getContents(
        { channelOrSiteId: siteId, contentKeys: keys, includeContentBody: true },
        options,
      ),
    ),
  );
  const documents = new Map<string, DeliveryDocument>();
  for (const page of pages) {
    for (const item of page.contents) {
      const document = toDeliveryDocument(item);
      if (document) documents.set(document.contentKey, document);
    }
  }
  return documents;
}
