import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageScript } from '../../../app/pageScriptLoader';
import { LARGEST_IMAGE_TIMING } from '../../../shared/pageMarkup';

// The longest the page's script waits for the largest image: 2.5 s (docs/architecture.md).
const LARGEST_IMAGE_WAIT_MS = 2_500;

/** The page's largest image, as `SiteImage` marks it, whose decode settles when the test says. */
function addLargestImage(doc: Document, { inView = true } = {}) {
  const image = doc.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  image.setAttribute('elementtiming', LARGEST_IMAGE_TIMING);
  doc.body.append(image);
  const decode = { resolve: () => {}, reject: (_error: Error) => {} };
  const decoded = new Promise<void>((resolve, reject) => {
    Object.assign(decode, { resolve, reject });
  });
  image.decode = () => decoded;
  const box = inView ? { top: 60, bottom: 260 } : { top: 2000, bottom: 2200 };
  image.getBoundingClientRect = () =>
    DOMRect.fromRect({ y: box.top, height: box.bottom - box.top });
  return { image, decode };
}

/** A page without the Element Timing API (its document has no window, as in Firefox's stead). */
function pageWithoutElementTiming() {
  const doc = document.implementation.createHTMLDocument('page');
  return { doc, ...addLargestImage(doc) };
}

/** The Element Timing API, its entries reported when the test says. */
class FakeElementObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static observers = new Set<FakeElementObserver>();
  static report(element: Element) {
    const entries = [{ entryType: 'element', element }] as unknown as PerformanceEntry[];
    const list = { getEntries: () => entries } as PerformanceObserverEntryList;
    for (const observer of this.observers) observer.callback(list, observer);
  }
  constructor(
    private readonly callback: (list: PerformanceObserverEntryList, o: unknown) => void,
  ) {}
  observe(options: PerformanceObserverInit) {
    expect(options).toEqual({ type: 'element', buffered: true });
    FakeElementObserver.observers.add(this);
  }
  disconnect() {
    FakeElementObserver.observers.delete(this);
  }
}

/** Removes the listeners `largestImageShown` left, so no test's hold sees another's presses. */
const removeListeners: (() => void)[] = [];

/** The page's script loaded from `doc`: settles once its largest image is shown. */
function largestImageShown(doc: Document): Promise<void> {
  const script = doc.createElement('script');
  script.setAttribute('data-page-script', '/assets/index-x1.js');
  doc.body.append(script);
  const add = vi.spyOn(doc, 'addEventListener');
  const loading = loadPageScript(doc, () => Promise.resolve());
  for (const [type, listener, options] of add.mock.calls) {
    removeListeners.push(() => {
      doc.removeEventListener(type, listener, options);
    });
  }
  add.mockRestore();
  return loading;
}

/** Whether `promise` has settled once pending work (timers excluded) has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  removeListeners.splice(0).forEach((remove) => {
    remove();
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeElementObserver.observers.clear();
  document.body.replaceChildren();
});

describe('the largest image shown', () => {
  it('is at once on a page without a largest image', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(await settled(largestImageShown(doc))).toBe(true);
  });

  describe('where the browser reports when an element is shown', () => {
    beforeEach(() => {
      vi.stubGlobal('PerformanceObserver', FakeElementObserver);
    });

    it('waits for the frame that shows the image, not for its decode', async () => {
      const { image, decode } = addLargestImage(document);
      const shown = largestImageShown(document);
      decode.resolve();
      expect(await settled(shown)).toBe(false);
      FakeElementObserver.report(document.createElement('h1'));
      expect(await settled(shown)).toBe(false);
      FakeElementObserver.report(image);
      expect(await settled(shown)).toBe(true);
      expect(FakeElementObserver.observers.size).toBe(0);
    });

    it('does not wait past the decode for an image out of view', async () => {
      const { decode } = addLargestImage(document, { inView: false });
      const shown = largestImageShown(document);
      expect(await settled(shown)).toBe(false);
      decode.resolve();
      expect(await settled(shown)).toBe(true);
    });

    it('does not wait for an image that failed', async () => {
      const { decode } = addLargestImage(document);
      const shown = largestImageShown(document);
      decode.reject(new Error('EncodingError'));
      expect(await settled(shown)).toBe(true);
    });
  });

  describe('where it does not', () => {
    it('waits for the image to load and decode', async () => {
      const { doc, decode } = pageWithoutElementTiming();
      const shown = largestImageShown(doc);
      expect(await settled(shown)).toBe(false);
      decode.resolve();
      expect(await settled(shown)).toBe(true);
    });

    it('does not wait for an image that failed', async () => {
      const { doc, decode } = pageWithoutElementTiming();
      const shown = largestImageShown(doc);
      decode.reject(new Error('EncodingError'));
      expect(await settled(shown)).toBe(true);
    });
  });

  it(`is waited for ${LARGEST_IMAGE_WAIT_MS} ms at most`, async () => {
    vi.stubGlobal('PerformanceObserver', FakeElementObserver);
    addLargestImage(document);
    const shown = largestImageShown(document);
    await vi.advanceTimersByTimeAsync(LARGEST_IMAGE_WAIT_MS - 1);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
  });
});

describe("the page's script", () => {
  it('is loaded from the url the loader names, once the largest image is shown', async () => {
    const { doc, decode } = pageWithoutElementTiming();
    const script = doc.createElement('script');
    script.setAttribute('data-page-script', '/base/assets/index-x1.js');
    doc.head.append(script);
    const load = vi.fn(() => Promise.resolve());
    const loading = loadPageScript(doc, load);
    await settled(loading);
    expect(load).not.toHaveBeenCalled();
    decode.resolve();
    expect(await settled(loading)).toBe(true);
    expect(load).toHaveBeenCalledWith('/base/assets/index-x1.js');
  });

  it('is loaded at once when the visitor reaches for an island before the image shows', async () => {
    vi.stubGlobal('PerformanceObserver', FakeElementObserver);
    addLargestImage(document);
    const script = document.createElement('script');
    script.setAttribute('data-page-script', '/assets/index-x1.js');
    const island = document.createElement('div');
    island.dataset.island = 'r1';
    island.innerHTML = '<button type="button">Next slide</button>';
    document.body.append(script, island);
    const load = vi.fn(() => Promise.resolve());
    const loading = loadPageScript(document, load);
    await settled(loading);
    expect(load).not.toHaveBeenCalled();
    island.querySelector('button')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(await settled(loading)).toBe(true);
    expect(load).toHaveBeenCalledWith('/assets/index-x1.js');
  });

  it('is refused, naming what is missing, without the loader', async () => {
    const { doc } = pageWithoutElementTiming();
    await expect(loadPageScript(doc, () => Promise.resolve())).rejects.toThrow(
      'the page has no script[data-page-script]',
    );
  });
});
