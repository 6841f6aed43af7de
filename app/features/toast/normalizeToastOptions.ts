import {
  DEFAULT_CONTAINER_CONFIG,
  DEFAULT_MAX_TOASTS,
  MIN_MAX_TOASTS,
  TOAST_DURATION_MS,
  TOAST_DURATION_WITH_LINK_MS,
  TOAST_LIBRARY_DEFAULT_DURATION_MS,
} from './toastConstants';
import {
  CONTAINER_POSITIONS,
  TOAST_MODES,
  TOAST_POSITIONS,
  TOAST_VARIANTS,
  type ContainerPosition,
  type ToastContainerConfig,
  type ToastMode,
  type ToastPosition,
  type ToastVariant,
} from './toastTypes';

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

/**
 * A whole number from a number or numeric text, truncated towards zero and raised to `min`.
 * Anything that is not a finite number (including empty text) gives `fallback`.
 */
function normalizeNumber(value: unknown, options: { fallback: number; min: number }): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : NaN;
  if (!Number.isFinite(parsed)) return options.fallback;
  return Math.max(options.min, Math.trunc(parsed));
}

export function normalizeVariant(value: unknown): ToastVariant {
  return isOneOf(TOAST_VARIANTS, value) ? value : 'info';
}

/** The platform's default: a success toast without links is dismissible, any other is sticky. */
function defaultMode(variant: ToastVariant, hasLink: boolean): ToastMode {
  return variant === 'success' && !hasLink ? 'dismissible' : 'sticky';
}

/**
 * A toast's own auto-close delay, in ms: `undefined` when it asked for none (the platform's
 * timing applies), a positive number of ms (numeric text too) as given, anything else the
 * library default of 3000 ms.
 */
export function normalizeDuration(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const duration = normalizeNumber(value, { fallback: 0, min: 0 });
  return duration > 0 ? duration : TOAST_LIBRARY_DEFAULT_DURATION_MS;
}

/** How long a dismissible toast stays: its own duration, else 4800 ms, or 9600 ms with a link. */
export function autoCloseDelay(toast: { durationMs?: number; hasLink: boolean }): number {
  return toast.durationMs ?? (toast.hasLink ? TOAST_DURATION_WITH_LINK_MS : TOAST_DURATION_MS);
}

/** Only dismissible and sticky exist at run time; anything else (`pester` too) uses the default. */
export function normalizeMode(value: unknown, variant: ToastVariant, hasLink: boolean): ToastMode {
  return isOneOf(TOAST_MODES, value) ? value : defaultMode(variant, hasLink);
}

function normalizeContainerPosition(value: unknown): ContainerPosition {
  return isOneOf(CONTAINER_POSITIONS, value) ? value : DEFAULT_CONTAINER_CONFIG.containerPosition;
}

function normalizeToastPosition(value: unknown): ToastPosition {
  return isOneOf(TOAST_POSITIONS, value) ? value : DEFAULT_CONTAINER_CONFIG.toastPosition;
}

/** Raw container settings, as a site builder may type them. */
export interface ToastContainerOptions {
  /** Toasts shown at once; numeric text accepted, at least 1, invalid gives 3. */
  maxToasts?: unknown;
  /** `fixed` or `absolute`; anything else gives `fixed`. */
  containerPosition?: unknown;
  /** `top|bottom` + `-left|-center|-right`; anything else gives `top-center`. */
  toastPosition?: unknown;
}

export function normalizeContainerConfig(options: ToastContainerOptions): ToastContainerConfig {
  return {
    maxToasts: normalizeNumber(options.maxToasts, {
      fallback: DEFAULT_MAX_TOASTS,
      min: MIN_MAX_TOASTS,
    }),
    containerPosition: normalizeContainerPosition(options.containerPosition),
    toastPosition: normalizeToastPosition(options.toastPosition),
  };
}
