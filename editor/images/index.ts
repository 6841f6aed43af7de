// The image library: a picker over the site's image documents, for fields and rich text.
export { ImagePicker } from './ImagePicker';
export { ImageLibraryContext, useImageLibrary } from './imageLibrary';
export type { ImageLibrary, LibraryImage } from './imageLibrary';
export { imageReference, referencedImage, richTextImageSrc } from './imageReference';
export { authoringImageLibrary } from './authoringImageLibrary';
