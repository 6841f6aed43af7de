import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLargestImage, LARGEST_IMAGE_WAIT_MS } from '../../../app/afterLargestImage';

/** A page holding a `fetchpriority="high"` image whose decode settles when the test says. */
function pageWithLargestImage() {
  const doc = document.implementation.createHTMLDocument('page');
  const image = doc.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  doc.body.append(image);
  const decode = { resolve: () => {}, reject: (_error: Error) => {} };
  const decoded = new Promise<void>((resolve, reject) => {
    Object.assign(decode, { resolve, reject });
  });
  image.decode = () => decoded;
  return { doc, decode };
}

/** Whether `promise` has settled once pending work (timers excluded) has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the page's script start", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is at once on a page without a largest image', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(await settled(afterLargestImage(doc))).toBe(true);
  });

  it('waits for the largest image to load and decode', async () => {
    const { doc, decode } = pageWithLargestImage();
    const start = afterLargestImage(doc);
    expect(await settled(start)).toBe(false);
    decode.resolve();
    expect(await settled(start)).toBe(true);
  });

  it('does not wait for an image that failed', async () => {
    const { doc, decode } = pageWithLargestImage();
    const start = afterLargestImage(doc);
    decode.reject(new Error('EncodingError'));
    expect(await settled(start)).toBe(true);
  });

  it(`waits ${LARGEST_IMAGE_WAIT_MS} ms at most`, async () => {
    const { doc } = pageWithLargestImage();
    const start = afterLargestImage(doc);
    await vi.advanceTimersByTimeAsync(LARGEST_IMAGE_WAIT_MS - 1);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
  });
});
