import { startIslands } from './islands/startIslands';
import { fillLaterStyles } from './ssr/laterStyles';
import { readPageState } from './ssr/pageState';

/**
 * A new task: the browser may handle a press or paint before the next step. Making the page live
 * in steps of a few milliseconds each, instead of one task of 20 ms and more on a phone, keeps the
 * page answering while it wakes.
 */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes the page live: hydrates the islands of a page the server rendered whole, else renders
 * the page in the browser. Sets `#root[data-hydrated]` once the page is live (the islands in
 * view hydrated, the rest waiting to be seen).
 */
export async function startPage(doc: Document): Promise<void> {
  const root = doc.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  // Nothing the server's markup lacks may show before its rules are in: the islands' code loads
  // meanwhile, and they render once they are.
  const styled = fillLaterStyles(doc).catch((error: unknown) => {
    console.error('The later styles could not be read.', error);
  });
  const state = readPageState(doc);
  await nextTask();
  // Development builds: the store named after the site in Redux DevTools from the page's first
  // script, with the SDK cache mirrored into it from the start. The production build drops this
  // branch: its store is made with the first island that wakes, so the page's first script
  // carries no Redux.
  const devStore = import.meta.env.DEV
    ? (await import('./devStore')).makeDevStore(doc, state)
    : undefined;
  if (devStore) await nextTask();
  if (state?.complete) {
    // The server's HTML stays; only the interactive parts are hydrated, each when it is needed.
    await startIslands(doc, { store: devStore, state, styled });
  } else {
    const [{ renderClientApp }] = await Promise.all([import('./clientApp'), styled]);
    await renderClientApp(root, { store: devStore, state });
  }
  root.setAttribute('data-hydrated', 'true');
}
