import { useStore } from 'react-redux';
import { contractOf } from '../../shared/blocks/catalog';
import { viewNodeSchema, type ViewNode } from '../../shared/viewNode';
import {
  blockInserted,
  blockPasted,
  blockDuplicated,
  blockLabelOf,
  blockMoved,
  blockRemoved,
  blockSelected,
  findBlock,
  selectOutlineItems,
  selectSelectedId,
  selectView,
  selectionAfterRemoval,
  type MoveDirection,
} from '../document';
import type { OutlineDrop } from '../outline/outlineDrop';
import type { EditorStore } from '../state/editorStore';
import { placeAfter } from './blockPlacement';

/** Where a copied block waits for a paste: the browser's storage, so another page can take it. */
const CLIPBOARD_KEY = 'editor.copiedBlock';

function copiedBlock(): ViewNode | null {
  try {
    const parsed = viewNodeSchema.safeParse(JSON.parse(localStorage.getItem(CLIPBOARD_KEY) ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The moves of the selected block, as the toolbar names them and the live region says them. */
export const MOVES = [
  ['up', 'Move up', 'Moved up'],
  ['down', 'Move down', 'Moved down'],
  ['in', 'Move into previous', 'Moved into the block before'],
  ['out', 'Move out', 'Moved out of its region'],
  ['previousRegion', 'Move to previous region', 'Moved to the previous region'],
  ['nextRegion', 'Move to next region', 'Moved to the next region'],
] as const satisfies readonly (readonly [MoveDirection, string, string])[];

const DONE = new Map(MOVES.map(([direction, , done]) => [direction, done]));

const focusOutlineItem = (id: string | null) => {
  // Once React has drawn the change.
  requestAnimationFrame(() => {
    if (id !== null) document.getElementById(`outline-${id}`)?.focus();
  });
};

const DROP_WORDS = { before: 'before', after: 'after', into: 'into' } as const;

/**
 * A block dragged in the outline and dropped: the same move action as the keys' (one step of the
 * history), the block selected and focused, and the move said in the live region by the names of
 * the blocks. A drop where the block may not go changes nothing, and is said so.
 */
export function moveByDrop(
  store: EditorStore,
  announce: (message: string) => void,
  id: string,
  { place, allowed }: OutlineDrop,
) {
  if (!allowed) {
    announce('Cannot move there');
    return;
  }
  const before = selectView(store.getState());
  store.dispatch(blockMoved({ id, place }));
  store.dispatch(blockSelected({ id }));
  const moved = selectView(store.getState()) !== before;
  const target = selectOutlineItems(store.getState()).find((item) => item.id === place.of);
  const region = target?.regions.find((each) => each.name === place.region);
  const where = `${region ? `${region.label} of ` : ''}${target?.name ?? 'the block'}`;
  announce(moved ? `Moved ${DROP_WORDS[place.side]} ${where}` : 'Not moved: it is there already');
  focusOutlineItem(id);
}

/**
 * What the author does to the selected block (from the toolbar or the outline's keys): each
 * one step of the history, said in the live region.
 */
export function useBlockCommands(announce: (message: string) => void) {
  const store = useStore() as EditorStore;
  const selected = () => selectSelectedId(store.getState());

  const move = (direction: MoveDirection, options: { refocus?: boolean } = {}) => {
    const id = selected();
    if (id === null) return;
    const before = selectView(store.getState());
    store.dispatch(blockMoved({ id, direction }));
    const moved = selectView(store.getState()) !== before;
    announce(moved ? (DONE.get(direction) ?? 'Moved') : 'Cannot move further');
    // A block moved into or out of a region is drawn anew in the outline: focus goes with it.
    if (options.refocus) focusOutlineItem(id);
  };

  const remove = (options: { focusNext?: boolean } = {}) => {
    const id = selected();
    const view = selectView(store.getState());
    if (id === null || !view) return;
    const next = selectionAfterRemoval(view, id);
    const type = findBlock(view, id)?.type;
    store.dispatch(blockRemoved({ id }));
    store.dispatch(blockSelected({ id: next }));
    announce(`Deleted ${type ? blockLabelOf(type) : 'block'}`);
    if (options.focusNext) focusOutlineItem(next);
  };

  const duplicate = () => {
    const id = selected();
    if (id === null) return;
    const action = blockDuplicated({ id });
    store.dispatch(action);
    store.dispatch(blockSelected({ id: action.payload.newId }));
    announce('Duplicated');
  };

  /** A new block of this type after the selected one (at the page's end without one). */
  const add = (type: string) => {
    const view = selectView(store.getState());
    if (!view) return;
    const node: ViewNode = { type, id: crypto.randomUUID(), props: {} };
    store.dispatch(blockInserted({ location: placeAfter(view, selected()), node }));
    store.dispatch(blockSelected({ id: node.id }));
    announce(`Added ${contractOf(type)?.label ?? type}`);
  };

  const copy = () => {
    const id = selected();
    const view = selectView(store.getState());
    const node = id === null || !view ? undefined : findBlock(view, id);
    if (!node) return;
    localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(node));
    announce(`Copied ${blockLabelOf(node.type)}`);
  };

  const paste = () => {
    const view = selectView(store.getState());
    const node = copiedBlock();
    if (!view || !node) {
      announce('Nothing to paste: copy a block first');
      return;
    }
    const action = blockPasted({ location: placeAfter(view, selected()), node });
    store.dispatch(action);
    store.dispatch(blockSelected({ id: action.payload.node.id }));
    announce(`Pasted ${blockLabelOf(node.type)}`);
  };

  return { move, remove, duplicate, add, copy, paste };
}
