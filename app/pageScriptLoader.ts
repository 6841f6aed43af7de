import { LARGEST_IMAGE_TIMING, PAGE_SCRIPT_ATTRIBUTE } from '../shared/pageMarkup';
import { holdEarlyPresses } from './holdEarlyPresses';

/** The longest the page's script waits for the page's largest image, in ms. */
const LARGEST_IMAGE_WAIT_MS = 2_500;

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
function whenLargestImageShown(doc: Document): Promise<void> {
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
