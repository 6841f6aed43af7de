import os from 'node:os';
import path from 'node:path';
import { type MediaOriginal, strongEtag } from '../../../content-model';
import { DiskRenditionCache, type DiskCacheWarning } from './diskCache';
import type { OutputFormat } from './negotiate';
import { RenditionCache, type Rendition } from './renditionCache';
import { configureSharp, render } from './resize';
import { BoundedQueue } from '../../ops/boundedQueue';

const MIB = 1024 * 1024;

/** How much image work the server takes on, and where it keeps the results. */
export interface MediaSettings {
  /** Resizes running at once. Default: half the cores, at least 1. */
  resizeConcurrency: number;
  /** Resizes that may wait for a slot; one more is answered 503. Default 32. */
  resizeQueue: number;
  /** Memory for renditions, in bytes. Default 64 MiB. */
  memoryCacheBytes: number;
  /** Folder of the renditions kept on disk; false keeps none. Default `{contentDir}/.cache/renditions`. */
  cacheDir: string | false;
  /** Bytes of renditions on disk. Default 256 MiB. */
  diskCacheBytes: number;
}

/**
 * `given` with its unset (or undefined) settings filled in by the defaults; without a content
 * folder to put it beside, there is no disk cache unless `given` names a folder.
 */
export function mediaSettings(
  given: Partial<MediaSettings> | undefined,
  contentDir: string | undefined,
): MediaSettings {
  return {
    resizeConcurrency:
      given?.resizeConcurrency ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    resizeQueue: given?.resizeQueue ?? 32,
    memoryCacheBytes: given?.memoryCacheBytes ?? 64 * MIB,
    cacheDir:
      given?.cacheDir ??
      (contentDir === undefined ? false : path.join(contentDir, '.cache', 'renditions')),
    diskCacheBytes: given?.diskCacheBytes ?? 256 * MIB,
  };
}

/** What the rendition caches and the resize queue hold now. */
interface RenditionStats {
  resizing: number;
  waiting: number;
  memoryEntries: number;
  memoryBytes: number;
  diskFiles: number;
  diskBytes: number;
}

/**
 * Renditions of the media originals: from memory, else from disk, else resized in the bounded
 * queue (and then kept in both). Concurrent requests for one rendition share one resize. The
 * original's ETag is in the key, so a changed file never gets its old renditions.
 */
export class Renditions {
  readonly #memory: RenditionCache;
  readonly #disk: DiskRenditionCache | undefined;
  readonly #queue: BoundedQueue;

  private constructor(
    memory: RenditionCache,
    disk: DiskRenditionCache | undefined,
    queue: BoundedQueue,
  ) {
    this.#memory = memory;
    this.#disk = disk;
    this.#queue = queue;
  }

  /** Sets sharp up for serving and opens the disk cache (`warn` hears why it cannot). */
  static async create(settings: MediaSettings, warn: DiskCacheWarning): Promise<Renditions> {
    configureSharp();
    const disk =
      settings.cacheDir === false
        ? undefined
        : await DiskRenditionCache.open(settings.cacheDir, settings.diskCacheBytes, warn);
    return new Renditions(
      new RenditionCache(settings.memoryCacheBytes),
      disk,
      new BoundedQueue(settings.resizeConcurrency, settings.resizeQueue),
    );
  }

  /** The queue every resize goes through. */
  get queue(): BoundedQueue {
    return this.#queue;
  }

  stats(): RenditionStats {
    return {
      resizing: this.#queue.active,
      waiting: this.#queue.waiting,
      memoryEntries: this.#memory.size,
      memoryBytes: this.#memory.bytes,
      diskFiles: this.#disk?.size ?? 0,
      diskBytes: this.#disk?.bytes ?? 0,
    };
  }

  /**
   * A rendition some cache holds, or undefined: never resizes. Memory is asked first, so a
   * rendition held there never costs a file read; one read from disk is kept in memory, as `get`
   * keeps it, so the next request does not read the file again.
   */
  async cached(
    original: MediaOriginal,
    width: number,
    format: OutputFormat,
  ): Promise<Rendition | undefined> {
    const key = renditionKey(original, width, format);
    const inMemory = this.#memory.peek(key);
    if (inMemory) return inMemory;
    const bytes = await this.#disk?.read(key);
    if (!bytes) return undefined;
    return this.#memory.get(key, () => Promise.resolve({ bytes, etag: strongEtag(bytes) }));
  }

  /** The rendition; rejects with `QueueFullError` when it must be resized and the queue is full. */
  get(original: MediaOriginal, width: number, format: OutputFormat): Promise<Rendition> {
    const key = renditionKey(original, width, format);
    return this.#memory.get(key, async () => {
      const bytes = await this.#disk?.read(key);
      if (bytes) return { bytes, etag: strongEtag(bytes) };
      const made = await this.#queue.run(() => render(original, width, format));
      await this.#disk?.write(key, made.bytes);
      return made;
    });
  }
}

function renditionKey(original: MediaOriginal, width: number, format: OutputFormat): string {
  return `${original.contentKey}:${original.etag}:${String(width)}:${format}`;
}
