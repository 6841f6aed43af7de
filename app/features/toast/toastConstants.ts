import type { ToastContainerConfig } from './toastTypes';

/** Auto-close delay of a dismissible toast without a link, in ms. */
export const TOAST_DURATION_MS = 4800;
/** Auto-close delay of a dismissible toast that contains a link, in ms. */
export const TOAST_DURATION_WITH_LINK_MS = 9600;
/**
 * The toast library's default duration, in ms: how long a dismissible toast stays when it asks
 * for its own timing (a `duration`) instead of the platform's 4800/9600 ms but gives no usable
 * value.
 */
export const TOAST_LIBRARY_DEFAULT_DURATION_MS = 3000;
/** Fade in/out duration, in ms (the CSS uses `--duration-fade`, the same 0.4 s). */
export const TOAST_FADE_MS = 400;

export const DEFAULT_MAX_TOASTS = 3;
export const MIN_MAX_TOASTS = 1;

export const DEFAULT_CONTAINER_CONFIG: ToastContainerConfig = {
  maxToasts: DEFAULT_MAX_TOASTS,
  containerPosition: 'fixed',
  toastPosition: 'top-center',
};

/** The platform's console messages, word for word. */
export const TOAST_MESSAGES = {
  labelHint: 'Toast: please provide at least the "label" property to show the toast',
  missingConfig: 'Unable to show toast, missing toast config.',
  missingToast: 'Unable to show toast, missing toast class reference.',
  missingProperty: (property: string) =>
    `Unable to show toast, missing toast property's "${property}"`,
} as const;
