import path from 'node:path';
import { watch as chokidarWatch } from 'chokidar';
import type { SiteContent } from './siteContent';
import { scanFolder, sameScan, type FolderScan } from './folderScan';
import { publishCycle, type CycleState } from './publishCycle';

/** How quickly a watched folder is published, in ms; every one has a default. */
export interface WatchTimings {
  /** Quiet time after the last change before the folder is read. Default 150. */
  settleMs?: number;
  /** Quiet time after the last change before a refusal is reported. Default 1,000. */
  quietMs?: number;
  /** Time between two full scans of the folder (the safety net under the watcher). Default 2,000. */
  rescanMs?: number;
}

const DEFAULT_TIMINGS: Required<WatchTimings> = {
  settleMs: 150,
  quietMs: 1000,
  rescanMs: 2000,
};

/** Something that tells of changes in a folder until closed. */
interface FolderWatcher {
  /** Settles once the watcher tells of every change from now on. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

type WatchFolder = (dir: string, onChange: () => void) => FolderWatcher;

export interface WatchContentOptions<T = SiteContent> extends WatchTimings {
  dir: string;
  /** Reads and checks the whole folder; rejects when anything in it is invalid. */
  load: () => Promise<T>;
  /** New valid content, to serve from now on, and how long reading it took (ms); throws to refuse it. */
  onValid: (content: T, readMs: number) => void;
  /** The folder as saved is invalid (reported once per distinct problem set, once quiet). */
  onInvalid: (error: unknown) => void;
  /** What makes two refusals the same. Default: their messages. */
  failureKey?: (error: unknown) => string;
  /** Tells of changes in the folder. Default: chokidar (see `watchWithChokidar`). */
  watchFolder?: WatchFolder;
  /** Tells when the folder itself appears, goes or is replaced. Default: `watchFolderEntry`. */
  watchEntry?: WatchFolder;
}

/** A folder being watched. */
export interface ContentWatch {
  /** Reads the folder again now (as if a file in it had been saved). */
  reread: () => Promise<void>;
  /** A change was seen elsewhere that concerns this folder: read it once changes settle. */
  changed: () => void;
  /** Where the folder stands against what is served from it. */
  state: () => CycleState;
  /** Settles once the folder has been scanned and every change from now on is seen. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/** Editors' and the server's own scratch files: a change to them publishes nothing. */
export function isScratch(file: string | null): boolean {
  if (!file) return false;
  return file
    .split(path.sep)
    .some((part) => part.startsWith('.') || part.endsWith('~') || part.endsWith('.swp'));
}

/**
 * Chokidar, rather than Node's recursive `fs.watch`: on Linux that keeps watching a file's old
 * inode after a save by rename (vim, `sed -i`, JetBrains' safe write, `mv tmp file`) and stops
 * telling of later saves. Chokidar watches each folder, re-adds a renamed-over file and reports
 * an atomic save as one change (`atomic`); it is well kept, pure JavaScript, and needs no native
 * build (@parcel/watcher would). Links are not followed: a folder elsewhere is not content.
 */
const watchWithChokidar: WatchFolder = (dir, onChange) => {
  const watcher = chokidarWatch(dir, {
    ignoreInitial: true,
    atomic: true,
    followSymlinks: false,
    ignored: (file: string) => isScratch(path.relative(dir, file)),
  });
  watcher.on('all', onChange);
  // A folder that cannot be watched (gone, no permission) is still scanned.
  watcher.on('error', onChange);
  const ready = new Promise<void>((resolve) => watcher.once('ready', resolve));
  return { ready, close: () => watcher.close() };
};

/**
 * Tells when `dir` itself appears, goes or is replaced, by watching its parent folder (that
 * entry only): a watch on the folder itself keeps watching the folder it was, under any name.
 */
const watchFolderEntry: WatchFolder = (dir, onChange) => {
  const parent = path.dirname(dir);
  const watcher = chokidarWatch(parent, {
    ignoreInitial: true,
    depth: 0,
    followSymlinks: false,
    ignored: (file: string) => file !== parent && file !== dir,
  });
  watcher.on('all', (_event, file) => {
    if (file === dir) onChange();
  });
  watcher.on('error', onChange);
  const ready = new Promise<void>((resolve) => watcher.once('ready', resolve));
  return { ready, close: () => watcher.close() };
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Publishes the content folder whenever a file in it is saved: once the changes settle, the
 * whole folder is read and checked again, and only content valid as a whole is published. A save
 * during a read is read again after it, so the last save always counts. Under the watcher, the
 * folder is scanned every `rescanMs` (sizes, times, its own identity: nothing is read) and read
 * again when it differs from what was last read; a folder replaced by another under its name (or
 * made, or removed) is scanned at once and watched anew.
 */
export function watchContent<T = SiteContent>(options: WatchContentOptions<T>): ContentWatch {
  const { dir } = options;
  const timings = { ...DEFAULT_TIMINGS, ...definedTimings(options) };
  const watchFolder = options.watchFolder ?? watchWithChokidar;
  const scan = () => scanFolder(dir, { ignore: isScratch });
  let lastRead: FolderScan | undefined;
  let watcher: FolderWatcher | undefined;
  let watchedIdentity = 'absent';
  let closed = false;

  const cycle = publishCycle({
    load: options.load,
    onValid: options.onValid,
    onInvalid: options.onInvalid,
    failureKey: options.failureKey ?? messageOf,
    settleMs: timings.settleMs,
    quietMs: timings.quietMs,
    beforeRead: async () => {
      lastRead = await scan();
    },
  });

  const follow = async (identity: string) => {
    if (identity === watchedIdentity) return;
    watchedIdentity = identity;
    const old = watcher;
    watcher = identity === 'absent' ? undefined : watchFolder(dir, cycle.changed);
    await Promise.all([old?.close(), watcher?.ready]);
  };

  const rescan = async () => {
    const seen = await scan();
    if (closed) return;
    await follow(seen.identity);
    if (lastRead && !sameScan(seen, lastRead)) {
      lastRead = seen;
      cycle.found();
    }
    lastRead ??= seen;
  };

  // One scan at a time; a scan asked for during one runs after it.
  let scanning: Promise<void> | undefined;
  let scanAgain = false;
  // A function, so the flag is read as the scan left it.
  const scanWanted = () => scanAgain && !closed;
  const rescanNow = (): Promise<void> => {
    if (scanning) {
      scanAgain = true;
      return scanning;
    }
    scanning = (async () => {
      do {
        scanAgain = false;
        await rescan();
      } while (scanWanted());
    })().finally(() => {
      scanning = undefined;
    });
    return scanning;
  };

  let rescanTimer: NodeJS.Timeout | undefined;
  const scheduleRescan = () => {
    rescanTimer = setTimeout(() => {
      void rescanNow().finally(() => {
        if (!closed) scheduleRescan();
      });
    }, timings.rescanMs);
    rescanTimer.unref();
  };
  const entry = (options.watchEntry ?? watchFolderEntry)(dir, () => void rescanNow());
  const ready = Promise.all([entry.ready, rescanNow()]).then(() => {
    if (!closed) scheduleRescan();
  });

  return {
    reread: cycle.readNow,
    changed: cycle.changed,
    state: cycle.state,
    ready,
    async close() {
      closed = true;
      clearTimeout(rescanTimer);
      cycle.close();
      await scanning;
      await Promise.all([entry.close(), watcher?.close()]);
    },
  };
}

function definedTimings(timings: WatchTimings): WatchTimings {
  return Object.fromEntries(
    Object.entries({
      settleMs: timings.settleMs,
      quietMs: timings.quietMs,
      rescanMs: timings.rescanMs,
    }).filter(([, value]) => value !== undefined),
  );
}
