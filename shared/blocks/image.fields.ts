import { defineFields } from './fields';
import { imageContract } from './image';

export const imageFields = defineFields(imageContract, {
  order: ['imageInfo', 'url', 'altText', 'decorative'],
  props: {
    imageInfo: {
      label: 'Image',
      editor: 'image',
      help: 'A site image: {!cmsMedia.<contentKey>}, or image info as JSON.',
    },
    url: { label: 'Image URL', help: 'An image of the web, used without a site image.' },
    altText: { label: 'Alt text', help: "What the image shows; else the image's own alt text." },
    decorative: { help: 'Screen readers pass over a decorative image.' },
    width: { unit: '%', default: 100, min: 1, max: 100, help: "Of the column's width." },
    height: { unit: 'px', min: 1, max: 4000, help: 'Left out, the image keeps a 16:9 box.' },
    objectFit: { label: 'Fit' },
    loading: { help: 'eager for an image at the top of the page.', advanced: true },
  },
});
