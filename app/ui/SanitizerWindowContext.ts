import { createContext, useContext } from 'react';
import type { SanitizerWindow } from '@about-site/sdk/text';

/**
 * The DOM rich text is sanitised with. The browser leaves it unset (the sanitiser takes the
 * global `window` when it runs); the server, which has no DOM, provides one (from jsdom, say) so
 * rich text renders as the same sanitised HTML the browser would make.
 */
export const SanitizerWindowContext = createContext<SanitizerWindow | undefined>(undefined);

/** The sanitiser's window for this page: the one provided, else `undefined` (the global one). */
export function useSanitizerWindow(): SanitizerWindow | undefined {
  return useContext(SanitizerWindowContext);
}
