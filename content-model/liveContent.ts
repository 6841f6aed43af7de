import type { SiteContent } from './siteContent';

/**
 * Which content a request reads: what is published, or the drafted content a signed-in author
 * (or a preview link's reviewer) sees: the content store's drafts applied over the head.
 */
export type PublicationState = 'published' | 'draft';

/** The published or the drafted content as it was at a moment: it never changes. */
interface Snapshot {
  readonly state: PublicationState;
  readonly store: SiteContent;
}

/** A snapshot shared with the server's own in-process requests under a token. */
interface SharedSnapshot {
  readonly token: string;
  /** The token names nothing from now on. */
  release(): void;
}

/**
 * The content being served, replaced whole when new content is published. Each request takes
 * one snapshot when it arrives and reads it to its end (it is handed to the request, not looked
 * up in its async context, which would cost every request of the process); a page render shares
 * its snapshot with the reads it makes of the server's own APIs in process, so a page never mixes
 * old and new content, nor published and draft.
 */
export interface LiveContent {
  /** The newest published content. */
  readonly published: SiteContent;
  /** The newest published content, as a snapshot. */
  snapshot(): Snapshot;
  /** Replaces the published content for every request that arrives from now on. */
  publish(next: SiteContent): void;
  /** Shares `snapshot` under a new token until it is released. */
  share(snapshot: Snapshot): SharedSnapshot;
  /** The snapshot shared under `token`, if it still is. */
  shared(token: string): Snapshot | undefined;
}

export function createLiveContent(initial: SiteContent): LiveContent {
  let published: Snapshot = { state: 'published', store: initial };
  const sharedByToken = new Map<string, Snapshot>();
  let tokens = 0;
  return {
    get published() {
      return published.store;
    },
    snapshot: () => published,
    publish(next) {
      published = { state: 'published', store: next };
    },
    share(snapshot) {
      tokens += 1;
      const token = tokens.toString(36);
      sharedByToken.set(token, snapshot);
      return { token, release: () => sharedByToken.delete(token) };
    },
    shared: (token) => sharedByToken.get(token),
  };
}
