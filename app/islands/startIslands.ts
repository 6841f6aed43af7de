import { blockTypesIn, loadBlockRegistry } from '../blocks/registry';
import type { IslandDescriptor } from '../render/Island';
import type { EarlyPresses } from '../holdEarlyPresses';
import { loadMessages } from '../i18n/loadMessages';
import { earlyPressesOf, replayEarlyPresses } from './earlyPresses';
import type { IslandRuntime, ServerPage } from './islandRuntime';

/** How far below the viewport an island starts loading, so it is live when it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * The first element of an island that has a box: the island's element is `display: contents`,
 * and so may be what it renders first (the wrapper that marks copy in another language); React
 * may have put `<link rel="preload">` tags before it. An island that rendered nothing has none.
 */
function firstBoxOf(element: Element): Element | undefined {
  for (const child of element.children) {
    if (child.localName === 'link') continue;
    if (getComputedStyle(child).display !== 'contents') return child;
    const inner = firstBoxOf(child);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Calls `hydrate` once the island nears the viewport. Resolves when its first sighting is
 * known: after `hydrate` has finished if it is in view at once, else at once.
 */
function whenNearViewport(element: HTMLElement, hydrate: () => Promise<void>): Promise<void> {
  // An element without a box is never seen intersecting: the island's first box is watched.
  const target = firstBoxOf(element);
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

/**
 * Hydrates each island once, however many reasons call for it: its code and the SDK's are
 * requested together, in one wave (the runtime and the island's blocks, each with the chunks it
 * imports preloaded), while the page's later rules come; it renders once both have. A hydrated
 * island's element gets `data-live`, then the presses made on it before are replayed.
 */
function islandHydrator(
  page: ServerPage,
  runtime: () => Promise<IslandRuntime>,
  presses: EarlyPresses | undefined,
) {
  const start = async (element: HTMLElement, island: IslandDescriptor) => {
    try {
      const registry = loadBlockRegistry(
        island.kind === 'block' ? blockTypesIn([island.node]) : [],
      );
      const [live, blocks] = await Promise.all([runtime(), registry, page.styled]);
      await live.hydrate(element, island, blocks);
      element.setAttribute('data-live', '');
      if (presses) replayEarlyPresses(presses, element);
    } catch (error) {
      // The island stays the server's HTML: readable, not interactive.
      console.error(`The interactive part ${element.dataset.island ?? ''} failed to start.`, error);
    }
  };
  return (element: HTMLElement, island: IslandDescriptor) => {
    let hydrated: Promise<void> | undefined;
    return () => (hydrated ??= start(element, island));
  };
}

/**
 * Makes a server-rendered page live, island by island: each is hydrated when it nears the
 * viewport, or at once when the visitor reaches for it first (the inline loader holds the
 * presses on it until it is live); the toast region when the first toast is raised. Their code,
 * the store and the SDK are loaded with the first island that wakes (at once when a read failed
 * on the server, to report it, and in development, whose store is made up front). Everything
 * else stays the server's HTML. Resolves once the islands in view at the start are live.
 */
export function startIslands(doc: Document, page: ServerPage): Promise<void> {
  const presses = earlyPressesOf(doc);
  const toastRegions: (() => Promise<void>)[] = [];
  let loaded: Promise<IslandRuntime> | undefined;
  // The runtime and the site's words in the page's language, requested together.
  const runtime = () =>
    (loaded ??= Promise.all([
      import('./islandRuntime'),
      loadMessages(doc.documentElement.lang),
    ]).then(([module, messages]) => {
      const live = module.createIslandRuntime(doc, page, messages);
      for (const wake of toastRegions) live.whenToastRaised(() => void wake());
      return live;
    }));
  const hydrate = islandHydrator(page, runtime, presses);
  const byId = new Map<string, () => Promise<void>>();
  const inView: Promise<void>[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const id = element.dataset.island ?? '';
    const island = page.state.islands[id];
    if (!island) continue;
    const hydrateIsland = hydrate(element, island);
    byId.set(id, hydrateIsland);
    if (island.kind === 'toasts') toastRegions.push(hydrateIsland);
    else inView.push(whenNearViewport(element, hydrateIsland));
  }
  if (presses) {
    presses.onHeld = (id) => void byId.get(id)?.();
    for (const { island } of presses.held) void byId.get(island)?.();
  }
  // Toasts may be raised before any island wakes: for the reads that failed on the server, and
  // in development, whose store (and SDK) is there from the first script.
  if (page.state.dataErrors.length > 0 || page.store) {
    runtime().catch((error: unknown) => {
      console.error('The toast region could not be made ready.', error);
    });
  }
  return Promise.all(inView).then(() => undefined);
}
