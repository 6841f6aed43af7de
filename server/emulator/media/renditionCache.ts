/** A resized image and its validator. */
export interface Rendition {
  bytes: Buffer;
  etag: string;
}

/**
 * Least-recently-used renditions bounded by their total size in bytes. Concurrent requests for
 * the same rendition share one resize.
 */
export class RenditionCache {
  readonly #maxBytes: number;
  readonly #entries = new Map<string, Rendition>();
  readonly #pending = new Map<string, Promise<Rendition>>();
  #bytes = 0;

  /** @param maxBytes total size of the cached renditions, in bytes */
  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The cached rendition, if any, without making one. */
  peek(key: string): Rendition | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-inserting moves the key to the young end of the Map's insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  async get(key: string, make: () => Promise<Rendition>): Promise<Rendition> {
    const hit = this.peek(key);
    if (hit) return hit;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const made = make()
      .then((rendition) => {
        this.#store(key, rendition);
        return rendition;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, made);
    return made;
  }

  #store(key: string, rendition: Rendition): void {
    if (rendition.bytes.length > this.#maxBytes) return;
    this.#entries.set(key, rendition);
    this.#bytes += rendition.bytes.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= old.bytes.length;
    }
  }
}
