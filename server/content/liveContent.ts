import { AsyncLocalStorage } from 'node:async_hooks';
import type { ContentStore } from './contentStore';

/**
 * Which content a request reads: what is published, or the draft a signed-in preview shows
 * (the published content with the draft folder's files over it).
 */
export type Edition = 'published' | 'draft';

interface Snapshot {
  edition: Edition;
  store: ContentStore;
}

/**
 * The content being served, replaced whole when new content is published. Each request reads
 * one snapshot from start to end: the one current when it arrived, of its edition, pinned to its
 * async context, so the reads a page render makes of the server's own APIs (in process) see that
 * snapshot too and a page never mixes old and new content, nor published and draft.
 */
export interface LiveContent {
  /** The content as a request reads it: its pinned snapshot, else the newest published. */
  readonly store: ContentStore;
  /** The edition the request in progress reads; `published` outside requests. */
  edition(): Edition;
  /** Replaces the published content for every request that arrives from now on. */
  publish(next: ContentStore): void;
  /** Replaces the draft likewise; undefined: there is none, the draft is the published content. */
  publishDraft(next: ContentStore | undefined): void;
  /**
   * Runs `next` (the rest of a request's handling) with the newest content of `edition` pinned
   * (the published content when there is no draft), unless a snapshot is pinned already (a
   * request the server makes to itself while rendering a page).
   */
  pin(edition: Edition, next: () => void): void;
}

export function createLiveContent(initial: ContentStore): LiveContent {
  const pinned = new AsyncLocalStorage<Snapshot>();
  let published = initial;
  let draft: ContentStore | undefined;
  const active = () => pinned.getStore()?.store ?? published;
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
    edition: () => pinned.getStore()?.edition ?? 'published',
    publish(next) {
      published = next;
    },
    publishDraft(next) {
      draft = next;
    },
    pin(edition, next) {
      if (pinned.getStore()) {
        next();
        return;
      }
      const snapshot: Snapshot =
        edition === 'draft' && draft
          ? { edition: 'draft', store: draft }
          : { edition: 'published', store: published };
      pinned.run(snapshot, next);
    },
  };
}
