import type { Instruction } from '@atlaskit/pragmatic-drag-and-drop-hitbox/tree-item';
import { locateBlock, mayMoveTo, type MovePlace } from '../document';
import type { View } from '../../shared/viewSchema';

/** What a drop on an outline row would do: the place, and whether the block may go there. */
export interface OutlineDrop {
  place: MovePlace;
  allowed: boolean;
}

/** The ids from the page's top level down to the block: its ancestors, then itself. */
function pathTo(view: View, id: string): string[] {
  const path: string[] = [];
  for (let at: string | null = id; at !== null;) {
    const found = locateBlock(view, at);
    if (!found) break;
    path.unshift(at);
    at = found.location.parentId;
  }
  return path;
}

/**
 * The place a tree-item instruction (Pragmatic drag and drop's hitbox) names, on the row of
 * `target`: above it is before it, below it after it, a make-child into it, and a reparent (the
 * pointer left of the last row of a group) after its ancestor at the level wanted (levels from 0,
 * the page's top level). Gives `undefined` for a blocked instruction or an unknown row.
 * @internal Exported for its tests.
 */
export function placeOf(
  view: View,
  target: string,
  instruction: Instruction,
): MovePlace | undefined {
  switch (instruction.type) {
    case 'reorder-above':
      return { side: 'before', of: target };
    case 'reorder-below':
      return { side: 'after', of: target };
    case 'make-child':
      return { side: 'into', of: target };
    case 'reparent': {
      const path = pathTo(view, target);
      const of = path[Math.min(instruction.desiredLevel, path.length - 1)];
      return of === undefined ? undefined : { side: 'after', of };
    }
    case 'instruction-blocked':
      return undefined;
  }
}

/**
 * What dropping the dragged block on the row would do, under the rules of the keyboard's moves
 * (`mayMoveTo`): `undefined` where the instruction names no place.
 */
export function outlineDropOf(
  view: View,
  dragged: string,
  target: string,
  instruction: Instruction,
): OutlineDrop | undefined {
  const place = placeOf(view, target, instruction);
  return place && { place, allowed: mayMoveTo(view, dragged, place) };
}

/** What dropping the dragged block on a region's caption would do: into the end of that region. */
export function regionDropOf(view: View, dragged: string, of: string, region: string): OutlineDrop {
  const place: MovePlace = { side: 'into', of, region };
  return { place, allowed: mayMoveTo(view, dragged, place) };
}
