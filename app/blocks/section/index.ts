import { sectionContract } from '../../../shared/blocks/section';
import { blockOf } from '../blockTypes';
import { Section } from './Section';
import { parseSectionProps, type SectionProps } from './sectionProps';

export const sectionBlock = blockOf<SectionProps>(sectionContract, {
  parse: parseSectionProps,
  component: Section,
});
