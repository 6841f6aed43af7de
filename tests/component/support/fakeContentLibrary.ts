import type { ContentDocument, ContentLibrary } from '../../../editor/content';

export const NEWS_HARBOUR: ContentDocument = {
  contentKey: 'MCHARBOURNEWSAAAAAAAAAAAAAAA',
  managedContentId: '20Y5f000004SzhVEAS',
  title: 'Harbour opens',
  type: 'sfdc_cms__news',
};
const NEWS_DEPOT: ContentDocument = {
  contentKey: 'MCDEPOTNEWSAAAAAAAAAAAAAAAAA',
  managedContentId: '20Y5f00000b1pUOEAY',
  title: 'Our new depot',
  type: 'sfdc_cms__news',
};
export const SLIDES: ContentDocument = {
  contentKey: 'MCSLIDESCOLLECTIONAAAAAAAAAA',
  managedContentId: '20Y5f00000z9KT3EAM',
  title: 'Home slides',
  type: 'sfdc_cms__cmsManualCollection',
};

/** Three documents, as the authoring API would list them. */
const DOCUMENTS: readonly ContentDocument[] = [NEWS_DEPOT, NEWS_HARBOUR, SLIDES];

/** A content library over `documents`, searched by title, key or record id as the API searches. */
export function fakeContentLibrary(
  documents: readonly ContentDocument[] = DOCUMENTS,
): ContentLibrary & { searches: { words: string; types: readonly string[] }[] } {
  const searches: { words: string; types: readonly string[] }[] = [];
  return {
    searches,
    search: (words, types) => {
      searches.push({ words, types });
      const wanted = words.toLowerCase();
      return Promise.resolve(
        documents.filter(
          (document) =>
            (types.length === 0 || types.includes(document.type)) &&
            (document.title.toLowerCase().includes(wanted) ||
              document.contentKey.toLowerCase().includes(wanted) ||
              (wanted.length >= 15 &&
                wanted.startsWith(document.managedContentId.slice(0, 15).toLowerCase()))),
        ),
      );
    },
  };
}
