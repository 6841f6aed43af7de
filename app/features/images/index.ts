export type { ImageInfo } from './imageInfo';
export { usePageImages } from './usePageImages';
