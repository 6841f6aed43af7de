export type { OverlayKeyEvent } from './overlayStack';
export { useOverlay } from './useOverlay';
