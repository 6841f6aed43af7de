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

/**
 * The module of each block type, from `app/` (as the build's manifest names its chunk): the
 * server inlines the styles of a page's blocks only. The registry imports the same modules; the
 * server refuses to start if one is not in the build.
 */
export const BLOCK_MODULES: Readonly<Record<BlockTypeName, string>> = {
  section: 'blocks/section/index.ts',
  columns: 'blocks/columns/index.ts',
  grid: 'blocks/grid/index.ts',
  flexibleBlock: 'blocks/flexibleBlock/index.ts',
  repeaterItem: 'blocks/repeaterItem/index.ts',
  textBlock: 'blocks/textBlock/index.ts',
  banner: 'blocks/banner/index.ts',
  button: 'blocks/button/index.ts',
  image: 'blocks/image/index.ts',
  contentCard: 'blocks/contentCard/index.ts',
  contentCarousel: 'blocks/contentCarousel/index.ts',
  userDataProvider: 'features/user/index.ts',
  toastDemo: 'gallery/ToastDemo.tsx',
};
