import type { View, ViewNode } from '../../shared/viewSchema';
import { locateBlock, type OutlineEntry } from './blockTree';

/**
 * A move of one block by the keyboard, the alternative to dragging it: `up` and `down` within its
 * region, `in` to the end of the first region of the block before it, `out` to just after the
 * block whose region holds it.
 */
export type MoveDirection = 'up' | 'down' | 'in' | 'out';

/** Swaps the block with its neighbour `offset` places away; false past either end. */
function swapWithNeighbour({ siblings, location }: OutlineEntry, offset: -1 | 1): boolean {
  const other = location.index + offset;
  const node = siblings[location.index];
  const neighbour = siblings[other];
  if (!node || !neighbour) return false;
  siblings[other] = node;
  siblings[location.index] = neighbour;
  return true;
}

/** The first region of a node, the one a block moved `in` joins; `undefined` when it has none. */
function firstRegionOf(node: ViewNode): ViewNode[] | undefined {
  const first = Object.keys(node.regions ?? {})[0];
  return first === undefined ? undefined : node.regions?.[first];
}

function moveIntoPreviousSibling({ siblings, location }: OutlineEntry): boolean {
  const previous = siblings[location.index - 1];
  const target = previous && firstRegionOf(previous);
  if (!target) return false;
  const [node] = siblings.splice(location.index, 1);
  if (node) target.push(node);
  return true;
}

function moveOutOfParent(view: View, { siblings, location }: OutlineEntry): boolean {
  if (location.parentId === null) return false;
  const parent = locateBlock(view, location.parentId);
  if (!parent) return false;
  const [node] = siblings.splice(location.index, 1);
  if (node) parent.siblings.splice(parent.location.index + 1, 0, node);
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
      return swapWithNeighbour(block, -1);
    case 'down':
      return swapWithNeighbour(block, 1);
    case 'in':
      return moveIntoPreviousSibling(block);
    case 'out':
      return moveOutOfParent(view, block);
  }
}
