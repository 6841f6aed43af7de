import { createSelector } from '@reduxjs/toolkit';
import type { ViewNode } from '../../shared/viewSchema';
import { blockLabelOf, blockNameOf } from './blockNames';
import { blockRegions, type BlockRegion } from './blockRegions';
import { findBlock, outlineOf } from './blockTree';
import { selectView, type PageState } from './documentSlice';
import { selectSelectedId, type SelectionState } from './selectionSlice';

/** The part of the editor's state the page's selectors read: the two slices, by their names. */
export interface DocumentRootState {
  page: PageState;
  selection: SelectionState;
}

/** One row of the outline, the tree of the page's blocks. */
export interface OutlineItem {
  id: string;
  type: string;
  /** The block type's label: `Text Block`. */
  label: string;
  /** Its depth, 1 at the top level (the tree item's `aria-level`). */
  level: number;
  /** The block's name: its label and the first words of its copy (see `blockNameOf`). */
  name: string;
  /** The id of the block whose region holds it; `null` at the top level. */
  parent: string | null;
  /** The name of that block's region that holds it (`col2`); `null` at the top level. */
  region: string | null;
  /** Its own regions, in layout order, empty ones too; none for a block that holds no blocks. */
  regions: readonly BlockRegion[];
}

const NO_REGIONS: readonly BlockRegion[] = [];

/**
 * Each node's row as last made: an edit makes new objects of the changed node and the nodes
 * holding it only (immer), so a keystroke names one block again, not the 500.
 */
const itemsByNode = new WeakMap<ViewNode, OutlineItem>();

function outlineItemOf(
  node: ViewNode,
  level: number,
  place: { parentId: string | null; region: string | null },
): OutlineItem {
  const kept = itemsByNode.get(node);
  if (kept?.level === level && kept.parent === place.parentId && kept.region === place.region) {
    return kept;
  }
  const item = newOutlineItem(node, level, place);
  itemsByNode.set(node, item);
  return item;
}

function newOutlineItem(
  node: ViewNode,
  level: number,
  { parentId, region }: { parentId: string | null; region: string | null },
): OutlineItem {
  const regions = blockRegions(node);
  return {
    id: node.id,
    type: node.type,
    label: blockLabelOf(node.type),
    level,
    name: blockNameOf(node),
    parent: parentId,
    region,
    regions: regions.length > 0 ? regions : NO_REGIONS,
  };
}

const NO_ITEMS: readonly OutlineItem[] = [];

/** The outline's rows in reading order; the same array while the view is the same. */
export const selectOutlineItems = createSelector(
  [(state: DocumentRootState) => selectView(state)],
  (view): readonly OutlineItem[] =>
    view
      ? outlineOf(view).map(({ node, level, location }) => outlineItemOf(node, level, location))
      : NO_ITEMS,
);

/** The selected block's node; `null` when none is selected or the page no longer has it. */
export const selectSelectedNode = createSelector(
  [
    (state: DocumentRootState) => selectView(state),
    (state: DocumentRootState) => selectSelectedId(state),
  ],
  (view, id): ViewNode | null => (view && id !== null ? (findBlock(view, id) ?? null) : null),
);
