import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentStore } from './contentStore';

/**
 * The content being served, replaced whole when new content is published. Each request reads
 * one snapshot from start to end: the one current when it arrived, pinned to its async context,
 * so the reads a page render makes of the server's own APIs (in process) see that snapshot too
 * and a page never mixes old and new content.
 */
export interface LiveContent {
  /** The content as a request reads it: its pinned snapshot, else the newest. */
  readonly store: ContentStore;
  /** Replaces the content for every request that arrives from now on. */
  publish(next: ContentStore): void;
  /**
   * Runs `next` (the rest of a request's handling) with the newest content pinned, unless a
   * snapshot is pinned already (a request the server makes to itself while rendering a page).
   */
  pin(next: () => void): void;
}

export function createLiveContent(initial: ContentStore): LiveContent {
  const pinned = new AsyncLocalStorage<ContentStore>();
  let current = initial;
  const active = () => pinned.getStore() ?? current;
  const store: ContentStore = {
    get site() {
      return active().site;
    },
    get documents() {
      return active().documents;
    },
    get carouselStyles() {
      return active().carouselStyles;
    },
    get contentTwo() {
      return active().contentTwo;
    },
    get views() {
      return active().views;
    },
    findDocument: (keyOrId) => active().findDocument(keyOrId),
    findMedia: (contentKey) => active().findMedia(contentKey),
    findSeoRecord: (recordId) => active().findSeoRecord(recordId),
  };
  return {
    store,
    publish(next) {
      current = next;
    },
    pin(next) {
      if (pinned.getStore()) next();
      else pinned.run(current, next);
    },
  };
}
