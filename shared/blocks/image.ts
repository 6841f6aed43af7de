import { COPY, defineBlock, FLAG, NUMBER, OBJECT, TEXT } from './contract';
import { ALIGNMENTS, IMAGE_FITS, IMAGE_LOADINGS, IMAGE_RADII, exact, loose } from './options';

export const IMAGE_OPTIONS = {
  objectFit: loose(IMAGE_FITS, 'cover'),
  radius: loose(IMAGE_RADII, 'medium'),
  alignment: loose(ALIGNMENTS, 'left'),
  loading: exact(IMAGE_LOADINGS, 'lazy'),
};

export const imageContract = defineBlock({
  type: 'image',
  label: 'Image',
  description:
    "An image of the site's media or of the web, its box reserved before it loads; site media get a srcset.",
  props: {
    imageInfo: OBJECT,
    url: TEXT,
    altText: COPY,
    decorative: FLAG,
    width: NUMBER,
    height: NUMBER,
    ...IMAGE_OPTIONS,
  },
  required: { anyOf: ['imageInfo', 'url'], without: 'the block renders nothing' },
});
