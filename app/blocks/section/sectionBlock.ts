import type { BlockDefinition } from '../blockTypes';
import { Section } from './Section';
import { parseSectionProps, type SectionProps } from './sectionProps';

export const sectionBlock: BlockDefinition<SectionProps> = {
  type: 'section',
  label: 'Section',
  parse: parseSectionProps,
  component: Section,
};
