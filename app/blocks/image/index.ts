import { imageContract } from '../../../shared/blocks/image';
import { blockOf } from '../blockTypes';
import { Image } from './Image';
import { parseImageProps, type ImageProps } from './imageProps';

export const imageBlock = blockOf<ImageProps>(imageContract, {
  parse: parseImageProps,
  component: Image,
});
