import type { AuthoringClient } from '../api/authoringClient';
import type { ContentDocument, ContentLibrary } from './contentLibrary';

/**
 * The content library over the authoring API: a search per type asked for (the API filters by
 * one), merged and put in order of title.
 */
export function authoringContentLibrary(
  client: Pick<AuthoringClient, 'listDocuments'>,
): ContentLibrary {
  return {
    async search(words, types) {
      const lists = await Promise.all(
        types.length === 0
          ? [client.listDocuments(words)]
          : types.map((type) => client.listDocuments(words, type)),
      );
      return lists
        .flat()
        .map((document): ContentDocument => ({
          contentKey: document.contentKey,
          managedContentId: document.managedContentId,
          title: document.title,
          type: document.type,
        }))
        .sort((a, b) => a.title.localeCompare(b.title) || (a.contentKey < b.contentKey ? -1 : 1));
    },
  };
}
