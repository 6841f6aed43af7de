/** Where a watched folder stands against what is served from it. */
export type CycleState =
  /** What is served is what is on disk. */
  | { result: 'ok'; publishedAt: number }
  /** A change was seen and is not published yet (it is settling, being read, or still changing). */
  | { result: 'pending'; since: number; publishedAt: number }
  /** The folder has been quiet and what is on disk was refused: the last valid content is served. */
  | { result: 'failed'; at: number; publishedAt: number; error: unknown };

export interface PublishCycleOptions<T> {
  /** Reads and checks the whole folder; rejects when anything in it is invalid. */
  load: () => Promise<T>;
  /**
   * New valid content, to serve from now on, and how long reading and checking it took (ms);
   * throws to refuse it.
   */
  onValid: (content: T, readMs: number) => void;
  /** A refusal, once per distinct problem set, once the folder is quiet. */
  onInvalid: (error: unknown) => void;
  /** What makes two refusals the same (the problems they list). */
  failureKey: (error: unknown) => string;
  /** Quiet time after the last change before the folder is read, in ms. */
  settleMs: number;
  /**
   * Quiet time after the last change before a refusal is reported, in ms: a file being written
   * over several seconds is pending, not failed, and logs nothing until it stops changing.
   */
  quietMs: number;
  /** Runs as each read starts (the watcher notes the folder as read). */
  beforeRead?: () => Promise<void>;
  now?: () => number;
}

export interface PublishCycle {
  /** A change was seen: the folder is read once changes settle. */
  changed: () => void;
  /**
   * A scan found the folder changed, at a time it cannot tell: as `changed`, unless a read is
   * already due after one (that read sees this change too, and is not put off for it).
   */
  found: () => void;
  /** Reads the folder now (as if it had changed and settled). */
  readNow: () => Promise<void>;
  state: () => CycleState;
  close: () => void;
}

/**
 * The publishing of one folder from change to outcome: changes settle before a read, reads never
 * overlap (a change during one is read after it, so the last save counts), valid content is
 * published at once, and a refusal waits for the folder to be quiet before it is reported.
 */
export function publishCycle<T>(options: PublishCycleOptions<T>): PublishCycle {
  const now = options.now ?? Date.now;
  let state: CycleState = { result: 'ok', publishedAt: now() };
  let lastChange = Number.NEGATIVE_INFINITY;
  let reportedKey: string | undefined;
  let settleTimer: NodeJS.Timeout | undefined;
  let quietTimer: NodeJS.Timeout | undefined;
  let reading = false;
  let again = false;
  let closed = false;

  const markPending = () => {
    if (state.result !== 'pending') {
      state = { result: 'pending', since: now(), publishedAt: state.publishedAt };
    }
  };

  const published = () => {
    reportedKey = undefined;
    state = { result: 'ok', publishedAt: now() };
  };

  /** Reports `error` once the folder has been quiet for `quietMs`, unless it changes first. */
  const reportWhenQuiet = (error: unknown) => {
    clearTimeout(quietTimer);
    const wait = Math.max(0, lastChange + options.quietMs - now());
    quietTimer = setTimeout(() => {
      if (closed || state.result !== 'pending' || reading) return;
      state = { result: 'failed', at: now(), publishedAt: state.publishedAt, error };
      const key = options.failureKey(error);
      if (key === reportedKey) return;
      reportedKey = key;
      options.onInvalid(error);
    }, wait);
    quietTimer.unref();
  };

  const readOnce = async (): Promise<void> => {
    const startedAfter = lastChange;
    await options.beforeRead?.();
    try {
      const started = performance.now();
      const content = await options.load();
      if (closed) return;
      options.onValid(content, Math.round(performance.now() - started));
      published();
      if (lastChange !== startedAfter) markPending();
    } catch (error) {
      if (closed) return;
      markPending();
      // A change during the read is read again: only the newest folder's outcome counts.
      if (lastChange === startedAfter) reportWhenQuiet(error);
    }
  };

  // A function, so the flag is read as a read left it (a save may set it meanwhile).
  const changedDuringRead = () => again && !closed;

  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    clearTimeout(quietTimer);
    try {
      do {
        again = false;
        await readOnce();
      } while (changedDuringRead());
    } finally {
      reading = false;
    }
  };

  const changed = () => {
    if (closed) return;
    lastChange = now();
    markPending();
    clearTimeout(quietTimer);
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      settleTimer = undefined;
      void read();
    }, options.settleMs);
    settleTimer.unref();
  };

  return {
    changed,
    found() {
      if (settleTimer === undefined) changed();
    },
    readNow: read,
    state: () => state,
    close() {
      closed = true;
      clearTimeout(settleTimer);
      clearTimeout(quietTimer);
    },
  };
}
