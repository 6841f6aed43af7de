import type { EncodedPage } from './pageEncodings';

export interface CachedPage {
  /** The page, and its brotli and gzip forms. */
  bodies: EncodedPage;
  etag: string;
  status: number;
}

/**
 * Rendered guest pages by path, in memory. Guest pages hold no visitor's data, so every guest
 * may be sent the same bytes. Concurrent requests for a page not yet rendered share one render;
 * the least recently rendered page goes first beyond `maxPages`. `clear()` when the content changes.
 */
export class RenderCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  readonly #maxPages: number;
  #generation = 0;

  constructor(maxPages = 200) {
    this.#maxPages = maxPages;
  }

  /** The cached page, else the one `render` makes (kept unless the cache was cleared meanwhile). */
  async get(path: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.#pages.get(path);
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

  #keep(path: string, page: CachedPage): void {
    this.#pages.set(path, page);
    for (const oldest of this.#pages.keys()) {
      if (this.#pages.size <= this.#maxPages) break;
      this.#pages.delete(oldest);
    }
  }
}
