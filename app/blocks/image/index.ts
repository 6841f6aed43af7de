export { imageBlock } from './imageBlock';
export { Image } from './Image';
export {
  IMAGE_FITS,
  IMAGE_RADII,
  parseImageProps,
  type ImageFit,
  type ImageProps,
  type ImageRadius,
} from './imageProps';
