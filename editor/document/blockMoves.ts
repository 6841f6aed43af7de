import type { View, ViewNode } from '../../shared/viewSchema';
import { insertedAt, locateBlock, without, writeList, type LocatedBlock } from './blockTree';

/**
 * A move of one block by the keyboard, the alternative to dragging it: `up` and `down` within its
 * region, `in` to the end of the first region of the block before it, `out` to just after the
 * block whose region holds it.
 */
export type MoveDirection = 'up' | 'down' | 'in' | 'out';

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

/** The name of a node's first region, the one a block moved `in` joins. */
function firstRegionOf(node: ViewNode): string | undefined {
  return Object.keys(node.regions ?? {})[0];
}

function moveIntoPreviousSibling(view: View, block: LocatedBlock): boolean {
  const { siblings, location, parent, node } = block;
  const previous = siblings[location.index - 1];
  const region = previous && firstRegionOf(previous);
  if (!previous || region === undefined) return false;
  const target = previous.regions?.[region] ?? [];
  writeList(view, previous, region, [...target, node]);
  writeList(view, parent, location.region, without(siblings, location.index));
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
 * down, `in` with no block before it or one without regions, `out` at the top level, an unknown id.
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
  }
}
