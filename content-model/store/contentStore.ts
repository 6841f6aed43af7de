import type { AccountStore } from '../accounts/accountStore';
import type { ContentProblem } from '../problems';
import type { VersionChange } from '../versions/changes';

/**
 * One published state of the whole content, kept for good. Its id is unique across every store
 * and stays unique after a database restore: a sequence number (the history's order) and a
 * random suffix (`42-k3f9x2`).
 */
export interface VersionInfo {
  readonly id: string;
  readonly number: number;
  /** The version it replaced; null for the first. */
  readonly parent: string | null;
  readonly author: string;
  /** ISO 8601. */
  readonly at: string;
  readonly message: string;
  /** What changed against the parent, file by file and field by field. */
  readonly changes: readonly VersionChange[];
  /** The version whose content this one brought back, for a restore. */
  readonly restoredFrom?: string;
}

/** A file of a version: the hash of its bytes (content-addressed) and the file's revision. */
export interface TreeEntry {
  readonly hash: string;
  readonly size: number;
  /** Counts the file's published changes: 1 when first published, one more at each change. */
  readonly revision: number;
  /** Who published this revision of the file, and when (ISO 8601). */
  readonly by: string;
  readonly at: string;
}

/** A version's files by path (posix, relative to the content folder). */
export type ContentTree = ReadonlyMap<string, TreeEntry>;

/** One file a publish writes (or removes, `body: null`), and the revision it was based on. */
export interface FileChange {
  readonly path: string;
  readonly body: Uint8Array | null;
  /** The published file's revision the change was made on; 0 for a file that is new. */
  readonly baseRevision: number;
}

export interface PublishRequest {
  readonly author: string;
  readonly message: string;
  readonly changes: readonly FileChange[];
  readonly restoredFrom?: string;
}

/** A change whose base is no longer the published file: who changed it since, and when. */
export interface Conflict {
  /** `file`: the published file changed since the base; `draft`: the draft was saved again. */
  readonly of: 'file' | 'draft';
  readonly path: string;
  readonly baseRevision: number;
  /** The revision now (0: the file is no longer published, or the draft is gone). */
  readonly revision: number;
  readonly by: string;
  readonly at: string;
}

export type PublishOutcome =
  | { readonly result: 'published'; readonly version: VersionInfo }
  /** The content as changed equals the published content: no new version. */
  | { readonly result: 'unchanged'; readonly version: VersionInfo }
  /** Nothing was written: another writer changed a file since its base. */
  | { readonly result: 'conflict'; readonly conflicts: readonly Conflict[] }
  /** Nothing was written: the content as it would be does not pass the checks. */
  | { readonly result: 'refused'; readonly problems: readonly ContentProblem[] };

/** An unpublished change of one file, saved by an author. */
export interface Draft {
  readonly path: string;
  /** null: publishing the draft removes the file. */
  readonly body: Uint8Array | null;
  /** Counts the draft's saves. */
  readonly revision: number;
  /** The published file's revision the draft was made on (0: a new file). */
  readonly baseRevision: number;
  readonly savedBy: string;
  readonly savedAt: string;
}

/**
 * A draft as listed: `stale` when the published file changed since the draft was made on it (an
 * import, a restore or another publish replaced its base), so publishing it is refused until it is
 * made on the file as published now.
 */
export interface ListedDraft extends Draft {
  readonly stale: boolean;
}

export interface SaveDraftRequest {
  readonly path: string;
  readonly body: Uint8Array | null;
  /** The draft revision the save was made on; 0 when there is no draft yet. */
  readonly revision: number;
  /** The published file's revision the draft is made on (0: a new file). */
  readonly baseRevision: number;
  readonly author: string;
}

/** One draft of a batch: saved as `SaveDraftRequest` says, or with `discard`, removed at `revision`. */
export interface DraftWrite extends SaveDraftRequest {
  readonly discard?: boolean;
}

export type SaveDraftsOutcome =
  /** Every write applied; the drafts saved (not the discarded), in the batch's order. */
  | { readonly result: 'saved'; readonly drafts: readonly Draft[] }
  /** Nothing was written: the draft of `path` was saved or discarded by someone else since. */
  | { readonly result: 'conflict'; readonly path: string; readonly current: Draft | undefined };

export type SaveDraftOutcome =
  | { readonly result: 'saved'; readonly draft: Draft }
  /** Nothing was written: the draft was saved by someone else since (the current one). */
  | { readonly result: 'conflict'; readonly current: Draft | undefined };

/** Names a draft at the revision its author reviewed. */
export interface DraftRef {
  readonly path: string;
  readonly revision: number;
}

export interface PublishDraftsRequest {
  readonly author: string;
  readonly message: string;
  readonly drafts: readonly DraftRef[];
}

export interface ScheduledPublish extends PublishDraftsRequest {
  readonly id: string;
  /** ISO 8601: published within a minute after. */
  readonly at: string;
  readonly state: 'waiting' | 'published' | 'failed';
  /** Why it failed, or the version it made. */
  readonly outcome?: string;
}

/** Where the store stands: `degraded` while it cannot be reached (the last content is served). */
export type StoreHealth =
  | { readonly result: 'ok' }
  | { readonly result: 'degraded'; readonly since: string; readonly error: string };

/** Hears of new versions until closed. */
export interface Following {
  close(): Promise<void>;
}

/**
 * Where content is kept: every published version, the drafts and the schedule. Two
 * implementations (the folder store and the PostgreSQL store) pass one conformance suite.
 * Writes are checked and applied whole or not at all; a write based on a stale revision is
 * refused, never applied.
 */
export interface ContentStore {
  readonly kind: 'folder' | 'postgres';
  /** The editor's accounts, kept beside the content: never in a version or an export. */
  readonly accounts: AccountStore;
  /** The published version; undefined while nothing is published. */
  head(): Promise<VersionInfo | undefined>;
  version(id: string): Promise<VersionInfo | undefined>;
  /** Newest first; `before`: only versions older than that id. */
  history(options?: { limit?: number; before?: string }): Promise<VersionInfo[]>;
  tree(versionId: string): Promise<ContentTree>;
  /** A file's bytes by hash; rejects when the store has no such bytes. */
  read(hash: string): Promise<Uint8Array>;
  /** Checks the content as changed and publishes it as a new version, or refuses it. */
  publish(request: PublishRequest): Promise<PublishOutcome>;

  drafts(): Promise<ListedDraft[]>;
  draft(path: string): Promise<ListedDraft | undefined>;
  saveDraft(request: SaveDraftRequest): Promise<SaveDraftOutcome>;
  /**
   * Saves (or discards) several drafts all or none: when one write's revision is not the draft's
   * now, nothing is written. Each path at most once.
   */
  saveDrafts(writes: readonly DraftWrite[]): Promise<SaveDraftsOutcome>;
  /** Removes a draft at `revision`; false when it is not there at that revision. */
  discardDraft(ref: DraftRef): Promise<boolean>;
  /** Publishes the named drafts at their revisions as one version and removes them. */
  publishDrafts(request: PublishDraftsRequest): Promise<PublishOutcome>;

  schedule(request: PublishDraftsRequest & { at: string }): Promise<ScheduledPublish>;
  scheduled(): Promise<ScheduledPublish[]>;
  /** Removes a waiting publish; false when there is none of that id still waiting. */
  cancelSchedule(id: string): Promise<boolean>;
  /** Publishes every waiting publish whose time has come, each once across every instance. */
  publishDue(now?: Date): Promise<ScheduledPublish[]>;

  /** Calls `onVersion` with the head's id whenever it may have changed. */
  follow(onVersion: (id: string | undefined) => void): Promise<Following>;
  health(): StoreHealth;
  close(): Promise<void>;
}
