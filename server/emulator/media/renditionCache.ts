import { LRUCache } from 'lru-cache';
import { InFlight } from '../../ops/inFlight';

/** A resized image and its validator. */
export interface Rendition {
  bytes: Buffer;
  etag: string;
}

/**
 * Least-recently-used renditions bounded by their total size in bytes (one larger than the whole
 * bound is not kept). Concurrent requests for the same rendition share one resize; a failed one
 * is not kept.
 */
export class RenditionCache {
  readonly #entries: LRUCache<string, Rendition>;
  readonly #making = new InFlight<string, Rendition>();

  /** @param maxBytes total size of the cached renditions, in bytes */
  constructor(maxBytes: number) {
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      // lru-cache counts only positive sizes; no image encodes to nothing.
      sizeCalculation: (rendition) => rendition.bytes.length || 1,
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The cached rendition, if any, without making one (it becomes the most recently used). */
  peek(key: string): Rendition | undefined {
    return this.#entries.get(key);
  }

  async get(key: string, make: () => Promise<Rendition>): Promise<Rendition> {
    return (
      this.peek(key) ??
      this.#making.run(key, async () => {
        const rendition = await make();
        this.#entries.set(key, rendition);
        return rendition;
      })
    );
  }
}
