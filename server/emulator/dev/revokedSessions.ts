import { access, mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CLOCK_SKEW_SECONDS, PREVIEW_SESSION_SECONDS, type PreviewSession } from './previewSession';

/** A revoked session's record may go once the session would have ended anyway. */
const KEPT_MS = (PREVIEW_SESSION_SECONDS + CLOCK_SKEW_SECONDS) * 1000;

/** Where the folder's problems are told: a sign-out is then honoured by this instance only. */
export type RevocationWarning = (message: string, error: unknown) => void;

/** The folder of revoked sessions beside a content folder (ignored by git and the watcher). */
export function defaultPreviewStateDir(contentDir: string): string {
  return path.join(contentDir, '.cache', 'preview-sessions');
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Preview sessions signed out before their end. Each is an empty file named after the session id
 * in `dir`, so every instance given the same folder (`npm run proxy`'s two) refuses a session
 * signed out on any of them, with no lock: a file is made once and only ever read for its
 * existence. A record is removed at the next sign-out once its session would have expired anyway
 * (8 hours after it was signed out at most), so the folder holds at most the sign-outs of the
 * last 8 hours. Without a folder (`false`) the sign-outs are held in this process only.
 */
export class RevokedSessions {
  readonly #dir: string | false;
  readonly #warn: RevocationWarning;
  /** Sessions known to be revoked, with when their record may go (ms): revocation is final. */
  readonly #known = new Map<string, number>();

  constructor(dir: string | false, warn: RevocationWarning) {
    this.#dir = dir;
    this.#warn = warn;
  }

  /** Records the sign-out of `session` for every instance; never rejects. */
  async revoke(session: PreviewSession, nowMs = Date.now()): Promise<void> {
    this.#known.set(session.id, nowMs + KEPT_MS);
    this.#forgetExpired(nowMs);
    if (this.#dir === false) return;
    try {
      await mkdir(this.#dir, { recursive: true });
      await writeFile(path.join(this.#dir, session.id), '');
      await this.#removeExpired(this.#dir, nowMs);
    } catch (error) {
      this.#warn(
        `preview sign-out not shared: ${this.#dir} cannot be written; other instances still honour the session`,
        error,
      );
    }
  }

  /** True when `session` was signed out, here or on an instance sharing the folder. */
  async isRevoked(session: PreviewSession): Promise<boolean> {
    if (this.#known.has(session.id)) return true;
    if (this.#dir === false) return false;
    try {
      await access(path.join(this.#dir, session.id));
    } catch (error) {
      if (isMissing(error)) return false;
      // A folder that cannot be read cannot tell: the session is refused rather than trusted.
      this.#warn(
        `preview sign-outs cannot be read from ${this.#dir}; the session is refused`,
        error,
      );
      return true;
    }
    this.#known.set(session.id, Date.now() + KEPT_MS);
    return true;
  }

  #forgetExpired(nowMs: number): void {
    for (const [id, until] of this.#known) if (until <= nowMs) this.#known.delete(id);
  }

  async #removeExpired(dir: string, nowMs: number): Promise<void> {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      try {
        if ((await stat(file)).mtimeMs + KEPT_MS <= nowMs) await unlink(file);
      } catch (error) {
        // Another instance removed it first.
        if (!isMissing(error)) throw error;
      }
    }
  }
}
