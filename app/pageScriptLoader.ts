import { LARGEST_IMAGE_TIMING, PAGE_SCRIPT_ATTRIBUTE } from '../shared/pageMarkup';

/** The longest the page's script waits for the page's largest image, in ms. */
export const LARGEST_IMAGE_WAIT_MS = 2_500;

/** An entry of the Element Timing API (Chromium), which TypeScript's DOM types do not know yet. */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
}

type View = Document['defaultView'];

function observesElementTiming(view: NonNullable<View>): boolean {
  return view.PerformanceObserver.supportedEntryTypes.includes('element');
}

function isOutOfView(image: HTMLImageElement, view: NonNullable<View>): boolean {
  const box = image.getBoundingClientRect();
  return box.bottom <= 0 || box.top >= view.innerHeight;
}

/**
 * Resolves once the page's largest image (the one `SiteImage` marks with `elementtiming`, as it
 * gives it `fetchpriority="high"`) is on screen, it
 * failed, or `LARGEST_IMAGE_WAIT_MS` passed; at once without one. "On screen" is the frame the
 * browser presented with the image in it, as its Element Timing entry reports (the moment
 * Largest Contentful Paint measures); where that API is missing, the image's load and decode.
 * An image out of view (a page opened scrolled down) is not waited for past its decode. No
 * animation frame is waited for: a background tab's or a test's paused clock would hold the page
 * back.
 */
export function whenLargestImageShown(doc: Document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(`img[elementtiming="${LARGEST_IMAGE_TIMING}"]`);
  if (!image) return Promise.resolve();
  const view = doc.defaultView;
  return new Promise<void>((resolve) => {
    setTimeout(resolve, LARGEST_IMAGE_WAIT_MS);
    if (!view || !observesElementTiming(view)) {
      image.decode().then(resolve, resolve);
      return;
    }
    const observer = new view.PerformanceObserver((list) => {
      const shown = list.getEntries().some((entry) => (entry as ElementTiming).element === image);
      if (!shown) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
    image.decode().then(() => {
      if (isOutOfView(image, view)) resolve();
    }, resolve);
  });
}

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

/**
 * Loads the page's script (the url in the inline script's `data-page-script`) once the largest
 * image is on screen, so the script never competes with that image for the network or the main
 * thread; at once when the visitor reaches for an island before that. Presses on islands that
 * are not live yet are held from the start, for the islands to replay (islands/earlyPresses.ts).
 * The server inlines this, built, in place of the page's script tag (scripts/build/
 * pageScriptLoader.ts): a page whose first paint waits for no script request at all.
 */
export async function loadPageScript(
  doc: Document,
  load: (src: string) => Promise<unknown>,
): Promise<void> {
  const src = doc
    .querySelector(`script[${PAGE_SCRIPT_ATTRIBUTE}]`)
    ?.getAttribute(PAGE_SCRIPT_ATTRIBUTE);
  if (!src) throw new Error(`the page has no script[${PAGE_SCRIPT_ATTRIBUTE}]`);
  const reached = holdEarlyPresses(doc);
  await Promise.race([whenLargestImageShown(doc), reached]);
  await load(src);
}
