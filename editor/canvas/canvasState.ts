import type { View } from '../../shared/viewSchema';

export interface CanvasState {
  view: View | null;
  selected: string | null;
  mode: 'edit' | 'preview';
}

/** What the editor last told the canvas, for React to draw (`useSyncExternalStore`). */
export function canvasState() {
  let state: CanvasState = { view: null, selected: null, mode: 'edit' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (change: Partial<CanvasState>) => {
      state = { ...state, ...change };
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
