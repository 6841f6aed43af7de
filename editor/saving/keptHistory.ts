import { z } from 'zod/mini';
import type { HistoryStep } from '../document';

/**
 * The browser's storage as the kept history uses it: `localStorage` in the editor, a stand-in in
 * tests. Local, not session, storage: a draft outlives a closed tab, and so does its history.
 */
type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** A page's steps to undo and to redo, as the page's state holds them. */
export interface KeptSteps {
  past: HistoryStep[];
  future: HistoryStep[];
}

/** The history kept for one page of one author, on the draft revision it was saved at. */
export interface KeptHistory extends KeptSteps {
  revision: number;
}

/**
 * The most one page's kept history may take, in characters of JSON (`localStorage` counts
 * UTF-16 code units, about 5 million an origin in Chromium and Firefox): a few pages' histories
 * and the copied block fit beside each other. Over it the oldest steps are dropped.
 */
const KEPT_HISTORY_QUOTA = 1_000_000;

const KEY_PREFIX = 'editor.history';

/** One key per author and page; the revision is in the value, so a page has one at most. */
const keyOf = (user: string, path: string) => `${KEY_PREFIX}:${user}:${path}`;
const userPrefix = (user: string) => `${KEY_PREFIX}:${user}:`;

/** The keys immer's patches may not reach (`UNPATCHABLE_KEYS`): refused on the way in too. */
const patchKey = z.union([
  z.number(),
  z.string().check(z.refine((key) => key !== '__proto__' && key !== 'constructor')),
]);

const patchSchema = z.object({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.array(patchKey),
  value: z.optional(z.unknown()),
});

const stepSchema = z.object({
  patches: z.array(patchSchema),
  inversePatches: z.array(patchSchema),
  label: z.string(),
});

const keptSchema = z.object({
  user: z.string(),
  path: z.string(),
  revision: z.number().check(z.int(), z.nonnegative()),
  /** When it was written (ms since the epoch): the oldest goes first when storage is full. */
  writtenAt: z.number(),
  past: z.array(stepSchema),
  future: z.array(stepSchema),
});
type KeptEntry = z.infer<typeof keptSchema>;

interface KeeperOptions {
  storage: HistoryStorage;
  /** The signed-in author's name: each author's histories are their own. */
  user: string;
  /** The clock, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
  /** See `KEPT_HISTORY_QUOTA` (characters). */
  quota?: number;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** The entry with the oldest quarter of its steps dropped (the undo's first, then the redo's). */
function withoutOldest(entry: KeptEntry): KeptEntry | undefined {
  const { past, future } = entry;
  const total = past.length + future.length;
  if (total === 0) return undefined;
  const drop = Math.ceil(total / 4);
  const fromPast = Math.min(drop, past.length);
  // The redo's oldest is its first: the step undone longest ago is redone last.
  return { ...entry, past: past.slice(fromPast), future: future.slice(drop - fromPast) };
}

/**
 * The undo history kept in the browser's storage, one entry per author and page, for the draft
 * revision it was saved at. A read gives nothing for what is missing, unreadable or another's
 * (and removes what is unreadable); a write keeps within the quota and the storage's room,
 * dropping the oldest steps, then the author's other pages' histories, rather than failing.
 * Storage that refuses to be used (disabled, private mode) keeps nothing, silently.
 */
export function historyKeeper({
  storage,
  user,
  now = Date.now,
  quota = KEPT_HISTORY_QUOTA,
}: KeeperOptions) {
  let signedOut = false;

  function entryAt(key: string): KeptEntry | undefined {
    try {
      const text = storage.getItem(key);
      if (text === null) return undefined;
      const parsed = keptSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON, or storage refused: as good as nothing kept.
    }
    remove(key);
    return undefined;
  }

  function remove(key: string) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage refused: nothing to remove from it either.
    }
  }

  function keysOfUser(): string[] {
    const keys: string[] = [];
    try {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index);
        if (key?.startsWith(userPrefix(user))) keys.push(key);
      }
    } catch {
      // Storage refused.
    }
    return keys;
  }

  /** Removes the author's oldest kept history but this key's; false when there is none. */
  function evictOldestOther(key: string): boolean {
    const others = keysOfUser()
      .filter((other) => other !== key)
      .map((other) => ({ key: other, at: entryAt(other)?.writtenAt ?? 0 }))
      .sort((a, b) => a.at - b.at);
    const oldest = others[0];
    if (!oldest) return false;
    remove(oldest.key);
    return true;
  }

  function store(key: string, first: KeptEntry) {
    let entry: KeptEntry | undefined = first;
    while (entry) {
      const text = JSON.stringify(entry);
      if (text.length > quota) {
        entry = withoutOldest(entry);
        continue;
      }
      try {
        storage.setItem(key, text);
        return;
      } catch (error) {
        if (!isQuotaError(error)) break;
        if (!evictOldestOther(key)) entry = withoutOldest(entry);
      }
    }
    remove(key);
  }

  return {
    /** The page's kept history, when there is one of this author's that reads back whole. */
    read(path: string): KeptHistory | undefined {
      const entry = entryAt(keyOf(user, path));
      if (!entry) return undefined;
      if (entry.user !== user || entry.path !== path) {
        remove(keyOf(user, path));
        return undefined;
      }
      const { revision, past, future } = entry;
      return { revision, past, future };
    },
    /** Keeps the page's steps for its draft at `revision`; no steps, nothing kept. */
    write(path: string, revision: number, { past, future }: KeptSteps) {
      if (signedOut) return;
      const key = keyOf(user, path);
      if (past.length === 0 && future.length === 0) {
        remove(key);
        return;
      }
      store(key, { user, path, revision, writtenAt: now(), past, future });
    },
    drop(path: string) {
      remove(keyOf(user, path));
    },
    /** At sign-out: every history of the author's goes, and nothing is written after. */
    clear() {
      signedOut = true;
      for (const key of keysOfUser()) remove(key);
    },
  };
}

export type HistoryKeeper = ReturnType<typeof historyKeeper>;
