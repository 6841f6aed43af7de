export { imageBlock } from './imageBlock';
export { Image } from './Image';
export { parseImageProps, type ImageFit, type ImageProps, type ImageRadius } from './imageProps';
