import type { AccountStore, Role } from '../../content-model';
import { hashSessionId, isTokenFor, newRandomId, tokenFor } from './sessionCookie';

/** A session ends after this long unused... */
const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** ...and this long after the sign-in, whatever its use. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session's use is written at most this often: not a write per request. */
const TOUCH_AFTER_MS = 60 * 1000;

const CSRF_PURPOSE = 'csrf';

/** Who a request is signed in as. */
export interface SignedIn {
  readonly name: string;
  readonly role: Role;
  /** The hash of the session's id: what a sign-out ends. */
  readonly sessionHash: string;
  /** What every state-changing request of this session carries (`X-CSRF-Token`). */
  readonly csrfToken: string;
}

/**
 * Sessions kept in the account store, so that every instance of a fleet knows them and a
 * sign-out, a removed user, a changed role or a reset password ends them everywhere at once.
 */
export class EditorSessions {
  constructor(
    private readonly accounts: AccountStore,
    private readonly secret: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Starts a session for `user` with a new id (never one from before the sign-in). */
  async begin(user: string): Promise<string> {
    const id = newRandomId();
    const at = this.now().toISOString();
    await this.accounts.createSession({
      idHash: hashSessionId(id),
      user,
      createdAt: at,
      seenAt: at,
    });
    return id;
  }

  /** The signed-in user of session `id`, or undefined when it is unknown, expired or its user gone. */
  async resolve(id: string): Promise<SignedIn | undefined> {
    const sessionHash = hashSessionId(id);
    const session = await this.accounts.session(sessionHash);
    if (!session) return undefined;
    const now = this.now().getTime();
    const seen = Date.parse(session.seenAt);
    if (
      now - seen >= SESSION_IDLE_MS ||
      now - Date.parse(session.createdAt) >= SESSION_LIFETIME_MS
    ) {
      await this.accounts.endSession(sessionHash);
      return undefined;
    }
    const user = await this.accounts.user(session.user);
    if (!user) return undefined;
    if (now - seen >= TOUCH_AFTER_MS) await this.accounts.touchSession(sessionHash, new Date(now));
    return {
      name: user.name,
      role: user.role,
      sessionHash,
      csrfToken: tokenFor(this.secret, CSRF_PURPOSE, sessionHash),
    };
  }

  isCsrfToken(token: string | undefined, signedIn: SignedIn): boolean {
    return isTokenFor(token, this.secret, CSRF_PURPOSE, signedIn.sessionHash);
  }

  end(signedIn: SignedIn): Promise<void> {
    return this.accounts.endSession(signedIn.sessionHash);
  }

  /** Removes expired sessions from the store (run now and then by one instance or all). */
  removeExpired(): Promise<number> {
    const now = this.now().getTime();
    return this.accounts.removeExpiredSessions({
      seenBefore: new Date(now - SESSION_IDLE_MS),
      createdBefore: new Date(now - SESSION_LIFETIME_MS),
    });
  }
}
