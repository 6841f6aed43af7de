import { defineBlock, OBJECT, TEXT } from './contract';
import { BACKGROUND_OVERLAYS, LAYOUT_DIRECTION_OPTIONS, SPACE_SIZES, loose } from './options';

export const SECTION_OPTIONS = {
  ...LAYOUT_DIRECTION_OPTIONS,
  backgroundOverlay: loose(BACKGROUND_OVERLAYS, 'none'),
  paddingVertical: loose(SPACE_SIZES, 'xx-large'),
  paddingHorizontal: loose(SPACE_SIZES, 'none'),
  componentSpacerSize: loose(SPACE_SIZES, 'medium'),
};

/** A section's columns' widths (out of 12) when its `sectionConfig` gives none: one full width. */
export const SECTION_DEFAULT_WIDTHS: readonly number[] = [12];

export const sectionContract = defineBlock({
  type: 'section',
  label: 'Section',
  description:
    'A band of the page in columns (one full-width column by default), with an optional background image, overlay and colour; each column is a region named by its columnKey.',
  props: {
    sectionConfig: OBJECT,
    backgroundImageConfig: OBJECT,
    backgroundColor: TEXT,
    maxContentWidth: TEXT,
    ...SECTION_OPTIONS,
  },
});
