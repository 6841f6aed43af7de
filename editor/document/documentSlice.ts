import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  castDraft,
  enablePatches,
  isDraft,
  original,
  produceWithPatches,
  type Draft,
  type Patch,
} from 'immer';
import type { View, ViewNode } from '../../shared/viewSchema';
import {
  copyWithFreshIds,
  duplicateBlock,
  insertBlock,
  randomId,
  removeBlock,
  setProp,
  type MakeId,
} from './blockEdits';
import {
  MOVE_WORDS,
  moveBlock,
  moveBlockTo,
  type MoveDirection,
  type MovePlace,
} from './blockMoves';
import { blockLabelOf } from './blockNames';
import { findBlock, type BlockLocation } from './blockTree';
import {
  applySharedPatches,
  compactPatches,
  mergeSteps,
  UNPATCHABLE_KEYS,
  withStep,
  type HistoryStep,
} from './history';

enablePatches();

/** The prop an author is typing into: the next change of the same prop joins the same step. */
interface Typing {
  id: string;
  prop: string;
}

/** The page being edited, and its history. Plain JSON throughout, for Redux DevTools. */
export interface PageState {
  /** The view's file in the content (`views/about.json`); `null` until a page is opened. */
  path: string | null;
  view: View | null;
  /** The revision of the page's draft, which the next save names (0: it has no draft yet). */
  revision: number;
  /** The revision of the published file the draft was made on (0: never published). */
  baseRevision: number;
  /** The steps to undo, oldest first. */
  past: HistoryStep[];
  /** The steps undone, to redo, the next one last. */
  future: HistoryStep[];
  typing: Typing | null;
}

export interface PageOpenedPayload {
  path: string;
  view: View;
  revision: number;
  baseRevision: number;
}

export interface PropChangedPayload {
  id: string;
  prop: string;
  /** The prop's new value; `undefined` removes the prop. */
  value: unknown;
}

/** A move by a key or a button (`direction`), or by drag and drop (`place`). */
export type BlockMovedPayload =
  { id: string; direction: MoveDirection } | { id: string; place: MovePlace };

export interface BlockPlacedPayload {
  location: BlockLocation;
  node: ViewNode;
}

const initialState: PageState = {
  path: null,
  view: null,
  revision: 0,
  baseRevision: 0,
  past: [],
  future: [],
  typing: null,
};

/** The value as this action found it, not the reducer's draft of it. */
function before<T>(value: T): T {
  return isDraft(value) ? original<T>(value as Draft<T>) : value;
}

/** A step's label (`Remove Text Block`), from the label of the block it acts on. */
function labelFor(view: View, id: string, words: (block: string) => string): string {
  const type = findBlock(view, id)?.type;
  return words(type === undefined ? 'block' : blockLabelOf(type));
}

/**
 * Makes the edit as a step of the history, or, typing on, as part of the last step; gives false
 * and changes nothing when the edit changes nothing. The edit gets a draft of the view alone, so
 * the step's patches are paths into the view, whatever else the page's state holds.
 */
function recordEdit(
  state: Draft<PageState>,
  edit: (view: View) => boolean,
  describe: (view: View) => string,
  typing: Typing | null = null,
): boolean {
  const view = before(state.view);
  if (!view) return false;
  const outcome = { changed: false };
  const [next, written, unwritten] = produceWithPatches(view, (draft) => {
    outcome.changed = edit(draft);
  });
  if (!outcome.changed || written.some(reachesPrototype)) return false;
  const patches = compactPatches(view, written);
  const inversePatches = compactPatches(next, unwritten);
  if (patches.length === 0) return false;
  const step: HistoryStep = { patches, inversePatches, label: describe(view) };
  const past = before(state.past);
  const last = past.at(-1);
  const joinsTyping = typing !== null && isSameTyping(state.typing, typing) && last !== undefined;
  // New arrays rather than a push on the draft: a draft's splice at the limit would read (and
  // draft) each of the thousand steps it shifts.
  state.past = castDraft(
    joinsTyping ? [...past.slice(0, -1), mergeSteps(last, step)] : withStep(past, step),
  );
  state.view = castDraft(next);
  state.future = [];
  state.typing = typing;
  return true;
}

/** A patch no undo could apply (a region named `constructor` in the view, say). */
function reachesPrototype(patch: Patch): boolean {
  return patch.path.some((key) => UNPATCHABLE_KEYS.has(key));
}

function isSameTyping(a: Typing | null, b: Typing): boolean {
  return a?.id === b.id && a.prop === b.prop;
}

/**
 * The ids of a duplicate: the action's `newId` for the copy, then `<newId>-1`, `<newId>-2`… for
 * the blocks in its regions. A reducer draws no random ids: a replay of its actions (Redux
 * DevTools) must make the same page.
 */
function idsFrom(newId: string): MakeId {
  let made = 0;
  return () => (made++ === 0 ? newId : `${newId}-${made - 1}`);
}

const SLICE_NAME = 'page';
const PROP_CHANGED = `${SLICE_NAME}/propChanged`;
/** The page's actions that are not another step of the author's: a key typed, a save. */
const KEEPS_TYPING = new Set([PROP_CHANGED, `${SLICE_NAME}/saved`]);

export const pageSlice = createSlice({
  name: SLICE_NAME,
  initialState,
  reducers: {
    /** A page was loaded to edit: its view, its draft's revision and the published one's. */
    opened(_state, action: PayloadAction<PageOpenedPayload>) {
      const { path, view, revision, baseRevision } = action.payload;
      return { ...initialState, path, view, revision, baseRevision };
    },
    /**
     * The author set a prop (a key typed, a choice made). Changes of the same prop of the same
     * block in a row are one step; any other action in between ends it.
     */
    propChanged(state, action: PayloadAction<PropChangedPayload>) {
      const { id, prop, value } = action.payload;
      const typing = { id, prop };
      const changed = recordEdit(
        state,
        (view) => setProp(view, id, prop, value),
        (view) => labelFor(view, id, (block) => `Change ${prop} of ${block}`),
        typing,
      );
      if (!changed && !isSameTyping(state.typing, typing)) state.typing = null;
    },
    blockMoved(state, action: PayloadAction<BlockMovedPayload>) {
      const move = action.payload;
      const { id } = move;
      if ('direction' in move) {
        recordEdit(
          state,
          (view) => moveBlock(view, id, move.direction),
          (view) => labelFor(view, id, (block) => `Move ${block} ${MOVE_WORDS[move.direction]}`),
        );
        return;
      }
      const { side, of } = move.place;
      recordEdit(
        state,
        (view) => moveBlockTo(view, id, move.place),
        (view) =>
          labelFor(
            view,
            id,
            (block) => `Move ${block} ${side} ${labelFor(view, of, (target) => target)}`,
          ),
      );
    },
    blockRemoved(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      recordEdit(
        state,
        (view) => removeBlock(view, id),
        (view) => labelFor(view, id, (block) => `Remove ${block}`),
      );
    },
    /** The block copied just after itself; the copy's id is `newId` (a fresh one by default). */
    blockDuplicated: {
      reducer(state, action: PayloadAction<{ id: string; newId: string }>) {
        const { id, newId } = action.payload;
        recordEdit(
          state,
          (view) => duplicateBlock(view, id, idsFrom(newId)) !== undefined,
          (view) => labelFor(view, id, (block) => `Duplicate ${block}`),
        );
      },
      prepare(payload: { id: string; newId?: string }) {
        return { payload: { id: payload.id, newId: payload.newId ?? randomId() } };
      },
    },
    /** A new block put in the page (from the palette), with ids of its own. */
    blockInserted(state, action: PayloadAction<BlockPlacedPayload>) {
      const { location, node } = action.payload;
      recordEdit(
        state,
        (view) => insertBlock(view, location, node),
        () => `Insert ${blockLabelOf(node.type)}`,
      );
    },
    /** A copied block put in the page: the action carries it with fresh ids (`makeId`'s). */
    blockPasted: {
      reducer(state, action: PayloadAction<BlockPlacedPayload>) {
        const { location, node } = action.payload;
        recordEdit(
          state,
          (view) => insertBlock(view, location, node),
          () => `Paste ${blockLabelOf(node.type)}`,
        );
      },
      prepare(payload: BlockPlacedPayload, makeId: MakeId = randomId) {
        return {
          payload: { location: payload.location, node: copyWithFreshIds(payload.node, makeId) },
        };
      },
    },
    undone(state) {
      const view = before(state.view);
      const step = before(state.past).at(-1);
      if (!view || !step) return;
      state.view = castDraft(applySharedPatches(view, step.inversePatches));
      state.past.pop();
      state.future.push(castDraft(step));
    },
    redone(state) {
      const view = before(state.view);
      const step = before(state.future).at(-1);
      if (!view || !step) return;
      state.view = castDraft(applySharedPatches(view, step.patches));
      state.future.pop();
      state.past.push(castDraft(step));
    },
    /**
     * The page as merged with a draft someone else saved meanwhile, on that draft's revisions.
     * The history is of the page before: its steps no longer apply, so it is dropped.
     */
    rebased(state, action: PayloadAction<{ view: View; revision: number; baseRevision: number }>) {
      return { ...initialState, path: state.path, ...action.payload };
    },
    /**
     * The history kept from the author's last visit to this draft (`openKeptHistory`), put back
     * so Undo and Redo go on where they left off. The view is as it was: nothing to save.
     */
    historyRestored(state, action: PayloadAction<{ past: HistoryStep[]; future: HistoryStep[] }>) {
      state.past = castDraft(action.payload.past);
      state.future = castDraft(action.payload.future);
    },
    /** The draft was saved at this revision, which the next save names. */
    saved(state, action: PayloadAction<{ revision: number }>) {
      state.revision = action.payload.revision;
    },
  },
  extraReducers: (builder) => {
    // What the author does besides typing ends the typing: another step on the page, or another
    // block selected. What the editor does meanwhile (a save, its status) does not.
    builder.addMatcher(
      (action: UnknownAction) =>
        (action.type.startsWith(`${SLICE_NAME}/`) && !KEEPS_TYPING.has(action.type)) ||
        action.type.startsWith('selection/'),
      (state) => {
        state.typing = null;
      },
    );
  },
  selectors: {
    selectView: (state) => state.view,
    selectCanUndo: (state) => state.past.length > 0,
    selectCanRedo: (state) => state.future.length > 0,
    selectUndoLabel: (state) => state.past.at(-1)?.label ?? null,
    selectRedoLabel: (state) => state.future.at(-1)?.label ?? null,
  },
});

export const {
  opened: pageOpened,
  propChanged,
  blockMoved,
  blockRemoved,
  blockDuplicated,
  blockInserted,
  blockPasted,
  undone: stepUndone,
  redone: stepRedone,
  saved: pageSaved,
  historyRestored,
  rebased: pageRebased,
} = pageSlice.actions;

export const { selectView, selectCanUndo, selectCanRedo, selectUndoLabel, selectRedoLabel } =
  pageSlice.selectors;
