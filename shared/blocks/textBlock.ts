import { COPY, defineBlock, FLAG, OBJECT, TEXT } from './contract';
import {
  ALIGNMENTS,
  FONT_SIZES,
  SPACE_SIZES,
  TEXT_TAGS,
  defaultTextStyle,
  isHeadingTag,
  loose,
  readOption,
} from './options';

export const TEXT_BLOCK_OPTIONS = {
  headingTag: loose(TEXT_TAGS, 'h3'),
  fontSize: loose(FONT_SIZES, (props) => defaultTextStyle(props.headingTag)),
  textAlign: loose(ALIGNMENTS, 'left'),
  paddingVertical: loose(SPACE_SIZES, 'none'),
  paddingHorizontal: loose(SPACE_SIZES, 'none'),
};

export const textBlockContract = defineBlock({
  type: 'textBlock',
  label: 'Text Block',
  description:
    'A heading or a paragraph: plain text, or sanitised rich text, with its look per form factor.',
  props: {
    text: COPY,
    richText: FLAG,
    textDisplayInfo: OBJECT,
    textColor: TEXT,
    backgroundColor: TEXT,
    textClass: TEXT,
    isLinkable: FLAG,
    url: TEXT,
    linkAssistiveText: COPY,
    textDecoration: OBJECT,
    ...TEXT_BLOCK_OPTIONS,
  },
  required: { anyOf: ['text'], without: 'the block renders nothing' },
  heading: (props) => {
    const tag = readOption(props, TEXT_BLOCK_OPTIONS, 'headingTag');
    return isHeadingTag(tag) ? tag : undefined;
  },
});
