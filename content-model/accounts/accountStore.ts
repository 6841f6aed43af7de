/**
 * The editor's accounts, kept in the content store so that every instance of a fleet knows
 * them: users and their roles, sessions, sign-in failures, presence, the audit log and the
 * fleet's shared secrets. Never part of a version, never exported with the content. Two
 * implementations (in the folder store's history folder, and in PostgreSQL) pass one
 * conformance suite.
 */

/** `author` edits drafts; `publisher` also publishes, restores and schedules; `admin` also manages users. */
export type Role = 'author' | 'publisher' | 'admin';

export const ROLES: readonly Role[] = ['author', 'publisher', 'admin'];

/** A user as listed: never the password's hash. */
export interface UserInfo {
  readonly name: string;
  readonly role: Role;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly passwordChangedAt: string;
}

/** A user with the hash their password is checked against (`passwords.ts` makes and reads it). */
export interface StoredUser extends UserInfo {
  readonly passwordHash: string;
}

/** A signed-in session, kept by the hash of its id (the id itself is only in the cookie). */
export interface StoredSession {
  readonly idHash: string;
  readonly user: string;
  /** ISO 8601: when it was made; it ends 12 h after, whatever its use. */
  readonly createdAt: string;
  /** ISO 8601: when it was last used; it ends 2 h after. */
  readonly seenAt: string;
}

/** Who has a page open, as their last heartbeat says. */
export interface Presence {
  readonly user: string;
  /** What they have open: a view's path or a document's key. */
  readonly subject: string;
  /** ISO 8601. */
  readonly at: string;
}

/** One line of the audit log. */
export interface AuditEntry {
  /** ISO 8601. */
  readonly at: string;
  /** The user who did it (or tried: the name given at a failed sign-in); `cli:<os user>` from a terminal. */
  readonly actor: string;
  /** What was done: `sign-in`, `sign-in-failed`, `user-added`, `draft-saved`, `published`, ... */
  readonly action: string;
  /** What it was done to: a user's name, a file's path, a version's id; '' when nothing. */
  readonly subject: string;
  /** The client's address; '' from a terminal. */
  readonly address: string;
  /** More, as the action needs (a version id made, a role given, a reason refused). */
  readonly detail?: Readonly<Record<string, string | number | boolean>>;
}

/** An audit entry as kept: with its place in the log (for paging, newest first). */
export interface LoggedAuditEntry extends AuditEntry {
  readonly sequence: number;
}

export interface NewUser {
  readonly name: string;
  readonly role: Role;
  readonly passwordHash: string;
}

export interface AccountStore {
  users(): Promise<UserInfo[]>;
  user(name: string): Promise<StoredUser | undefined>;
  /** False (and nothing written) when a user of that name exists. */
  addUser(user: NewUser, at: Date): Promise<boolean>;
  /**
   * These three end every session of the user with the change (one transaction in PostgreSQL; in
   * the folder store, under the same lock, the sessions first); false when there is no such user.
   */
  setRole(name: string, role: Role): Promise<boolean>;
  setPassword(name: string, passwordHash: string, at: Date): Promise<boolean>;
  removeUser(name: string): Promise<boolean>;

  createSession(session: StoredSession): Promise<void>;
  /** The session, if it exists (whether it has expired is the caller's to decide by its times). */
  session(idHash: string): Promise<StoredSession | undefined>;
  /** Marks the session used at `at` (no-op when it is gone). */
  touchSession(idHash: string, at: Date): Promise<void>;
  endSession(idHash: string): Promise<void>;
  /** Ends every session of the user; gives how many were ended. */
  endSessionsOf(user: string): Promise<number>;
  /** Removes sessions last seen before `seenBefore` or made before `createdBefore`. */
  removeExpiredSessions(limits: { seenBefore: Date; createdBefore: Date }): Promise<number>;

  /** Counts a failed sign-in under each key (`account:<name>`, `address:<ip>`) at `at`. */
  recordFailure(keys: readonly string[], at: Date): Promise<void>;
  /** The times of the key's failures since `since`, oldest first (ISO 8601). */
  failuresSince(key: string, since: Date): Promise<string[]>;
  /** Forgets the key's failures (a sign-in that succeeded). */
  clearFailures(key: string): Promise<void>;

  /** Says the user has `subject` open now (a heartbeat). */
  heartbeat(presence: Presence): Promise<void>;
  /** Who had `subject` open since `since`, the latest heartbeat of each user. */
  present(subject: string, since: Date): Promise<Presence[]>;

  audit(entry: AuditEntry): Promise<void>;
  /** Newest first; `before`: only entries older than that sequence. */
  auditLog(options?: { limit?: number; before?: number }): Promise<LoggedAuditEntry[]>;

  /**
   * The fleet's secret of that name (32 random bytes), made by the first instance that asks and
   * the same for every instance after: what preview links are signed with.
   */
  sharedSecret(name: string): Promise<Buffer>;
}
