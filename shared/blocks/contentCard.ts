import { COPY, defineBlock, OBJECT, TEXT } from './contract';
import { HEADING_TAGS, loose } from './options';

export const CONTENT_CARD_OPTIONS = { headingTag: loose(HEADING_TAGS, 'h3') };

export const contentCardContract = defineBlock({
  type: 'contentCard',
  label: 'Content Card',
  description:
    'A card of a managed-content item (or of its own title and excerpt): a thumbnail, a title, an excerpt and a button.',
  props: {
    contentId: TEXT,
    title: COPY,
    exerpt: COPY,
    buttonLabel: COPY,
    buttonLink: TEXT,
    redirectPageApiName: TEXT,
    titleStyle: OBJECT,
    minHeight: TEXT,
    maxWidth: TEXT,
    ...CONTENT_CARD_OPTIONS,
  },
  required: { anyOf: ['contentId', 'title'], without: 'the card is an empty box' },
});
