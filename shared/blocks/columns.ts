import { defineBlock, OBJECT } from './contract';
import { LAYOUT_DIRECTION_OPTIONS, SPACE_SIZES, loose } from './options';

export const COLUMNS_OPTIONS = {
  ...LAYOUT_DIRECTION_OPTIONS,
  componentSpacerSize: loose(SPACE_SIZES, 'medium'),
};

/** A columns block's columns' widths (out of 12) when its `sectionConfig` gives none: two halves. */
export const COLUMNS_DEFAULT_WIDTHS: readonly number[] = [6, 6];

export const columnsContract = defineBlock({
  type: 'columns',
  label: 'Columns',
  description:
    "Columns laid out as a section's, two columns of 6 by default, without a background.",
  props: { sectionConfig: OBJECT, ...COLUMNS_OPTIONS },
});
