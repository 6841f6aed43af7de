/** The page being edited, headless: its blocks, their edits, the history and the selection. */
export {
  findBlock,
  idsIn,
  listAt,
  locateBlock,
  outlineOf,
  topLevelAt,
  walkBlocks,
} from './blockTree';
export type { BlockLocation, LocatedBlock } from './blockTree';
export { moveBlock } from './blockMoves';
export type { MoveDirection } from './blockMoves';
export {
  copyWithFreshIds,
  duplicateBlock,
  insertBlock,
  randomId,
  removeBlock,
  setProp,
} from './blockEdits';
export type { MakeId } from './blockEdits';
export { blockLabelOf, blockNameOf, wordsOf } from './blockNames';
export { applySharedPatches, compactPatches, HISTORY_LIMIT, mergeSteps, withStep } from './history';
export type { HistoryStep } from './history';
export {
  blockDuplicated,
  blockInserted,
  blockMoved,
  blockPasted,
  blockRemoved,
  pageOpened,
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
export type {
  BlockMovedPayload,
  BlockPlacedPayload,
  PageOpenedPayload,
  PageState,
  PropChangedPayload,
} from './documentSlice';
export {
  blockSelected,
  selectSelectedId,
  selectionAfterRemoval,
  selectionSlice,
} from './selectionSlice';
export type { SelectionState } from './selectionSlice';
export { selectOutlineItems, selectSelectedNode } from './documentSelectors';
export type { DocumentRootState, OutlineItem } from './documentSelectors';
