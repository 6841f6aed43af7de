import { createHash } from 'node:crypto';
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/** What the disk cache reports when the folder cannot be used; the server runs on without it. */
export type DiskCacheWarning = (message: string, error: unknown) => void;

const TEMPORARY_SUFFIX = '.tmp';

/** The file a key is kept in: a hash, so keys never become paths. */
function fileName(key: string): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.bin`;
}

async function listFiles(dir: string): Promise<{ name: string; size: number; mtimeMs: number }[]> {
  const files = [];
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    if (name.endsWith(TEMPORARY_SUFFIX)) {
      // Left by a process that stopped while writing.
      await unlink(file).catch(() => undefined);
      continue;
    }
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) files.push({ name, size: info.size, mtimeMs: info.mtimeMs });
  }
  return files;
}

/**
 * Renditions kept as files in one folder, so a restart does not pay for them again. The total
 * size stays under `maxBytes`: the least recently used files are deleted first (use is the
 * file's modification time, so the order survives a restart). Files are written to a temporary
 * name and renamed, so a reader never sees half a file. Any failure of the file system counts as
 * a miss: the cache is an optimisation, never a reason to fail a request.
 */
export class DiskRenditionCache {
  readonly dir: string;
  readonly #maxBytes: number;
  readonly #warn: DiskCacheWarning;
  /** File name to size, in the order of use; the files it evicts wait in `#evicted`. */
  readonly #files: LRUCache<string, number>;
  #evicted: string[] = [];
  #writes = 0;
  #warnedOfWrites = false;

  private constructor(dir: string, maxBytes: number, warn: DiskCacheWarning) {
    this.dir = dir;
    this.#maxBytes = maxBytes;
    this.#warn = warn;
    this.#files = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (size) => size,
      dispose: (_size, name, reason) => {
        if (reason === 'evict') this.#evicted.push(name);
      },
    });
  }

  /**
   * Opens (creating) `dir` and takes stock of the files already there, trimming them to
   * `maxBytes`. Resolves to undefined, after a warning, when the folder cannot be used.
   */
  static async open(
    dir: string,
    maxBytes: number,
    warn: DiskCacheWarning,
  ): Promise<DiskRenditionCache | undefined> {
    const cache = new DiskRenditionCache(path.resolve(dir), maxBytes, warn);
    try {
      await mkdir(cache.dir, { recursive: true });
      const files = await listFiles(cache.dir);
      files.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const { name, size } of files) {
        // An empty file is no rendition; one over the bound could never be kept.
        if (size === 0 || size > maxBytes) cache.#evicted.push(name);
        else cache.#files.set(name, size);
      }
      await cache.#deleteEvicted();
      return cache;
    } catch (error) {
      warn(
        `the rendition cache folder ${cache.dir} cannot be used; renditions stay in memory`,
        error,
      );
      return undefined;
    }
  }

  /** Number of files. */
  get size(): number {
    return this.#files.size;
  }

  /** Total size of the files, in bytes. */
  get bytes(): number {
    return this.#files.calculatedSize;
  }

  /** The bytes kept under `key`, or undefined. */
  async read(key: string): Promise<Buffer | undefined> {
    const name = fileName(key);
    if (!this.#files.has(name)) return undefined;
    const file = path.join(this.dir, name);
    try {
      const bytes = await readFile(file);
      // Makes the file the most recently used.
      this.#files.get(name);
      const now = new Date();
      // Best effort: the order in memory is what counts until the next start.
      void utimes(file, now, now).catch(() => undefined);
      return bytes;
    } catch {
      // Deleted by someone else (another process evicting, a cleanup): a miss.
      this.#files.delete(name);
      return undefined;
    }
  }

  /** Keeps `bytes` under `key`, then deletes the least recently used files over the bound. */
  async write(key: string, bytes: Buffer): Promise<void> {
    if (bytes.length === 0 || bytes.length > this.#maxBytes) return;
    const name = fileName(key);
    const file = path.join(this.dir, name);
    this.#writes += 1;
    const temporary = `${file}.${process.pid}.${this.#writes}${TEMPORARY_SUFFIX}`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      // Once: a full disk would otherwise log every request.
      if (!this.#warnedOfWrites) {
        this.#warnedOfWrites = true;
        this.#warn(`renditions cannot be written to ${this.dir}; they stay in memory`, error);
      }
      return;
    }
    this.#files.set(name, bytes.length);
    await this.#deleteEvicted();
  }

  async #deleteEvicted(): Promise<void> {
    const doomed = this.#evicted;
    this.#evicted = [];
    await Promise.all(
      doomed.map((name) => unlink(path.join(this.dir, name)).catch(() => undefined)),
    );
  }
}
