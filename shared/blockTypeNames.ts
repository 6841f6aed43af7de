/**
 * Every block type a view JSON may place. Kept apart from the registry so the server's view
 * check reads it without loading components; the registry's type makes the two agree.
 */
export const BLOCK_TYPE_NAMES = [
  'section',
  'columns',
  'grid',
  'flexibleBlock',
  'repeaterItem',
  'textBlock',
  'banner',
  'button',
  'image',
  'contentCard',
  'contentCarousel',
  'userDataProvider',
  'toastDemo',
] as const;

export type BlockTypeName = (typeof BLOCK_TYPE_NAMES)[number];
