/** The longest the page's script waits for the page's largest image, in ms. */
export const LARGEST_IMAGE_WAIT_MS = 2_500;

/**
 * Resolves once the page's largest image (the one with `fetchpriority="high"`) has loaded and
 * decoded, failed, or kept the page waiting `LARGEST_IMAGE_WAIT_MS`; at once without one. The
 * page's script starts then, so it never competes with that image for the network or the main
 * thread. No frame is waited for: a paused or throttled clock (a background tab, a test's) would
 * hold the page back.
 */
export function afterLargestImage(doc: Document): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, LARGEST_IMAGE_WAIT_MS));
  return Promise.race([image.decode().catch(() => undefined), waited]);
}
