import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useModalDialog } from '../shell/useModalDialog';
import styles from './DocumentPicker.module.css';

/** The picker's words, each a library's own ("Images", "Search images by title"). */
interface PickerWords {
  /** The dialog's heading ("Choose an image for Background image"). */
  heading: string;
  /** The search's label. */
  search: string;
  /** The listbox's name ("Images"). */
  list: string;
  /** The status while a search is asked ("Reading the images…"). */
  searching: string;
  /** The status when nothing has the words searched. */
  nothingFound: string;
  /** What one of the listed is called, and several ("image", "images"). */
  one: string;
  many: string;
}

interface DocumentPickerProps<T> {
  open: boolean;
  words: PickerWords;
  /**
   * The documents that have `words` (every one for `''`). A new function asks again, so keep it
   * the same (`useCallback`) while what it lists is.
   */
  search: (words: string) => Promise<readonly T[]>;
  /** A document's key, unique in a listing. */
  keyOf: (document: T) => string;
  /** A document's name, its option's accessible name. */
  titleOf: (document: T) => string;
  /** What is read after its name, its option's description. */
  aboutOf: (document: T) => string;
  /** A picture drawn before its name (an image's thumbnail); none without. */
  pictureOf?: (document: T) => ReactNode;
  onChoose: (document: T) => void;
  onClose: () => void;
  /** How long typing must pause before the search is asked, in ms; 0 (at once) by default. */
  debounceMs?: number;
}

type Listing<T> =
  | { state: 'loading' }
  | { state: 'loaded'; documents: readonly T[] }
  | { state: 'failed'; message: string };

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** `value`, once it has stayed the same for `delayMs`; at once for 0. */
function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

/** The documents that have the words searched, the latest search's only. */
function useSearch<T>(
  search: (words: string) => Promise<readonly T[]>,
  open: boolean,
  words: string,
  debounceMs: number,
  failed: string,
): Listing<T> {
  const typed = words.trim();
  const wanted = useDebounced(typed, debounceMs);
  const [answer, setAnswer] = useState<{ words: string; listing: Listing<T> }>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    search(wanted).then(
      (documents) => {
        if (current) setAnswer({ words: wanted, listing: { state: 'loaded', documents } });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : failed;
        if (current) setAnswer({ words: wanted, listing: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [search, open, wanted, failed]);
  return answer?.words === typed ? answer.listing : { state: 'loading' };
}

function statusOf<T>(listing: Listing<T>, words: PickerWords): string {
  if (listing.state === 'loading') return words.searching;
  if (listing.state === 'failed') return listing.message;
  const count = listing.documents.length;
  if (count === 0) return words.nothingFound;
  return `${String(count)} ${count === 1 ? words.one : words.many}`;
}

/**
 * Documents of a library as a modal dialog: a search, then a listbox of the documents found, each
 * named by its title (a picture before it, if it has one) and described by what follows it. Down
 * from the search goes into the list; arrow keys, Home and End move in it, Enter (or Space)
 * chooses, as a click does; Escape closes with nothing chosen.
 */
export function DocumentPicker<T>({
  open,
  words,
  search,
  keyOf,
  titleOf,
  aboutOf,
  pictureOf,
  onChoose,
  onClose,
  debounceMs = 0,
}: DocumentPickerProps<T>) {
  const dialog = useModalDialog(open);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const listbox = useRef<HTMLUListElement>(null);
  const failed = `The ${words.many} could not be read.`;
  const listing = useSearch(search, open, typed, debounceMs, failed);
  const documents = listing.state === 'loaded' ? listing.documents : [];
  const activeDocument = documents[Math.min(active, documents.length - 1)];
  const optionId = (each: T) => `${id}-${keyOf(each)}`;

  useEffect(() => {
    if (activeDocument === undefined) return;
    document.getElementById(optionId(activeDocument))?.scrollIntoView({ block: 'nearest' });
  });

  const keyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step !== undefined && documents.length > 0) {
      event.preventDefault();
      setActive(step(Math.min(active, documents.length - 1), documents.length));
    } else if ((event.key === 'Enter' || event.key === ' ') && activeDocument !== undefined) {
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
      <h2 id={`${id}-heading`}>{words.heading}</h2>
      <label htmlFor={`${id}-search`}>{words.search}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
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
        {statusOf(listing, words)}
      </p>
      {documents.length > 0 && (
        <ul
          ref={listbox}
          role="listbox"
          aria-label={words.list}
          tabIndex={0}
          className={styles.list}
          aria-activedescendant={
            activeDocument === undefined ? undefined : optionId(activeDocument)
          }
          onKeyDown={keyDown}
        >
          {documents.map((each, index) => (
            <li
              key={keyOf(each)}
              id={optionId(each)}
              role="option"
              aria-selected={each === activeDocument}
              aria-labelledby={`${optionId(each)}-title`}
              aria-describedby={`${optionId(each)}-about`}
              className={pictureOf ? `${styles.option} ${styles.pictured}` : styles.option}
              onClick={() => {
                setActive(index);
                onChoose(each);
              }}
            >
              {pictureOf && <span className={styles.picture}>{pictureOf(each)}</span>}
              <span id={`${optionId(each)}-title`} className={styles.title}>
                {titleOf(each)}
              </span>
              <span id={`${optionId(each)}-about`} className={styles.about}>
                {aboutOf(each)}
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
