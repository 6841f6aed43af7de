/** The page being edited, headless: its blocks, their edits, the history and the selection. */
export { bindingsInScope } from './bindingsInScope';
export { findBlock, locateBlock, topLevelAt } from './blockTree';
export type { BlockLocation } from './blockTree';
export type { MoveDirection } from './blockMoves';
export { blockLabelOf } from './blockNames';
export {
  blockDuplicated,
  blockInserted,
  blockMoved,
  blockPasted,
  blockRemoved,
  pageOpened,
  pageRebased,
  pageSaved,
  pageSlice,
  propChanged,
  selectCanRedo,
  selectCanUndo,
  selectRedoLabel,
  selectUndoLabel,
  selectView,
  stepRedone,
  stepUndone,
} from './documentSlice';
export {
  blockSelected,
  selectSelectedId,
  selectionAfterRemoval,
  selectionSlice,
} from './selectionSlice';
export { selectOutlineItems, selectSelectedNode } from './documentSelectors';
