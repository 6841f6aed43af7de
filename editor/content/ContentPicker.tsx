import { useCallback } from 'react';
import { DocumentPicker } from '../library';
import { typeName, type ContentDocument, type ContentLibrary } from './contentLibrary';

interface ContentPickerProps {
  library: ContentLibrary;
  open: boolean;
  /** The document types listed (every type for none). */
  types: readonly string[];
  /** What the document is for, in the dialog's heading ("Choose a document for Content"). */
  purpose: string;
  onChoose: (document: ContentDocument) => void;
  onClose: () => void;
  /** How long typing must pause before the search is asked, in ms; 250 by default. */
  debounceMs?: number;
}

/**
 * The managed-content documents of some types in the document picker: searched by title or key
 * once typing pauses, each named by its title, its type and key read after it.
 */
export function ContentPicker({
  library,
  open,
  types,
  purpose,
  onChoose,
  onClose,
  debounceMs = 250,
}: ContentPickerProps) {
  // The types as one text, so a new list of the same types asks nothing again.
  const typeList = types.join(',');
  const search = useCallback(
    (words: string) => library.search(words, typeList === '' ? [] : typeList.split(',')),
    [library, typeList],
  );
  return (
    <DocumentPicker
      open={open}
      words={{
        heading: `Choose a document for ${purpose}`,
        search: 'Search documents by title or key',
        list: 'Documents',
        searching: 'Searching the documents…',
        nothingFound: 'No document has those words in its title or key.',
        one: 'document',
        many: 'documents',
      }}
      search={search}
      keyOf={(document) => document.contentKey}
      titleOf={(document) => document.title}
      aboutOf={(document) => `${typeName(document.type)}, ${document.contentKey}`}
      onChoose={onChoose}
      onClose={onClose}
      debounceMs={debounceMs}
    />
  );
}
