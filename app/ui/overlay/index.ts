export { createOverlayStack, overlayStack } from './overlayStack';
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
