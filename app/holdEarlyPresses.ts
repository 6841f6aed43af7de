// The presses a visitor makes before the page's script has loaded, held by the inline loader
// (pageScriptLoader.ts) for the islands to replay (islands/earlyPresses.ts).

/** The window property the inline loader leaves the held presses in for the page's script. */
export const EARLY_PRESSES_KEY = '__earlyPresses';

/** What a click must be made on to need an island's code (islands hold buttons). */
export const CONTROL = 'button,[role=button]';

/** Islands carry their id in `data-island`; `data-live` marks one that is hydrated. */
const WAITING_ISLAND = '[data-island]:not([data-live])';

/**
 * The events held on an island that is not live: activations, key presses, touch or pen swipes,
 * and focus. Nothing else listens yet, and holding them keeps React from replaying them a second
 * time as it hydrates; their default actions (a link followed, focus moved) are left to happen.
 */
const HELD_EVENTS = ['click', 'keydown', 'pointerdown', 'pointerup', 'pointercancel', 'focusin'];

interface HeldEvent {
  /** The `data-island` id of the island the event was made in. */
  island: string;
  event: Event;
  /** The text (the name) of the control it was made on, as the visitor saw it then. */
  said?: string;
}

/** What the inline loader hands the page's script. */
export interface EarlyPresses {
  /** The events held and not yet replayed, in the order they were made. */
  held: HeldEvent[];
  /** Set by the page's script: told of each island an event is held for from then on. */
  onHeld?: (island: string) => void;
}

/**
 * Starts holding events on islands that are not live (the page's inline loader runs it, so it
 * stays small: which of them are presses is decided when they are replayed). Resolves when the
 * visitor first reaches for an island, so the loader can stop waiting and load the page's script.
 */
export function holdEarlyPresses(doc: Document): Promise<void> {
  const presses: EarlyPresses = { held: [] };
  const view = doc.defaultView as (Window & { [EARLY_PRESSES_KEY]?: EarlyPresses }) | null;
  if (view) view[EARLY_PRESSES_KEY] = presses;
  return new Promise((reached) => {
    const hold = (event: Event) => {
      const target = event.target as Partial<Element>;
      const island = target.closest?.<HTMLElement>(WAITING_ISLAND)?.dataset.island;
      if (island === undefined) return;
      event.stopImmediatePropagation();
      const said = target.closest?.(CONTROL)?.textContent ?? undefined;
      presses.held.push({ island, event, said });
      presses.onHeld?.(island);
      reached();
    };
    for (const type of HELD_EVENTS) doc.addEventListener(type, hold, true);
  });
}
