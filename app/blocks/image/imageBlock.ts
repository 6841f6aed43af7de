import type { BlockDefinition } from '../blockTypes';
import { Image } from './Image';
import { parseImageProps, type ImageProps } from './imageProps';

export const imageBlock: BlockDefinition<ImageProps> = {
  type: 'image',
  label: 'Image',
  parse: parseImageProps,
  component: Image,
};
