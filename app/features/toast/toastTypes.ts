/** Toast colour and semantics; an unknown variant falls back to `info`. */
export const TOAST_VARIANTS = ['info', 'success', 'warning', 'error'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/**
 * `dismissible` auto-closes, `sticky` stays until closed. The platform's typings also list
 * `pester`, but its runtime only knows these two, so `pester` is treated as invalid (default mode).
 */
export const TOAST_MODES = ['dismissible', 'sticky'] as const;
export type ToastMode = (typeof TOAST_MODES)[number];

export const CONTAINER_POSITIONS = ['fixed', 'absolute'] as const;
export type ContainerPosition = (typeof CONTAINER_POSITIONS)[number];

export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** One link for a `{0}` / `{name}` placeholder in a toast's label or message. */
export interface ToastLink {
  /** https address, site path with one leading slash, or `#fragment`; anything else renders as text. */
  url: string;
  /** The link text. */
  label: string;
}

/** Links by placeholder: an array for `{0}`, `{1}`…, or a map for `{name}`. */
export type ToastLinks = readonly ToastLink[] | Readonly<Record<string, ToastLink>>;

/** What callers pass to `showToast`. Validated at run time: callers may pass anything. */
export interface ToastConfig {
  /** Required, non-empty; may hold link placeholders. */
  label: string;
  /** Optional second line; may hold link placeholders. */
  message?: string;
  /** Default `info`. */
  variant?: ToastVariant;
  /** Default: `dismissible` for a success toast without links, otherwise `sticky`. */
  mode?: ToastMode;
  /**
   * How long a dismissible toast stays, in ms, in place of the platform's timing (4800 ms, or
   * 9600 ms with a link). Numeric text is accepted; a value that is not a positive number gives
   * the library default, 3000 ms. Sticky toasts ignore it. Default: the platform's timing.
   */
  duration?: number;
  labelLinks?: ToastLinks;
  messageLinks?: ToastLinks;
}

/** A validated toast as held in the store (serialisable; links keyed by placeholder name). */
export interface ToastRecord {
  id: string;
  label: string;
  message?: string;
  variant: ToastVariant;
  mode: ToastMode;
  labelLinks?: Record<string, ToastLink>;
  messageLinks?: Record<string, ToastLink>;
  /** True when the label or message renders at least one link (auto-close then waits longer). */
  hasLink: boolean;
  /** The toast's own auto-close delay in ms, when it asked for one; else the platform's timing. */
  durationMs?: number;
}

/** `closing` = fading out; the toast still counts towards the maximum until it is removed. */
type ToastStatus = 'shown' | 'closing';

export interface ShownToast extends ToastRecord {
  status: ToastStatus;
}

/** The container's settings after normalisation. */
export interface ToastContainerConfig {
  /** Toasts shown at once, at least 1; default 3. */
  maxToasts: number;
  /** CSS position of the container; default `fixed`. */
  containerPosition: ContainerPosition;
  /** Where toasts stack; default `top-center`. */
  toastPosition: ToastPosition;
}
