import { finestBrotli, type EncodedPage } from './pageEncodings';

export interface CachedPage {
  /** The page, and its brotli and gzip forms. */
  bodies: EncodedPage;
  etag: string;
  status: number;
}

/** A page as compressed when rendered, made smaller for being served again. */
export type RefinePage = (page: CachedPage) => Promise<CachedPage>;

/** Brotli at its finest: the same page, fewer bytes. */
export const refineBrotli: RefinePage = async (page) => ({
  ...page,
  bodies: { ...page.bodies, br: await finestBrotli(page.bodies.identity) },
});

/**
 * Rendered guest pages by path, in memory. Guest pages hold no visitor's data, so every guest
 * may be sent the same bytes. Concurrent requests for a page not yet rendered share one render;
 * the least recently rendered page goes first beyond `maxPages`. `clear()` when the content changes.
 *
 * A page is compressed quickly when rendered (any path may be asked for once); when it is served
 * from the cache, it is refined once in the background (`refine`, brotli at quality 11), one page
 * at a time (a page hit while another is being refined is refined on a later hit), and the
 * smaller bytes replace it, unless the cache was cleared or the page rendered again meanwhile.
 */
export class RenderCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  /** Pages refined, or being refined: each page once. */
  readonly #refined = new WeakSet<CachedPage>();
  readonly #maxPages: number;
  readonly #refine: RefinePage;
  #refining = false;
  #generation = 0;

  constructor(maxPages = 200, refine: RefinePage = refineBrotli) {
    this.#maxPages = maxPages;
    this.#refine = refine;
  }

  /** The cached page, if there is one: nothing is rendered. */
  peek(path: string): CachedPage | undefined {
    const cached = this.#pages.get(path);
    if (cached) this.#refineOnce(path, cached);
    return cached;
  }

  /** The cached page, else the one `render` makes (kept unless the cache was cleared meanwhile). */
  async get(path: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.peek(path);
    if (cached) return cached;
    const pending = this.#rendering.get(path);
    if (pending) return pending;
    const generation = this.#generation;
    const rendering = render().finally(() => this.#rendering.delete(path));
    this.#rendering.set(path, rendering);
    const page = await rendering;
    // A page whose content could not be read (5xx) is tried again by the next request.
    if (generation === this.#generation && page.status < 500) this.#keep(path, page);
    return page;
  }

  clear(): void {
    this.#generation += 1;
    this.#pages.clear();
    this.#rendering.clear();
  }

  get size(): number {
    return this.#pages.size;
  }

  #refineOnce(path: string, page: CachedPage): void {
    if (this.#refining || this.#refined.has(page)) return;
    this.#refining = true;
    this.#refined.add(page);
    const generation = this.#generation;
    this.#refine(page)
      .then(
        (finer) => {
          this.#refined.add(finer);
          // Same position: refining a page does not make it more recently rendered.
          if (generation === this.#generation && this.#pages.get(path) === page) {
            this.#pages.set(path, finer);
          }
        },
        // The page as rendered is kept: its bytes are right, only larger.
        () => undefined,
      )
      .finally(() => {
        this.#refining = false;
      });
  }

  #keep(path: string, page: CachedPage): void {
    this.#pages.set(path, page);
    for (const oldest of this.#pages.keys()) {
      if (this.#pages.size <= this.#maxPages) break;
      this.#pages.delete(oldest);
    }
  }
}
