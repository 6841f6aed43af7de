import type { View } from '../../shared/viewSchema';
import { regionOrder } from './blockRegions';
import { idsIn, insertedAt, locateBlock, without, writeList, type LocatedBlock } from './blockTree';

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

/**
 * Where a dragged block is dropped: just before or after another block, in that block's region,
 * or into it, at the end of one of its regions (its first, where `in` puts a block, unless named).
 */
export interface MovePlace {
  side: 'before' | 'after' | 'into';
  /** The id of the block it goes before, after or into. */
  of: string;
  /** Into: the region it goes to the end of (`col2`); the block's first when left out. */
  region?: string;
}

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

/**
 * Whether the block may go to the place: the rules of the keyboard's moves, for a place anywhere
 * in the page. A block goes beside another, or into one with a region (its first, as `in`
 * does, or the one named); never beside or into itself or a block in its own regions.
 */
export function mayMoveTo(view: View, id: string, place: MovePlace): boolean {
  const block = locateBlock(view, id);
  const target = locateBlock(view, place.of);
  if (!block || !target || idsIn([block.node]).includes(place.of)) return false;
  if (place.side !== 'into') return true;
  const regions = regionOrder(target.node);
  return place.region === undefined ? regions[0] !== undefined : regions.includes(place.region);
}

/**
 * Moves the block to the place, in place (call it on an immer draft); a drop of drag and drop.
 * Gives false, changing nothing, for a place `mayMoveTo` refuses. A drop where the block already
 * is changes nothing either: the edit's patches are empty, and no step is recorded.
 */
export function moveBlockTo(view: View, id: string, place: MovePlace): boolean {
  const block = locateBlock(view, id);
  if (!block || !mayMoveTo(view, id, place)) return false;
  const { siblings, location, parent, node } = block;
  writeList(view, parent, location.region, without(siblings, location.index));
  // Found again: taking the block out may have moved the target up its list.
  const target = locateBlock(view, place.of);
  if (!target) return false;
  if (place.side === 'into') {
    const region = place.region ?? regionOrder(target.node)[0] ?? '';
    writeList(view, target.node, region, [...(target.node.regions?.[region] ?? []), node]);
    return true;
  }
  const index = target.location.index + (place.side === 'after' ? 1 : 0);
  writeList(view, target.parent, target.location.region, insertedAt(target.siblings, index, node));
  return true;
}
