import type { ImageLibrary, LibraryImage } from '../../../editor/images';

/** Three images of the library, as the authoring API would list them. */
const LIBRARY_IMAGES: readonly LibraryImage[] = [
  {
    contentKey: 'MCBANNERAAAAAAAAAAAAAAAAAAAA',
    title: 'Banner picture',
    altText: 'A harbour at dawn',
  },
  { contentKey: 'MCPORTRAITAAAAAAAAAAAAAAAAAA', title: 'Portrait', altText: 'Ana, smiling' },
  { contentKey: 'MCTHUMBAAAAAAAAAAAAAAAAAAAAA', title: 'Thumb', altText: '' },
];

/** An image library over `images`, searched by title or key as the API searches. */
export function fakeImageLibrary(images: readonly LibraryImage[] = LIBRARY_IMAGES): ImageLibrary {
  return {
    search: (words) =>
      Promise.resolve(
        images.filter(
          (image) =>
            image.title.toLowerCase().includes(words.toLowerCase()) ||
            image.contentKey.toLowerCase().includes(words.toLowerCase()),
        ),
      ),
    srcOf: (contentKey) => `/sfsites/c/cms/delivery/media/${contentKey}`,
  };
}
