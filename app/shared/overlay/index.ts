export {
  createOverlayStack,
  overlayStack,
  OVERLAY_BASE_Z_INDEX,
  TOAST_BASE_Z_INDEX,
} from './overlayStack';
export type {
  KeyEventSource,
  OverlayHandle,
  OverlayKeyEvent,
  OverlayLayer,
  OverlayOptions,
  OverlayStack,
  OverlayStackOptions,
} from './overlayStack';
export { useOverlay } from './useOverlay';
