import type { AccountStore } from '../../content-model';

/** The window failed sign-ins are counted in. */
const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** After this many failures for one account in the window, the account is refused... */
const ACCOUNT_FAILURES = 10;
/** ...and after this many from one address, the address. */
const ADDRESS_FAILURES = 50;

const accountKey = (name: string) => `account:${name.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Failed sign-ins counted in the store, so the limit holds across the fleet: checked before a
 * password is hashed (scrypt shares the thread pool with the server's file and compression work).
 */
export class SignInLimits {
  constructor(
    private readonly accounts: AccountStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Seconds until the name or address may try again; undefined when it may now. */
  async retryAfterSeconds(name: string, address: string): Promise<number | undefined> {
    const now = this.now().getTime();
    const since = new Date(now - SIGN_IN_WINDOW_MS);
    const limits = [
      [accountKey(name), ACCOUNT_FAILURES],
      [addressKey(address), ADDRESS_FAILURES],
    ] as const;
    const waits = await Promise.all(
      limits.map(async ([key, max]) => {
        const failures = await this.accounts.failuresSince(key, since);
        if (failures.length < max) return 0;
        // The window passes when the failure that made the count the limit leaves it.
        const oldestCounted = Date.parse(failures[failures.length - max] ?? '');
        return oldestCounted + SIGN_IN_WINDOW_MS - now;
      }),
    );
    const wait = Math.max(...waits);
    return wait > 0 ? Math.ceil(wait / 1000) : undefined;
  }

  recordFailure(name: string, address: string): Promise<void> {
    return this.accounts.recordFailure([accountKey(name), addressKey(address)], this.now());
  }

  /** A sign-in that succeeded: the account's count starts again (the address's does not). */
  succeeded(name: string): Promise<void> {
    return this.accounts.clearFailures(accountKey(name));
  }
}
