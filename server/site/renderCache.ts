import { LRUCache } from 'lru-cache';
import { InFlight } from '../ops/inFlight';
import { finestBrotli, type EncodedPage } from './pageEncodings';

export interface CachedPage {
  /** The page, and its brotli and gzip forms. */
  bodies: EncodedPage;
  etag: string;
  status: number;
  /** False for a page sent with parts the browser renders: never kept, rendered anew. */
  complete: boolean;
}

/** A page as compressed when rendered, made smaller for being served again. */
export type RefinePage = (page: CachedPage) => Promise<CachedPage>;

/** Brotli at its finest: the same page, fewer bytes. */
const refineBrotli: RefinePage = async (page) => ({
  ...page,
  bodies: { ...page.bodies, br: await finestBrotli(page.bodies.identity) },
});

/** A path's place in the cache: its page is replaced in place when refined. */
interface CacheEntry {
  page: CachedPage;
  /** When the page stops being served (`now()` ms); none: until the cache is cleared. */
  expiresAt?: number;
}

/** How long pages are kept, and the clock that says so. */
export interface RenderCacheAging {
  /**
   * A page is rendered again this many ms after its render: for pages whose data has no publish
   * event to clear them (rendered from a platform origin). 0 keeps none. Default: until cleared.
   */
  maxAgeMs?: number;
  /** The clock, in ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * Rendered guest pages by path, in memory. Guest pages hold no visitor's data, so every guest
 * may be sent the same bytes. Concurrent requests for a page not yet rendered share one render;
 * the least recently rendered page goes first beyond `maxPages` (serving a page does not make it
 * younger). `clear()` when the content changes.
 *
 * A page is compressed quickly when rendered (any path may be asked for once); when it is served
 * from the cache, it is refined once in the background (`refine`, brotli at quality 11), one page
 * at a time (a page hit while another is being refined is refined on a later hit), and the
 * smaller bytes replace it, unless the cache was cleared or the page rendered again meanwhile.
 *
 * With a `maxAgeMs` a page is served until that long after its render began, then rendered again
 * by the next request for it.
 */
export class RenderCache {
  readonly #entries: LRUCache<string, CacheEntry>;
  readonly #rendering = new InFlight<string, CachedPage>();
  /** Pages refined, or being refined: each page once. */
  readonly #refined = new WeakSet<CachedPage>();
  readonly #refine: RefinePage;
  #refining = false;
  /** Counts the clears, so a render begun before one is not kept. */
  #generation = 0;

  readonly #maxAgeMs: number | undefined;
  readonly #now: () => number;

  constructor(maxPages = 200, refine: RefinePage = refineBrotli, aging: RenderCacheAging = {}) {
    this.#entries = new LRUCache({ max: maxPages });
    this.#refine = refine;
    this.#maxAgeMs = aging.maxAgeMs;
    this.#now = aging.now ?? Date.now;
  }

  /** The cached page, if there is one: nothing is rendered. */
  peek(path: string): CachedPage | undefined {
    // lru-cache's `peek` leaves the order alone: pages age from their render.
    const entry = this.#entries.peek(path);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && this.#now() >= entry.expiresAt) {
      this.#entries.delete(path);
      return undefined;
    }
    this.#refineOnce(entry);
    return entry.page;
  }

  /** The cached page, else the one `render` makes (kept unless the cache was cleared meanwhile). */
  async get(path: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    return (
      this.peek(path) ??
      this.#rendering.run(path, async () => {
        const generation = this.#generation;
        // A page is as old as the data it began reading.
        const expiresAt = this.#maxAgeMs === undefined ? undefined : this.#now() + this.#maxAgeMs;
        const page = await render();
        // A page whose content could not be read (5xx), or that was not ready in time, is tried
        // again by the next request.
        const keep = page.status < 500 && page.complete && this.#maxAgeMs !== 0;
        if (generation === this.#generation && keep) {
          this.#entries.set(path, expiresAt === undefined ? { page } : { page, expiresAt });
        }
        return page;
      })
    );
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#rendering.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  #refineOnce(entry: CacheEntry): void {
    const { page } = entry;
    if (this.#refining || this.#refined.has(page)) return;
    this.#refining = true;
    this.#refined.add(page);
    this.#refine(page)
      .then(
        (finer) => {
          this.#refined.add(finer);
          // An entry cleared or rendered again meanwhile is no longer in the cache: no harm.
          if (entry.page === page) entry.page = finer;
        },
        // The page as rendered is kept: its bytes are right, only larger.
        () => undefined,
      )
      .finally(() => {
        this.#refining = false;
      });
  }
}
