import type { Patch } from 'immer';
import type { View } from '../../shared/viewSchema';
import { patchedView } from './viewPatches';

export interface CanvasState {
  view: View | null;
  /** The editor's count of the view drawn: a patch applies to the revision before its own. */
  revision: number;
  selected: string | null;
  mode: 'edit' | 'preview';
}

/**
 * What the editor last told the canvas, for React to draw (`useSyncExternalStore`). A patch keeps
 * every node it does not touch the same object, so only the changed blocks are drawn again.
 */
export function canvasState() {
  let state: CanvasState = { view: null, revision: 0, selected: null, mode: 'edit' };
  const listeners = new Set<() => void>();
  const set = (change: Partial<CanvasState>) => {
    state = { ...state, ...change };
    listeners.forEach((listener) => {
      listener();
    });
  };
  return {
    get: () => state,
    set,
    /** Applies the patches of `revision`; false when they are not for the view drawn, or fail. */
    patch: (revision: number, patches: readonly Patch[]): boolean => {
      const view =
        state.view && revision === state.revision + 1 && patchedView(state.view, patches);
      if (!view) return false;
      set({ view, revision });
      return true;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CanvasStore = ReturnType<typeof canvasState>;
