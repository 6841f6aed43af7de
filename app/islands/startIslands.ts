import { selectQueuedToasts, selectShownToasts } from '../features/toast/toastSlice';
import type { AppStore } from '../store';
import type { IslandDescriptor } from './Island';
import type { IslandRuntime, ServerPage } from './islandRuntime';

/** How far below the viewport an island starts loading, so it is live when it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * Calls `hydrate` once the island nears the viewport. Resolves when its first sighting is
 * known: after `hydrate` has finished if it is in view at once, else at once.
 */
function whenNearViewport(element: HTMLElement, hydrate: () => Promise<void>): Promise<void> {
  // The island's element is `display: contents`: its first rendered child has the box (React
  // may have put `<link rel="preload">` tags before it). One that rendered nothing has no place
  // on the page to wait for.
  const target = [...element.children].find((child) => child.localName !== 'link');
  if (!target || typeof IntersectionObserver === 'undefined') return hydrate();
  return new Promise((resolve) => {
    let first = true;
    const observer = new IntersectionObserver(
      (records) => {
        const near = records.some((record) => record.isIntersecting);
        if (near) {
          observer.disconnect();
          void hydrate().then(first ? resolve : undefined);
        } else if (first) resolve();
        first = false;
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
  });
}

/** Calls `hydrate` when the first toast is raised: until then the toast region is empty. */
function whenToastRaised(store: AppStore, hydrate: () => Promise<void>): void {
  const raised = () => {
    const state = store.getState();
    return selectShownToasts(state).length + selectQueuedToasts(state).length > 0;
  };
  if (raised()) {
    void hydrate();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!raised()) return;
    unsubscribe();
    void hydrate();
  });
}

/**
 * Makes a server-rendered page live, island by island: each is hydrated when it nears the
 * viewport (the toast region when the first toast is raised), and its code and the SDK's are
 * loaded only then. Everything else stays the server's HTML. Resolves once the islands in view
 * at the start are live. A hydrated island's element gets `data-live`.
 */
export function startIslands(doc: Document, page: ServerPage): Promise<void> {
  let runtime: Promise<IslandRuntime> | undefined;
  const hydrate = (element: HTMLElement, island: IslandDescriptor) => async () => {
    try {
      runtime ??= import('./islandRuntime').then((module) => module.createIslandRuntime(doc, page));
      await (await runtime).hydrate(element, island);
      element.setAttribute('data-live', '');
    } catch (error) {
      // The island stays the server's HTML: readable, not interactive.
      console.error(`The interactive part ${element.dataset.island ?? ''} failed to start.`, error);
    }
  };

  const inView: Promise<void>[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = page.state.islands[element.dataset.island ?? ''];
    if (!island) continue;
    if (island.kind === 'toasts') whenToastRaised(page.store, hydrate(element, island));
    else inView.push(whenNearViewport(element, hydrate(element, island)));
  }
  return Promise.all(inView).then(() => undefined);
}
