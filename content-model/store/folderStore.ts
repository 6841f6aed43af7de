import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';
import type {
  ContentStore,
  ContentTree,
  Draft,
  DraftRef,
  ListedDraft,
  PublishDraftsRequest,
  PublishOutcome,
  PublishRequest,
  DraftWrite,
  SaveDraftRequest,
  SaveDraftsOutcome,
  ScheduledPublish,
  VersionInfo,
} from './contentStore';
import {
  applyToFolder,
  assertContentPath,
  readFolderFiles,
  writeFileAtomically,
} from './contentFiles';
import { assertDraftWrites, draftChanges, oneSaveOf } from './draftChanges';
import { changesToFiles, prepareVersion, type Head, type PreparedVersion } from './prepareVersion';
import { isScheduleId, isVersionId, newScheduleId } from './versionIds';
import { draftRecord, scheduledRecord, versionRecord } from './storedRecords';
import { openFolderAccounts } from '../accounts/folderAccounts';

export interface FolderStoreOptions {
  /** The content folder: always the published version's files. */
  contentDir: string;
  /** Where versions, drafts and the schedule are kept. Default: `<contentDir>.history` beside it. */
  historyDir?: string;
  /** How often `follow` looks at the head, in ms. Default 1,000. */
  followMs?: number;
}

/** The folder store's own: what the content folder's watcher needs. */
export interface FolderStore extends ContentStore {
  readonly kind: 'folder';
  readonly contentDir: string;
  readonly historyDir: string;
  /**
   * Records the content folder as it is now as a new version when it differs from the head and
   * passes the checks (a hand edit that publishes); the head when it is the same.
   */
  recordFolder(author: string, message: string): Promise<PublishOutcome | undefined>;
  /**
   * Reads the content folder while no writer changes it, then records it as `recordFolder` does,
   * without checking it again: `read` reads and checks the folder whole (`loadContent`), and
   * throws when it is refused. Gives the value read, and the version it is.
   */
  readRecorded<T>(read: () => Promise<T>): Promise<{ value: T; version: VersionInfo | undefined }>;
}

/** `content` -> `content.history`, beside it. */
function defaultHistoryDir(contentDir: string): string {
  const resolved = path.resolve(contentDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.history`);
}

const headSchema = z.object({ id: z.string() });

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function readJsonFile<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file}: not a record of the content store: ${parsed.error.message}`);
  return parsed.data;
}

const writeJson = (file: string, value: unknown) =>
  writeFileAtomically(file, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));

/**
 * The content store in folders: the content folder holds the published version's files, as
 * authors and `npm start` know it; versions, content-addressed file bytes, drafts, the schedule
 * and the accounts are kept in the history folder. Every writer (the server's watcher, the commands, two
 * instances on one folder) takes the history folder's lock, so none races another.
 */
export async function openFolderStore(options: FolderStoreOptions): Promise<FolderStore> {
  const contentDir = path.resolve(options.contentDir);
  const historyDir = path.resolve(options.historyDir ?? defaultHistoryDir(contentDir));
  const dirs = {
    versions: path.join(historyDir, 'versions'),
    objects: path.join(historyDir, 'objects'),
    drafts: path.join(historyDir, 'drafts'),
    scheduled: path.join(historyDir, 'scheduled'),
  };
  await Promise.all(Object.values(dirs).map((dir) => mkdir(dir, { recursive: true })));
  const headFile = path.join(historyDir, 'head.json');
  const accounts = await openFolderAccounts(path.join(historyDir, 'accounts'));

  const versionFile = (id: string) => path.join(dirs.versions, `${id}.json`);
  const objectFile = (hash: string) => path.join(dirs.objects, hash.slice(0, 2), hash);
  const draftFile = (file: string) => path.join(dirs.drafts, `${encodeURIComponent(file)}.json`);

  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await lockfile.lock(historyDir, {
      lockfilePath: path.join(historyDir, 'lock'),
      realpath: false,
      stale: 10_000,
      retries: { retries: 600, minTimeout: 10, maxTimeout: 100, factor: 1.2 },
    });
    try {
      return await work();
    } finally {
      await release();
    }
  };

  /** A kept version: its record and its files. */
  const readVersion = async (id: string): Promise<Head | undefined> => {
    // An id is a file name here: one that is not an id names no version (and no other file).
    if (!isVersionId(id)) return undefined;
    const record = await readJsonFile(versionFile(id), versionRecord);
    if (!record) return undefined;
    const { tree, ...version } = record;
    return { version, tree: new Map(Object.entries(tree)) };
  };

  const readHead = async (): Promise<Head | undefined> => {
    const head = await readJsonFile(headFile, headSchema);
    if (!head) return undefined;
    const kept = await readVersion(head.id);
    if (!kept) throw new Error(`${headFile}: names version ${head.id}, which is not kept`);
    return kept;
  };

  const read = async (hash: string): Promise<Uint8Array> => readFile(objectFile(hash));

  /** Writes a prepared version; the content folder gets `folderChanges` (none: it holds them). */
  const writeVersion = async (
    prepared: PreparedVersion,
    folderChanges: Iterable<readonly [string, Uint8Array | null]>,
  ) => {
    for (const [hash, body] of prepared.bodies) await writeFileAtomically(objectFile(hash), body);
    await writeJson(versionFile(prepared.version.id), {
      ...prepared.version,
      tree: Object.fromEntries(prepared.tree),
    });
    await applyToFolder(contentDir, folderChanges);
    await writeJson(headFile, { id: prepared.version.id });
  };

  /** Undefined: the folder is empty and nothing was ever published. */
  const recordFolderLocked = async (
    author: string,
    message: string,
    checked = false,
  ): Promise<PublishOutcome | undefined> => {
    const head = await readHead();
    const files = await readFolderFiles(contentDir);
    const changes = changesToFiles(head?.tree, files);
    if (changes.length === 0) return head && { result: 'unchanged', version: head.version };
    const request = { author, message, changes };
    const prepared = await prepareVersion(
      head,
      request,
      read,
      checked ? { checkedFiles: files } : {},
    );
    if (prepared.result !== 'ready') return prepared;
    await writeVersion(prepared, []);
    return { result: 'published', version: prepared.version };
  };

  const publishLocked = async (request: PublishRequest): Promise<PublishOutcome> => {
    // A hand edit not yet recorded becomes its own version first, so the folder stays a version.
    const recorded = await recordFolderLocked('content folder', 'Saved in the content folder');
    if (recorded?.result === 'refused' || recorded?.result === 'conflict') return recorded;
    const prepared = await prepareVersion(await readHead(), request, read);
    if (prepared.result !== 'ready') return prepared;
    await writeVersion(
      prepared,
      request.changes.map((change) => [change.path, change.body] as const),
    );
    return { result: 'published', version: prepared.version };
  };

  const readDrafts = async (): Promise<Map<string, Draft>> => {
    const drafts = new Map<string, Draft>();
    for (const name of await readdir(dirs.drafts)) {
      if (!name.endsWith('.json')) continue;
      const draft = await readJsonFile(path.join(dirs.drafts, name), draftRecord);
      if (draft) drafts.set(draft.path, draft);
    }
    return drafts;
  };

  const publishDraftsLocked = async (request: PublishDraftsRequest): Promise<PublishOutcome> => {
    const planned = draftChanges(await readDrafts(), request.drafts);
    if ('conflicts' in planned) return { result: 'conflict', conflicts: planned.conflicts };
    const outcome = await publishLocked({ ...request, changes: planned.changes });
    if (outcome.result === 'published' || outcome.result === 'unchanged') {
      await Promise.all(request.drafts.map((ref) => rm(draftFile(ref.path), { force: true })));
    }
    return outcome;
  };

  /** Drafts with whether the published file changed since each was made on it. */
  const listed = async (drafts: readonly Draft[]): Promise<ListedDraft[]> => {
    const tree = (await readHead())?.tree;
    return drafts.map((draft) => ({
      ...draft,
      stale: draft.baseRevision !== (tree?.get(draft.path)?.revision ?? 0),
    }));
  };

  const readScheduled = async (): Promise<ScheduledPublish[]> => {
    const all: ScheduledPublish[] = [];
    for (const name of await readdir(dirs.scheduled)) {
      const entry = await readJsonFile(path.join(dirs.scheduled, name), scheduledRecord);
      if (entry) all.push(entry);
    }
    return all.sort((a, b) => (a.at < b.at ? -1 : 1));
  };

  /** Every write checked on its revision before any is made, under the lock. */
  const saveDrafts = (writes: readonly DraftWrite[]) =>
    locked(async (): Promise<SaveDraftsOutcome> => {
      assertDraftWrites(writes);
      const current = await Promise.all(
        writes.map((write) => readJsonFile(draftFile(write.path), draftRecord)),
      );
      const stale = writes.findIndex(
        (write, index) => (current[index]?.revision ?? 0) !== write.revision,
      );
      const staleWrite = writes[stale];
      if (staleWrite) return { result: 'conflict', path: staleWrite.path, current: current[stale] };
      const savedAt = new Date().toISOString();
      const drafts: Draft[] = [];
      for (const write of writes) {
        if (write.discard) {
          await rm(draftFile(write.path), { force: true });
          continue;
        }
        const draft: Draft = {
          path: write.path,
          body: write.body,
          revision: write.revision + 1,
          baseRevision: write.baseRevision,
          savedBy: write.author,
          savedAt,
        };
        await writeJson(draftFile(write.path), draftRecord.encode(draft));
        drafts.push(draft);
      }
      return { result: 'saved', drafts };
    });

  const store: FolderStore = {
    kind: 'folder',
    accounts,
    contentDir,
    historyDir,
    head: async () => (await readHead())?.version,
    version: async (id) => (await readVersion(id))?.version,
    async history(options = {}) {
      const versions: VersionInfo[] = [];
      let id = (await readJsonFile(headFile, headSchema))?.id ?? null;
      let skipping = options.before !== undefined;
      while (id !== null && versions.length < (options.limit ?? Number.POSITIVE_INFINITY)) {
        const version = (await readVersion(id))?.version;
        if (!version) break;
        if (!skipping) versions.push(version);
        if (version.id === options.before) skipping = false;
        id = version.parent;
      }
      return versions;
    },
    async tree(versionId): Promise<ContentTree> {
      const kept = await readVersion(versionId);
      if (!kept) throw new Error(`no version ${versionId} in ${historyDir}`);
      return kept.tree;
    },
    read,
    publish: (request) => locked(() => publishLocked(request)),
    recordFolder: (author, message) => locked(() => recordFolderLocked(author, message)),
    readRecorded: (readFolder) =>
      locked(async () => {
        const value = await readFolder();
        // The folder was just read whole and passed (it threw otherwise), under this lock. An
        // editor saving in the moment between the two reads takes no lock: its save is read and
        // checked by the watcher's next read, and recorded then.
        const outcome = await recordFolderLocked(
          'content folder',
          'Saved in the content folder',
          true,
        );
        return { value, version: outcome && 'version' in outcome ? outcome.version : undefined };
      }),

    drafts: async () => {
      const all = await listed([...(await readDrafts()).values()]);
      return all.sort((a, b) => (a.path < b.path ? -1 : 1));
    },
    draft: async (file) => {
      assertContentPath(file);
      const draft = await readJsonFile(draftFile(file), draftRecord);
      return draft && (await listed([draft]))[0];
    },
    saveDraft: async (request: SaveDraftRequest) => oneSaveOf(await saveDrafts([request])),
    saveDrafts,
    discardDraft: (ref: DraftRef) =>
      locked(async () => {
        const current = await readJsonFile(draftFile(ref.path), draftRecord);
        if (current?.revision !== ref.revision) return false;
        await rm(draftFile(ref.path), { force: true });
        return true;
      }),
    publishDrafts: (request) => locked(() => publishDraftsLocked(request)),

    schedule: (request) =>
      locked(async () => {
        const entry: ScheduledPublish = {
          ...request,
          at: new Date(request.at).toISOString(),
          id: newScheduleId(),
          state: 'waiting',
        };
        await writeJson(path.join(dirs.scheduled, `${entry.id}.json`), entry);
        return entry;
      }),
    scheduled: readScheduled,
    cancelSchedule: (id) =>
      locked(async () => {
        if (!isScheduleId(id)) return false;
        const file = path.join(dirs.scheduled, `${id}.json`);
        const entry = await readJsonFile(file, scheduledRecord);
        if (entry?.state !== 'waiting') return false;
        await rm(file);
        return true;
      }),
    publishDue: (now = new Date()) =>
      locked(async () => {
        const done: ScheduledPublish[] = [];
        for (const entry of await readScheduled()) {
          if (entry.state !== 'waiting' || new Date(entry.at) > now) continue;
          const outcome = await publishDraftsLocked(entry);
          const finished: ScheduledPublish = {
            ...entry,
            state:
              outcome.result === 'published' || outcome.result === 'unchanged'
                ? 'published'
                : 'failed',
            outcome: 'version' in outcome ? outcome.version.id : JSON.stringify(outcome),
          };
          await writeJson(path.join(dirs.scheduled, `${entry.id}.json`), finished);
          done.push(finished);
        }
        return done;
      }),

    async follow(onVersion) {
      let last: string | undefined | null = null;
      const look = async () => {
        const id = (await readJsonFile(headFile, headSchema).catch(() => undefined))?.id;
        if (id !== last) {
          last = id;
          onVersion(id);
        }
      };
      await look();
      const timer = setInterval(() => void look(), options.followMs ?? 1000);
      timer.unref();
      return {
        close: () => {
          clearInterval(timer);
          return Promise.resolve();
        },
      };
    },
    health: () => ({ result: 'ok' }),
    close: () => Promise.resolve(),
  };
  return store;
}
