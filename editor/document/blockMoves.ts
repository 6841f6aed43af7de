import type { View, ViewNode } from '../../shared/viewSchema';
import { isPlainObject } from '../../shared/isPlainObject';
import { parseJsonConfig } from '../../shared/jsonConfig';
import { insertedAt, locateBlock, without, writeList, type LocatedBlock } from './blockTree';

/**
 * A move of one block by the keyboard, the alternative to dragging it: `up` and `down` within its
 * region, `in` to the end of the first region of the block before it, `out` to just after the
 * block whose region holds it, `nextRegion` and `previousRegion` to the end of the region beside
 * its own in the same block (a section's next column, an empty one too).
 */
export type MoveDirection = 'up' | 'down' | 'in' | 'out' | 'nextRegion' | 'previousRegion';

/** A move's words in a step's label: `Move Text Block to the next region`. */
export const MOVE_WORDS: Readonly<Record<MoveDirection, string>> = {
  up: 'up',
  down: 'down',
  in: 'in',
  out: 'out',
  nextRegion: 'to the next region',
  previousRegion: 'to the previous region',
};

/** Swaps the block with its neighbour `offset` places away; false past either end. */
function swapWithNeighbour(view: View, block: LocatedBlock, offset: -1 | 1): boolean {
  const { siblings, location, parent, node } = block;
  const neighbour = siblings[location.index + offset];
  if (!neighbour) return false;
  const swapped = [...siblings];
  swapped[location.index] = neighbour;
  swapped[location.index + offset] = node;
  writeList(view, parent, location.region, swapped);
  return true;
}

/**
 * A block's regions in the order it lays them out: a section's (or columns block's) by its
 * `sectionConfig` columns, empty ones too, then any other region it holds; else as it holds them.
 */
function regionOrder(node: ViewNode): string[] {
  const held = Object.keys(node.regions ?? {});
  const columns = parseJsonConfig(node.props?.sectionConfig)?.columns;
  if (!Array.isArray(columns)) return held;
  const keys = columns.flatMap((column: unknown) =>
    isPlainObject(column) && typeof column.columnKey === 'string' ? [column.columnKey] : [],
  );
  return [...keys, ...held.filter((region) => !keys.includes(region))];
}

function moveIntoPreviousSibling(view: View, block: LocatedBlock): boolean {
  const { siblings, location, parent, node } = block;
  const previous = siblings[location.index - 1];
  const region = previous && regionOrder(previous)[0];
  if (!previous || region === undefined) return false;
  const target = previous.regions?.[region] ?? [];
  writeList(view, previous, region, [...target, node]);
  writeList(view, parent, location.region, without(siblings, location.index));
  return true;
}

function moveToRegionBeside(view: View, block: LocatedBlock, offset: -1 | 1): boolean {
  const { siblings, location, parent, node } = block;
  if (!parent || location.region === null) return false;
  const order = regionOrder(parent);
  const region = order[order.indexOf(location.region) + offset];
  if (region === undefined || order.indexOf(location.region) === -1) return false;
  writeList(view, parent, location.region, without(siblings, location.index));
  writeList(view, parent, region, [...(parent.regions?.[region] ?? []), node]);
  return true;
}

function moveOutOfParent(view: View, block: LocatedBlock): boolean {
  const { siblings, location, parent, node } = block;
  const outer = location.parentId === null ? undefined : locateBlock(view, location.parentId);
  if (!parent || !outer) return false;
  writeList(view, parent, location.region, without(siblings, location.index));
  writeList(
    view,
    outer.parent,
    outer.location.region,
    insertedAt(outer.siblings, outer.location.index + 1, node),
  );
  return true;
}

/**
 * Moves the block with this id one step in `direction`, in place (call it on an immer draft).
 * Gives false, changing nothing, for a move that cannot be made: the first block up, the last
 * down, `in` with no block before it or one without regions, `out` at the top level, a region
 * move past its block's first or last region, an unknown id.
 */
export function moveBlock(view: View, id: string, direction: MoveDirection): boolean {
  const block = locateBlock(view, id);
  if (!block) return false;
  switch (direction) {
    case 'up':
      return swapWithNeighbour(view, block, -1);
    case 'down':
      return swapWithNeighbour(view, block, 1);
    case 'in':
      return moveIntoPreviousSibling(view, block);
    case 'out':
      return moveOutOfParent(view, block);
    case 'nextRegion':
      return moveToRegionBeside(view, block, 1);
    case 'previousRegion':
      return moveToRegionBeside(view, block, -1);
  }
}
