/**
 * The timer functions the cache schedules its background trim with. Method signatures on purpose:
 * the platform's own `setTimeout`/`clearTimeout` (whose handle types differ between Node and
 * browsers) and test fakes all fit.
 */
export interface Timers {
  /** Calls `callback` once after `ms`; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels the timer of a handle `setTimeout` returned. */
  clearTimeout(handle: unknown): void;
}

/**
 * A pending trim must never keep a Node process (or a server render) alive. Node's handles have
 * `unref()`; browsers return a number and need nothing.
 */
export function unrefTimer(handle: unknown): void {
  if (typeof handle !== 'object' || handle === null) return;
  const { unref } = handle as { unref?: unknown };
  if (typeof unref === 'function') unref.call(handle);
}
