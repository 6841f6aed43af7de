import { COPY, defineBlock, FLAG, NUMBER, OBJECT } from './contract';
import { BUTTON_SIZES, HEADING_TAGS, loose, readOption } from './options';

export const BANNER_OPTIONS = {
  headingTag: loose(HEADING_TAGS, 'h1'),
  buttonSize: loose(BUTTON_SIZES, 'large'),
};

export const bannerContract = defineBlock({
  type: 'banner',
  label: 'Banner',
  description:
    "The page's title over a picture, with up to two buttons; its title is the page's h1 unless headingTag names another heading.",
  props: {
    title: COPY,
    primaryButtonLabel: COPY,
    secondaryButtonLabel: COPY,
    primaryButtonTarget: OBJECT,
    secondaryButtonTarget: OBJECT,
    showPrimaryButton: FLAG,
    showSecondaryButton: FLAG,
    picture: OBJECT,
    height: NUMBER,
    width: NUMBER,
    contentWidth: NUMBER,
    buttonGroupWidth: NUMBER,
    buttonGroupHeight: NUMBER,
    ...BANNER_OPTIONS,
  },
  heading: (props) => readOption(props, BANNER_OPTIONS, 'headingTag'),
});
