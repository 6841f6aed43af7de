import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { createOverlayStack, type OverlayKeyEvent, type OverlayLayer } from './overlayStack';

/** The page's one stack, shared by every island (they load the same module). */
const overlayStack = createOverlayStack();

/**
 * Keeps an overlay on the page's stack while `open` and returns its stacking order (`undefined`
 * while closed, and on the server: overlays are pushed in an effect, never during render).
 * `onEscape` answers whether it closed something (see `overlayStack`); the latest one is called.
 */
export function useOverlay(
  open: boolean,
  layer: OverlayLayer,
  onEscape: (event: OverlayKeyEvent) => boolean,
): number | undefined {
  const [token] = useState(() => ({}));
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    if (!open) return;
    const handle = overlayStack.push(token, { layer, onEscape: (event) => escape(event) });
    return handle.pop;
  }, [open, layer, token]);

  const zIndex = useCallback(() => overlayStack.zIndexOf(token), [token]);
  return useSyncExternalStore(overlayStack.subscribe, zIndex, () => undefined);
}
