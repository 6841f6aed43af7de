/**
 * Presses on an island before it is live. The page's inline loader starts holding them as soon as
 * the page is parsed (long before React or the island's code has arrived): a press on a control of
 * an island that is not live yet is stopped before anything sees it and kept; the island is asked
 * for at once; once it is live, `replayEarlyPresses` dispatches each kept press again on the
 * element it was made on, in order, unless its control says something else by then. React
 * replays only the events that arrive while `hydrateRoot` runs; these come earlier, and none
 * reaches React twice, since each is stopped the first time.
 */

import { CONTROL, EARLY_PRESSES_KEY, type EarlyPresses } from '../holdEarlyPresses';

/** Whether the island's code acts on this held event: it is replayed once the island is live. */
function isPress(event: Event): boolean {
  const target = event.target as Element;
  const { key, pointerType } = event as KeyboardEvent & PointerEvent;
  switch (event.type) {
    case 'click':
      return !!target.closest(CONTROL);
    case 'keydown':
      // Tab moved focus; Enter or Space on a control made a click, which is held itself.
      return key !== 'Tab' && !((key === 'Enter' || key === ' ') && target.closest(CONTROL));
    case 'focusin':
      // Where focus is now is told when the island is live, not where it went first.
      return false;
    default:
      // A mouse press ends in a click; a touch or pen one may be a swipe.
      return pointerType !== 'mouse';
  }
}

/** The presses the inline loader holds for the page, if it runs. */
export function earlyPressesOf(doc: Document): EarlyPresses | undefined {
  const view = doc.defaultView as (Window & { [EARLY_PRESSES_KEY]?: EarlyPresses }) | null;
  return view?.[EARLY_PRESSES_KEY];
}

/**
 * Makes again, in order, the presses held for `island` (now live) on the elements they were made
 * on, and tells it where focus already is (focus moved by the keyboard before it was live).
 */
export function replayEarlyPresses(presses: EarlyPresses, island: HTMLElement): void {
  const id = island.dataset.island;
  const active = island.ownerDocument.activeElement;
  if (active && active !== island && island.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  }
  const mine = presses.held.filter((held) => held.island === id);
  presses.held = presses.held.filter((held) => held.island !== id);
  for (const { event, said } of mine) {
    const target = event.target as Element;
    if (!target.isConnected || !isPress(event)) continue;
    // A control that says something else now (Stop became Start as the island woke, with motion
    // reduced) no longer does what was pressed: what the visitor asked for has happened or is moot.
    if (said !== undefined && target.closest(CONTROL)?.textContent !== said) continue;
    // The held event is read as the init of its copy (type, keys, buttons, pointer, position).
    const Copy = event.constructor as new (type: string, init: Event) => Event;
    target.dispatchEvent(new Copy(event.type, event));
  }
}
