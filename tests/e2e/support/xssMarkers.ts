import type { Page } from 'playwright-core';
import { XSS_MARKER_FUNCTION } from '../../fixtures/xss';

type MarkedWindow = Window & { __xssFired?: string[] };

/**
 * The marker function, as a script of its own. It is defined on the document too: a handler
 * looks names up there before the window, and an element named like it (`<img name="__xss">`)
 * would otherwise shadow it and silence every marker.
 */
const MARKER_SCRIPT = `(() => {
  const fired = [];
  const record = {
    value: (marker) => { fired.push(String(marker)); },
    writable: false,
    configurable: false,
  };
  Object.defineProperty(window, '__xssFired', { value: fired });
  Object.defineProperty(window, ${JSON.stringify(XSS_MARKER_FUNCTION)}, record);
  Object.defineProperty(document, ${JSON.stringify(XSS_MARKER_FUNCTION)}, record);
})();`;

/**
 * Defines the corpus's marker function in every document the page loads, before any of its own
 * scripts: a payload that runs calls it, and its marker is recorded (a frame's payload calls its
 * parent's).
 */
export async function installXssMarker(page: Page): Promise<void> {
  await page.addInitScript({ content: MARKER_SCRIPT });
}

/** The markers of the payloads that ran in the page so far, each once, in order. */
export async function firedMarkers(page: Page): Promise<string[]> {
  const fired = await page.evaluate(() => (window as MarkedWindow).__xssFired ?? []);
  return [...new Set(fired)];
}
