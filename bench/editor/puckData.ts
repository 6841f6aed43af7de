/**
 * The bench's page as Puck's `Data`: the same blocks, ids and words as `benchView.ts` writes for
 * the site, each as the component of `puck/puckConfig.tsx` with the equivalent fields; a section's
 * or columns block's regions are its slot fields (`col1` to `col3`).
 */
import type { ComponentData, Data } from '@puckeditor/core';
import type { BenchBlock } from './benchPage';

/** The Puck component of each kind of block. */
const PUCK_COMPONENTS = {
  section: 'Section',
  columns: 'Columns',
  text: 'Text',
  banner: 'Banner',
  button: 'Button',
  image: 'Image',
  card: 'ContentCard',
} as const;

/** Where the harness serves the fixture's picture (one JPEG for every image and banner). */
const PUCK_PICTURE = './picture.jpg';

function fieldsOf(block: BenchBlock): Record<string, unknown> {
  switch (block.kind) {
    case 'section':
    case 'columns':
      return { widths: (block.regions ?? []).map((region) => region.width).join(' ') };
    case 'text':
      return { text: block.copy, headingTag: block.headingTag ?? 'p' };
    case 'banner':
      return { title: block.copy, picture: PUCK_PICTURE, height: 240 };
    case 'button':
      return { label: block.copy, variant: 'primary' };
    case 'image':
      return { src: PUCK_PICTURE, alt: block.copy, width: 100, height: 200 };
    case 'card':
      return { title: block.copy, excerpt: `${block.copy}, in every depot.` };
  }
}

function componentOf(block: BenchBlock): ComponentData {
  const slots = Object.fromEntries(
    (block.regions ?? []).map((region) => [region.name, region.children.map(componentOf)]),
  );
  return {
    type: PUCK_COMPONENTS[block.kind],
    props: { id: block.id, ...fieldsOf(block), ...slots },
  };
}

export const puckData = (blocks: readonly BenchBlock[]): Data => ({
  root: { props: {} },
  content: blocks.map(componentOf),
});

/** Every block that holds others, open in Puck's outline as every block is in ours. */
export function expandedItems(blocks: readonly BenchBlock[]): Record<string, boolean> {
  const open: Record<string, boolean> = {};
  const visit = (list: readonly BenchBlock[]) => {
    for (const block of list) {
      if (!block.regions) continue;
      open[block.id] = true;
      for (const region of block.regions) visit(region.children);
    }
  };
  visit(blocks);
  return open;
}
