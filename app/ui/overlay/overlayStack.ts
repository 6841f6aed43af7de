/**
 * The overlays open on the page, bottom first: what stacks above what, and which one Escape
 * closes. Framework-free; `useOverlay` binds it to React.
 *
 * Stacking order (the spec's base values): tooltips and other popovers start at 9000, the toast
 * container at 10000, so a toast sits above a tooltip opened before it. Each overlay pushed later
 * stacks above the one below it, whatever its layer: a tooltip opened over a toast gets 10001.
 *
 * Escape: one `keydown` listener on the document, there while the stack is not empty. Escape goes
 * to the top overlay only. An overlay with nothing to close at that moment (the toast container
 * when focus is not in a toast) answers `false`, and Escape goes to the one below it; the first
 * overlay that closes something ends it, so one Escape never closes two overlays.
 */

/** Base stacking order of tooltips and popovers. */
const OVERLAY_BASE_Z_INDEX = 9000;
/** Base stacking order of the toast container. */
const TOAST_BASE_Z_INDEX = 10000;

/** Which base an overlay starts from. */
export type OverlayLayer = 'popover' | 'toast';

const BASE_Z_INDEX: Record<OverlayLayer, number> = {
  popover: OVERLAY_BASE_Z_INDEX,
  toast: TOAST_BASE_Z_INDEX,
};

/** What the stack reads of a key press (a DOM `KeyboardEvent` fits). */
export interface OverlayKeyEvent {
  key: string;
  target: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

interface OverlayOptions {
  layer: OverlayLayer;
  /**
   * Escape reached this overlay (it is the top one, or those above it had nothing to close).
   * Returns true when it closed something, false to let the overlay below have it.
   */
  onEscape: (event: OverlayKeyEvent) => boolean;
}

interface OverlayHandle {
  /** Its stacking order, fixed when pushed. */
  zIndex: number;
  /** Takes it off the stack (wherever it is in it); calling it again does nothing. */
  pop: () => void;
}

interface Entry extends OverlayOptions {
  token: object;
  zIndex: number;
}

/** Where the Escape listener goes: the document in the browser. */
type KeyEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface OverlayStack {
  /** Puts an overlay on top. `token` identifies it for `zIndexOf`. */
  push: (token: object, options: OverlayOptions) => OverlayHandle;
  /** The stacking order of an overlay on the stack, `undefined` when it is not on it. */
  zIndexOf: (token: object) => number | undefined;
  /** The overlays' tokens, bottom first. */
  tokens: () => readonly object[];
  /** Offers a key press to the overlays, top first; true when one closed something. */
  handleKeyDown: (event: OverlayKeyEvent) => boolean;
  /** Called whenever an overlay is pushed or popped; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

interface OverlayStackOptions {
  /**
   * Where to listen for Escape; read on the first push, never at module load. Default: the
   * global `document`, or nowhere when there is none (server rendering).
   */
  keyEventSource?: () => KeyEventSource | undefined;
}

function globalDocument(): KeyEventSource | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

export function createOverlayStack(options: OverlayStackOptions = {}): OverlayStack {
  const source = options.keyEventSource ?? globalDocument;
  let entries: readonly Entry[] = [];
  let listening: KeyEventSource | undefined;
  const listeners = new Set<() => void>();

  function handleKeyDown(event: OverlayKeyEvent): boolean {
    if (event.key !== 'Escape' || event.defaultPrevented) return false;
    for (const entry of [...entries].reverse()) {
      if (entry.onEscape(event)) {
        event.preventDefault();
        return true;
      }
    }
    return false;
  }
  const onKeyDown = (event: Event) => {
    handleKeyDown(event as Event & OverlayKeyEvent);
  };

  function update(next: readonly Entry[]): void {
    entries = next;
    if (entries.length > 0 && !listening) {
      listening = source();
      listening?.addEventListener('keydown', onKeyDown);
    } else if (entries.length === 0 && listening) {
      listening.removeEventListener('keydown', onKeyDown);
      listening = undefined;
    }
    for (const listener of listeners) listener();
  }

  function push(token: object, overlay: OverlayOptions): OverlayHandle {
    const below = entries.at(-1);
    const zIndex = Math.max(BASE_Z_INDEX[overlay.layer], below ? below.zIndex + 1 : 0);
    const entry: Entry = { ...overlay, token, zIndex };
    update([...entries, entry]);
    return {
      zIndex,
      pop: () => {
        if (entries.includes(entry)) update(entries.filter((other) => other !== entry));
      },
    };
  }

  return {
    push,
    zIndexOf: (token) => entries.find((entry) => entry.token === token)?.zIndex,
    tokens: () => entries.map((entry) => entry.token),
    handleKeyDown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
