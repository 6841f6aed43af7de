export type { ImageInfo } from './imageInfo';
export { imageInfoWireSchema } from './imageInfo';
export { imagesSlice, selectImagesByKey } from './imagesSlice';
export type { ImagesState } from './imagesSlice';
export { loadImages } from './loadImages';
