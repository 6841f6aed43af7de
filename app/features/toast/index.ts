export {
  DATA_ERROR_LABEL,
  DATA_ERROR_MESSAGE,
  dataErrorRaised,
  selectQueuedToasts,
  selectReportedSources,
  selectShownToasts,
  selectToastConfig,
  toastClosed,
  toastCloseRequested,
  toastConfigured,
  toastEnqueued,
  toastSlice,
} from './toastSlice';
export type { ToastRootState, ToastState } from './toastSlice';
export { showToast } from './showToast';
export { startDataErrorToasts } from './dataErrorToasts';
export type {
  DataErrorMatcher,
  DataErrorToastOptions,
  StartDataErrorListening,
} from './dataErrorToasts';
export { ToastContainer } from './ToastContainer';
export type { ToastContainerProps } from './ToastContainer';
export { useToast } from './useToast';
export { useMediaQuery, REDUCED_MOTION_QUERY } from './useMediaQuery';
export {
  TOAST_DURATION_MS,
  TOAST_DURATION_WITH_LINK_MS,
  TOAST_FADE_MS,
  TOAST_MESSAGES,
} from './toastConstants';
export type { ToastContainerOptions } from './normalizeToastOptions';
export type {
  ContainerPosition,
  ShownToast,
  ToastConfig,
  ToastContainerConfig,
  ToastLink,
  ToastLinks,
  ToastMode,
  ToastPosition,
  ToastRecord,
  ToastStatus,
  ToastVariant,
} from './toastTypes';
