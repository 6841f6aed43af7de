import { useStore } from 'react-redux';
import { blockLabelOf } from '../document/blockNames';
import { findBlock } from '../document/blockTree';
import type { MoveDirection } from '../document/blockMoves';
import { blockDuplicated, blockMoved, blockRemoved, selectView } from '../document/documentSlice';
import { blockSelected, selectionAfterRemoval, selectSelectedId } from '../document/selectionSlice';
import type { EditorStore } from '../state/editorStore';

/** The moves of the selected block, as the toolbar names them and the live region says them. */
export const MOVES = [
  ['up', 'Move up', 'Moved up'],
  ['down', 'Move down', 'Moved down'],
  ['in', 'Move into previous', 'Moved into the block before'],
  ['out', 'Move out', 'Moved out of its region'],
] as const satisfies readonly (readonly [MoveDirection, string, string])[];

const DONE = new Map(MOVES.map(([direction, , done]) => [direction, done]));

const focusOutlineItem = (id: string | null) => {
  // Once React has drawn the change.
  requestAnimationFrame(() => {
    if (id !== null) document.getElementById(`outline-${id}`)?.focus();
  });
};

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

  return { move, remove, duplicate };
}
