import type { ManagedContentDocument } from './schemas/documentSchema';
import { CONTENT_KEY_PATTERN, sameRecordId } from './schemas/ids';

/** Finds a document by content key or managed content id (its 15 or 18 character form). */
export type DocumentFinder = (keyOrId: string) => ManagedContentDocument | undefined;

export function documentFinder(documents: readonly ManagedContentDocument[]): DocumentFinder {
  const byKey = new Map(documents.map((doc) => [doc.contentKey, doc]));
  const byShortId = new Map(documents.map((doc) => [doc.managedContentId.slice(0, 15), doc]));
  return (keyOrId) => {
    if (CONTENT_KEY_PATTERN.test(keyOrId)) return byKey.get(keyOrId);
    if (keyOrId.length !== 15 && keyOrId.length !== 18) return undefined;
    const doc = byShortId.get(keyOrId.slice(0, 15));
    return doc && sameRecordId(doc.managedContentId, keyOrId) ? doc : undefined;
  };
}
