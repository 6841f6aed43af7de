import { createContext, useContext } from 'react';

/** An image of the library, as a picker shows it. */
export interface LibraryImage {
  contentKey: string;
  title: string;
  /** What the image shows, in words (`''`: decorative, or not written yet). */
  altText: string;
}

/** The site's image documents, as the editor reads them: searched, and drawn small. */
export interface ImageLibrary {
  /** The images whose title (or key) has `words`; every image for `''`. */
  search: (words: string) => Promise<LibraryImage[]>;
  /** Where the browser loads the image `contentKey` from (its published original). */
  srcOf: (contentKey: string) => string;
}

/**
 * The image library the fields and the rich-text editor pick from; `undefined` where there is
 * none (a test of a field alone), and then nothing offers a picker.
 */
export const ImageLibraryContext = createContext<ImageLibrary | undefined>(undefined);

/** The image library of the editor, if it has one. */
export function useImageLibrary(): ImageLibrary | undefined {
  return useContext(ImageLibraryContext);
}
