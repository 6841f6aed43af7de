import { useCallback } from 'react';
import { DocumentPicker } from '../library';
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

/**
 * The image library in the document picker: searched by title, each image drawn small, named by
 * its title, its alt text read after it.
 */
export function ImagePicker({ library, open, purpose, onChoose, onClose }: ImagePickerProps) {
  const search = useCallback((words: string) => library.search(words), [library]);
  return (
    <DocumentPicker
      open={open}
      words={{
        heading: `Choose an image for ${purpose}`,
        search: 'Search images by title',
        list: 'Images',
        searching: 'Reading the images…',
        nothingFound: 'No image has those words in its title.',
        one: 'image',
        many: 'images',
      }}
      search={search}
      keyOf={(image) => image.contentKey}
      titleOf={(image) => image.title}
      aboutOf={(image) => (image.altText === '' ? 'No alt text' : image.altText)}
      pictureOf={(image) => (
        <img
          src={library.srcOf(image.contentKey)}
          alt=""
          className={styles.thumbnail}
          loading="lazy"
        />
      )}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
