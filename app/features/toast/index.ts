export {
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
export { ToastContainer } from './ToastContainer';
export type { ToastContainerProps } from './ToastContainer';
export { useToast } from './useToast';
export type { ShownToast, ToastConfig, ToastRecord } from './toastTypes';
