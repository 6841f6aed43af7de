import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { View } from '../../shared/viewSchema';
import { locateBlock } from './blockTree';
import { pageOpened } from './documentSlice';

/** The block the author is working on, in the outline and the canvas alike. */
export interface SelectionState {
  /** Its id; `null` when no block is selected. */
  selectedId: string | null;
}

const initialState: SelectionState = { selectedId: null };

export const selectionSlice = createSlice({
  name: 'selection',
  initialState,
  reducers: {
    blockSelected(state, action: PayloadAction<{ id: string | null }>) {
      state.selectedId = action.payload.id;
    },
  },
  extraReducers: (builder) => {
    // Another page's blocks are other blocks.
    builder.addCase(pageOpened, (state) => {
      state.selectedId = null;
    });
  },
  selectors: {
    selectSelectedId: (state) => state.selectedId,
  },
});

export const { blockSelected } = selectionSlice.actions;
export const { selectSelectedId } = selectionSlice.selectors;

/**
 * The block to select once the block with this id is removed: the one after it, else the one
 * before it, else its parent; `null` for a block alone at the top level or an unknown id. Read
 * it from the view before the removal.
 */
export function selectionAfterRemoval(view: View, id: string): string | null {
  const block = locateBlock(view, id);
  if (!block) return null;
  const { siblings, location } = block;
  const neighbour = siblings[location.index + 1] ?? siblings[location.index - 1];
  return neighbour?.id ?? location.parentId;
}
