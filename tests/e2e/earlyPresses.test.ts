import { describe, expect, it } from 'vitest';
import { CI_CONTROLS, pressEarly, type PressKind } from '../../bench/islandPresses';
import { siteAndBrowserForFile } from './support/harness';

// A visitor on a phone presses an island's control the moment it is in view: under the mobile
// profile (150 ms round trips, 1.6 Mbps, 4x CPU slowdown) the island is not live yet. Each press
// must take effect exactly once when it is. `npm run presses` runs the whole matrix.
const KINDS: readonly PressKind[] = ['click', 'Enter'];
const DELAYS_MS = [0, 300] as const;

const running = siteAndBrowserForFile();

describe.each(CI_CONTROLS)('$name, pressed before its island is live', (control) => {
  it.each(KINDS.flatMap((kind) => DELAYS_MS.map((delayMs) => ({ kind, delayMs }))))(
    'by $kind, $delayMs ms after it is in view, takes effect once',
    async ({ kind, delayMs }) => {
      const result = await pressEarly(running.browser, {
        origin: running.site.origin,
        control,
        kind,
        delayMs,
      });
      expect(result.errors).toEqual([]);
      expect(result.effects).toBe(1);
    },
  );
});
