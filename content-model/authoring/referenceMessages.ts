import { didYouMean } from '../../shared/didYouMean';

/**
 * What `content:check` says of a view's reference to a document, shared with the editor's content
 * field so an author reads the same words at the field as the check gives.
 */

/** A content card's `contentId` that names no document; `known`: the keys and ids there are. */
export function noDocumentMessage(keyOrId: string, known: readonly string[] = []): string {
  return `no document has the content key or managed content id ${keyOrId}${didYouMean(keyOrId, known)}`;
}

/**
 * A carousel's `contentKey` that names no collection: `isDocument` when it names a document of
 * another type; `collections`: the collections' keys there are.
 */
export function noCollectionMessage(
  key: string,
  isDocument: boolean,
  collections: readonly string[] = [],
): string {
  const why = isDocument
    ? `${key} is not a collection document`
    : `no collection document has the content key ${key}`;
  return `${why}${didYouMean(key, collections)}`;
}
