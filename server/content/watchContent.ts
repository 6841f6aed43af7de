import { watch } from 'node:fs';
import path from 'node:path';
import type { ContentStore } from './contentStore';

export interface WatchContentOptions<T = ContentStore> {
  dir: string;
  /** Reads and checks the whole folder; rejects when anything in it is invalid. */
  load: () => Promise<T>;
  /** New valid content, to serve from now on. */
  onValid: (content: T) => void;
  /** The folder as saved is invalid: the content served so far stays. */
  onInvalid: (error: unknown) => void;
  /** Quiet time after the last change before the folder is read, in ms. Default 150. */
  settleMs?: number;
}

/** A folder being watched. */
export interface ContentWatch {
  /** Reads the folder again now (as if a file in it had been saved). */
  reread(): Promise<void>;
  close(): void;
}

/** Editors' and the server's own scratch files: a change to them publishes nothing. */
export function isScratch(file: string | null): boolean {
  if (!file) return false;
  return file
    .split(path.sep)
    .some((part) => part.startsWith('.') || part.endsWith('~') || part.endsWith('.swp'));
}

/**
 * Publishes the content folder whenever a file in it is saved: once the changes settle, the
 * whole folder is read and checked again, and only content valid as a whole is published. A save
 * during a read is read again after it, so the last save always counts.
 */
export function watchContent<T = ContentStore>(options: WatchContentOptions<T>): ContentWatch {
  const settleMs = options.settleMs ?? 150;
  let timer: NodeJS.Timeout | undefined;
  let reading = false;
  let again = false;

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      options.onValid(await options.load());
    } catch (error) {
      options.onInvalid(error);
    } finally {
      reading = false;
    }
    if (again) {
      again = false;
      await read();
    }
  };

  const watcher = watch(options.dir, { recursive: true }, (_event, file) => {
    if (isScratch(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void read(), settleMs);
  });
  return {
    reread: read,
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
