import createDOMPurify from 'dompurify';
import type { DOMPurify, WindowLike } from 'dompurify';

/** The window a sanitiser parses HTML with: a browser `window` or a DOM library's (jsdom). */
export type SanitizerWindow = WindowLike;

/** No DOM is available to parse HTML with, so nothing can be sanitised. */
export class SanitizerUnavailableError extends Error {
  override readonly name = 'SanitizerUnavailableError';

  constructor() {
    super('No DOM is available to sanitise HTML with.');
  }
}

// One sanitiser per window, made on first use: nothing is read from the global scope at load.
const purifiers = new WeakMap<SanitizerWindow, DOMPurify>();

/** The given window, else the global one at call time, else `undefined`. */
export function resolveWindow(given: SanitizerWindow | undefined): SanitizerWindow | undefined {
  return given ?? (globalThis as { window?: SanitizerWindow }).window;
}

/**
 * The sanitiser bound to `window`. Throws `SanitizerUnavailableError` when there is no window or
 * it lacks what the sanitiser needs: an unsupported sanitiser returns its input untouched, so it
 * must never be used.
 */
export function purifierFor(window: SanitizerWindow | undefined): DOMPurify {
  if (window === undefined) throw new SanitizerUnavailableError();
  const cached = purifiers.get(window);
  if (cached !== undefined) return cached;
  const purifier = createDOMPurify(window);
  if (!purifier.isSupported) throw new SanitizerUnavailableError();
  purifiers.set(window, purifier);
  return purifier;
}
