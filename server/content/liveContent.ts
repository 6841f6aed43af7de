import type { ContentStore } from './contentStore';

/**
 * Which content a request reads: what is published, or the draft a signed-in preview shows
 * (the published content with the draft folder's files over it).
 */
export type Edition = 'published' | 'draft';

/** One edition's content as it was at a moment: it never changes. */
export interface Snapshot {
  readonly edition: Edition;
  readonly store: ContentStore;
}

/** A snapshot lent to the server's own in-process requests under a token. */
export interface Loan {
  readonly token: string;
  /** The token names nothing from now on. */
  release(): void;
}

/**
 * The content being served, replaced whole when new content is published. Each request takes
 * one snapshot when it arrives and reads it to its end (it is handed to the request, not looked
 * up in its async context, which would cost every request of the process); a page render lends
 * its snapshot to the reads it makes of the server's own APIs in process, so a page never mixes
 * old and new content, nor published and draft.
 */
export interface LiveContent {
  /** The newest published content. */
  readonly published: ContentStore;
  /** The newest snapshot of `edition` (the published content when there is no draft). */
  snapshot(edition: Edition): Snapshot;
  /** Replaces the published content for every request that arrives from now on. */
  publish(next: ContentStore): void;
  /** Replaces the draft likewise; undefined: there is none, the draft is the published content. */
  publishDraft(next: ContentStore | undefined): void;
  /** Lends `snapshot` until the loan is released. */
  lend(snapshot: Snapshot): Loan;
  /** The snapshot lent under `token`, if it still is. */
  borrow(token: string): Snapshot | undefined;
}

export function createLiveContent(initial: ContentStore): LiveContent {
  let published: Snapshot = { edition: 'published', store: initial };
  let draft: Snapshot | undefined;
  const lent = new Map<string, Snapshot>();
  let loans = 0;
  return {
    get published() {
      return published.store;
    },
    snapshot: (edition) => (edition === 'draft' && draft) || published,
    publish(next) {
      published = { edition: 'published', store: next };
    },
    publishDraft(next) {
      draft = next && { edition: 'draft', store: next };
    },
    lend(snapshot) {
      loans += 1;
      const token = loans.toString(36);
      lent.set(token, snapshot);
      return { token, release: () => lent.delete(token) };
    },
    borrow: (token) => lent.get(token),
  };
}
