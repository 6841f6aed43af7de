import type { View } from '../../shared/viewSchema';
import { keepUnchanged } from './keepUnchanged';

export interface CanvasState {
  view: View | null;
  selected: string | null;
  mode: 'edit' | 'preview';
}

/**
 * What the editor last told the canvas, for React to draw (`useSyncExternalStore`). A new view
 * keeps the nodes that did not change (`keepUnchanged`), so only the changed blocks are drawn again.
 */
export function canvasState() {
  let state: CanvasState = { view: null, selected: null, mode: 'edit' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (change: Partial<CanvasState>) => {
      const { view } = change;
      state = { ...state, ...change, ...(view ? { view: keepUnchanged(state.view, view) } : {}) };
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CanvasStore = ReturnType<typeof canvasState>;
