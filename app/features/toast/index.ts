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
export type { ToastState } from './toastSlice';
export { showToast } from './showToast';
export { ToastContainer } from './ToastContainer';
export { useToast } from './useToast';
export type { ToastConfig, ToastRecord } from './toastTypes';
