export { useToast } from './useToast';
export type { ToastConfig } from './toastTypes';
