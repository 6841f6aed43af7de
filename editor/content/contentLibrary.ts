import { createContext, useContext } from 'react';
import { CONTENT_KEY_PATTERN, sameRecordId } from '../../content-model/schemas/ids';

/** A managed-content document, as a picker of references shows it. */
export interface ContentDocument {
  contentKey: string;
  managedContentId: string;
  title: string;
  /** Its `contentType.fullyQualifiedName` (`sfdc_cms__news`). */
  type: string;
}

/** The site's managed-content documents, as the editor searches them for a reference. */
export interface ContentLibrary {
  /**
   * The documents of `types` (of every type for none) whose title, content key or managed
   * content id has `words`; every one of them for `''`.
   */
  search: (words: string, types: readonly string[]) => Promise<ContentDocument[]>;
}

/**
 * The documents the content fields pick from; `undefined` where there are none to read (a test
 * of a field alone), and then no field offers a picker.
 */
export const ContentLibraryContext = createContext<ContentLibrary | undefined>(undefined);

/** The content library of the editor, if it has one. */
export function useContentLibrary(): ContentLibrary | undefined {
  return useContext(ContentLibraryContext);
}

const RECORD_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

/** Whether `reference` is written as a block reads a document: a content key or a record id. */
export function mayNameDocument(reference: string): boolean {
  return CONTENT_KEY_PATTERN.test(reference) || RECORD_ID.test(reference);
}

/** Whether `document` is the one a block reads for `reference`: its key, or its record id. */
export function isReferenced(document: ContentDocument, reference: string): boolean {
  if (CONTENT_KEY_PATTERN.test(reference)) return document.contentKey === reference;
  return (
    (reference.length === 15 || reference.length === 18) &&
    sameRecordId(document.managedContentId, reference)
  );
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  sfdc_cms__news: 'news',
  sfdc_cms__cmsManualCollection: 'collection',
  sfdc_cms__image: 'image',
};

/** A document type in the author's words (`news`, `collection`); an unknown one as it is. */
export function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}
