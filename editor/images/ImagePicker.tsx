import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useModalDialog } from '../shell/useModalDialog';
import type { ImageLibrary, LibraryImage } from './imageLibrary';
import styles from './ImagePicker.module.css';

interface ImagePickerProps {
  library: ImageLibrary;
  open: boolean;
  /** What the image is for, in the dialog's heading ("Choose an image for Background image"). */
  purpose: string;
  onChoose: (image: LibraryImage) => void;
  onClose: () => void;
}

type Listing =
  | { state: 'loading' }
  | { state: 'loaded'; images: readonly LibraryImage[] }
  | { state: 'failed'; message: string };

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The images of the library whose title has the words searched, the latest search's only. */
function useSearch(library: ImageLibrary, open: boolean, words: string): Listing {
  const wanted = words.trim();
  const [answer, setAnswer] = useState<{ words: string; listing: Listing }>();
  useEffect(() => {
    if (!open) return;
    let current = true;
    library.search(wanted).then(
      (images) => {
        if (current) setAnswer({ words: wanted, listing: { state: 'loaded', images } });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : 'The images could not be read.';
        if (current) setAnswer({ words: wanted, listing: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [library, open, wanted]);
  return answer?.words === wanted ? answer.listing : { state: 'loading' };
}

/**
 * The image library as a modal dialog: a search by title, then a listbox of the images (each
 * drawn small, named by its title, its alt text read after it). Arrow keys, Home and End move in
 * the list, Enter chooses; Escape closes with nothing chosen.
 */
export function ImagePicker({ library, open, purpose, onChoose, onClose }: ImagePickerProps) {
  const dialog = useModalDialog(open);
  const id = useId();
  const [words, setWords] = useState('');
  const [active, setActive] = useState(0);
  const listbox = useRef<HTMLUListElement>(null);
  const listing = useSearch(library, open, words);
  const images = listing.state === 'loaded' ? listing.images : [];
  const activeImage = images[Math.min(active, images.length - 1)];
  const optionId = (image: LibraryImage) => `${id}-${image.contentKey}`;

  useEffect(() => {
    if (activeImage === undefined) return;
    const option = document.getElementById(optionId(activeImage));
    option?.scrollIntoView({ block: 'nearest' });
  });

  const keyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step !== undefined && images.length > 0) {
      event.preventDefault();
      setActive(step(Math.min(active, images.length - 1), images.length));
    } else if ((event.key === 'Enter' || event.key === ' ') && activeImage) {
      event.preventDefault();
      onChoose(activeImage);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      onClose={onClose}
    >
      <h2 id={`${id}-heading`}>Choose an image for {purpose}</h2>
      <label htmlFor={`${id}-search`}>Search images by title</label>
      <input
        id={`${id}-search`}
        type="search"
        value={words}
        onChange={(event) => {
          setWords(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && images.length > 0) {
            event.preventDefault();
            listbox.current?.focus();
          }
        }}
      />
      <p role="status" className={styles.status}>
        {listing.state === 'loading'
          ? 'Reading the images…'
          : listing.state === 'failed'
            ? listing.message
            : images.length === 0
              ? 'No image has those words in its title.'
              : `${String(images.length)} ${images.length === 1 ? 'image' : 'images'}`}
      </p>
      {images.length > 0 && (
        <ul
          ref={listbox}
          role="listbox"
          aria-label="Images"
          tabIndex={0}
          className={styles.list}
          aria-activedescendant={activeImage ? optionId(activeImage) : undefined}
          onKeyDown={keyDown}
        >
          {images.map((image, index) => (
            <li
              key={image.contentKey}
              id={optionId(image)}
              role="option"
              aria-selected={image === activeImage}
              aria-labelledby={`${optionId(image)}-title`}
              aria-describedby={`${optionId(image)}-alt`}
              className={styles.option}
              onClick={() => {
                setActive(index);
                onChoose(image);
              }}
            >
              <img
                src={library.srcOf(image.contentKey)}
                alt=""
                className={styles.thumbnail}
                loading="lazy"
              />
              <span id={`${optionId(image)}-title`} className={styles.title}>
                {image.title}
              </span>
              <span id={`${optionId(image)}-alt`} className={styles.alt}>
                {image.altText === '' ? 'No alt text' : image.altText}
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
