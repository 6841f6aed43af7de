import { sectionContract } from '../../../shared/blocks/section';
import { blockOf } from '../blockTypes';
import { Section } from './Section';
import { parseSectionProps, type SectionProps } from './sectionProps';

export const sectionBlock = blockOf<SectionProps>(sectionContract, {
  parse: parseSectionProps,
  component: Section,
});

export { Section } from './Section';
export {
  SECTION_MAX_CONTENT_WIDTH,
  parseSectionProps,
  type BackgroundOverlay,
  type SectionBackground,
  type SectionProps,
} from './sectionProps';
