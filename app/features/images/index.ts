export type { ImageInfo } from './imageInfo';
export { fallbackImageInfo, imageInfoWireSchema, toImageInfo } from './imageInfo';
export { usePageImages } from './usePageImages';
