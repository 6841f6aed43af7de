/** The page being edited, headless: its blocks, their edits, the history and the selection. */
export { bindingsInScope } from './bindingsInScope';
export { findBlock, locateBlock, topLevelAt } from './blockTree';
export type { BlockLocation } from './blockTree';
export { mayMoveTo } from './blockMoves';
export type { MoveDirection, MovePlace } from './blockMoves';
export { blockLabelOf } from './blockNames';
export { stepsApplyTo } from './history';
export type { HistoryStep } from './history';
export {
  blockDuplicated,
  blockInserted,
  blockMoved,
  blockPasted,
  blockRemoved,
  historyRestored,
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
