import { bannerContract } from './banner';
import { defineFields } from './fields';

const TARGET_HELP =
  'A link (/about, https://…, mailto:…), or a page reference: a page type and its attributes.';

export const bannerFields = defineFields(bannerContract, {
  order: ['title', 'headingTag', 'picture', 'height'],
  props: {
    title: { help: "The page's title: an h1 unless Heading tag names another heading." },
    picture: {
      editor: 'image',
      help: 'The background image: {!cmsMedia.<contentKey>} or image info as JSON.',
    },
    height: { unit: 'px', default: 206, min: 80, max: 1200 },
    width: { unit: '%', default: 100, min: 10, max: 100 },
    contentWidth: { unit: '%', default: 42, min: 10, max: 100 },
    showPrimaryButton: { default: true },
    primaryButtonTarget: { editor: 'target', help: TARGET_HELP },
    showSecondaryButton: { default: true },
    secondaryButtonTarget: { editor: 'target', help: TARGET_HELP },
    buttonGroupWidth: { unit: '%', default: 50, min: 10, max: 100, advanced: true },
    buttonGroupHeight: { unit: 'px', default: 50, min: 0, max: 400, advanced: true },
  },
});
