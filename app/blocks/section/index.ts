export { sectionBlock } from './sectionBlock';
export { Section } from './Section';
export {
  SECTION_MAX_CONTENT_WIDTH,
  parseSectionProps,
  type BackgroundOverlay,
  type SectionBackground,
  type SectionProps,
} from './sectionProps';
