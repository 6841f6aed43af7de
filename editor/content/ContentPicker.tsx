import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useModalDialog } from '../shell/useModalDialog';
import { typeName, type ContentDocument, type ContentLibrary } from './contentLibrary';
import styles from './ContentPicker.module.css';

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

type Listing =
  | { state: 'loading' }
  | { state: 'loaded'; documents: readonly ContentDocument[] }
  | { state: 'failed'; message: string };

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** `value`, once it has stayed the same for `delayMs`. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/** The documents of `types` that have the words searched, the latest search's only. */
function useSearch(
  library: ContentLibrary,
  open: boolean,
  types: readonly string[],
  words: string,
  debounceMs: number,
): Listing {
  const typed = words.trim();
  const wanted = useDebounced(typed, debounceMs);
  const typeList = types.join(',');
  const [answer, setAnswer] = useState<{ words: string; listing: Listing }>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    library.search(wanted, typeList === '' ? [] : typeList.split(',')).then(
      (documents) => {
        if (current) setAnswer({ words: wanted, listing: { state: 'loaded', documents } });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'The documents could not be read.';
        if (current) setAnswer({ words: wanted, listing: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [library, open, typeList, wanted]);
  return answer?.words === typed ? answer.listing : { state: 'loading' };
}

function statusOf(listing: Listing): string {
  if (listing.state === 'loading') return 'Searching the documents…';
  if (listing.state === 'failed') return listing.message;
  const count = listing.documents.length;
  if (count === 0) return 'No document has those words in its title or key.';
  return `${String(count)} ${count === 1 ? 'document' : 'documents'}`;
}

/**
 * The managed-content documents of some types as a modal dialog: a search by title or key (asked
 * once typing pauses), then a listbox of the documents, each named by its title, its type and key
 * read after it. Down from the search goes into the list; arrow keys, Home and End move in it,
 * Enter chooses; Escape closes with nothing chosen.
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
  const dialog = useModalDialog(open);
  const id = useId();
  const [words, setWords] = useState('');
  const [active, setActive] = useState(0);
  const listbox = useRef<HTMLUListElement>(null);
  const listing = useSearch(library, open, types, words, debounceMs);
  const documents = listing.state === 'loaded' ? listing.documents : [];
  const activeDocument = documents[Math.min(active, documents.length - 1)];
  const optionId = (document: ContentDocument) => `${id}-${document.contentKey}`;

  useEffect(() => {
    if (activeDocument === undefined) return;
    document.getElementById(optionId(activeDocument))?.scrollIntoView({ block: 'nearest' });
  });

  const keyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step !== undefined && documents.length > 0) {
      event.preventDefault();
      setActive(step(Math.min(active, documents.length - 1), documents.length));
    } else if ((event.key === 'Enter' || event.key === ' ') && activeDocument) {
      event.preventDefault();
      onChoose(activeDocument);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
    >
      <h2 id={`${id}-heading`}>Choose a document for {purpose}</h2>
      <label htmlFor={`${id}-search`}>Search documents by title or key</label>
      <input
        id={`${id}-search`}
        type="search"
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && documents.length > 0) {
            event.preventDefault();
            listbox.current?.focus();
          }
        }}
      />
      <p role="status" className={styles.status}>
        {statusOf(listing)}
      </p>
      {documents.length > 0 && (
        <ul
          ref={listbox}
          role="listbox"
          aria-label="Documents"
          tabIndex={0}
          className={styles.list}
          aria-activedescendant={activeDocument ? optionId(activeDocument) : undefined}
          onKeyDown={keyDown}
        >
          {documents.map((each, index) => (
            <li
              key={each.contentKey}
              id={optionId(each)}
              role="option"
              aria-selected={each === activeDocument}
              aria-labelledby={`${optionId(each)}-title`}
              aria-describedby={`${optionId(each)}-about`}
              className={styles.option}
              onClick={() => {
                setActive(index);
                onChoose(each);
              }}
            >
              <span id={`${optionId(each)}-title`} className={styles.title}>
                {each.title}
              </span>
              <span id={`${optionId(each)}-about`} className={styles.about}>
                {typeName(each.type)}, {each.contentKey}
              </span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </dialog>
  );
}
