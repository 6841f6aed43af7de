import type { FastifyBaseLogger } from 'fastify';
import { loadContent } from '../loadContent';
import type { CycleState } from '../publishCycle';
import { publishReport, type PublishReport } from '../publishReport';
import type { SiteContent } from '../siteContent';
import type { ContentStore, Following, VersionInfo } from './contentStore';
import { layOutVersion } from './versionFolders';

export interface FollowStoreOptions {
  store: ContentStore;
  /** Where versions are laid out as folders (media originals among them). */
  cacheDir: string;
  log: FastifyBaseLogger;
  /** Checks a version beyond its files (what the running server cannot change); throws to refuse. */
  check: (next: SiteContent) => void;
  /** Serves a version's content from the next request on. */
  serve: (next: SiteContent, version: VersionInfo) => void;
  /** How often a version not served yet is tried again, in ms. */
  retryMs?: number;
}

export interface StoreFollower {
  report(): PublishReport;
  close(): Promise<void>;
}

/** Reads a version of the store as the content served: laid out, then read and checked whole. */
export async function readVersion(
  store: ContentStore,
  version: VersionInfo,
  cacheDir: string,
): Promise<SiteContent> {
  return loadContent(await layOutVersion(store, version, cacheDir));
}

/**
 * Serves the store's head from now on: every new version the store tells of (LISTEN/NOTIFY, and
 * its polling under it) is laid out, read and served, one at a time, the newest counting. A
 * version that cannot be read now (the store went away) is tried again; meanwhile, and while the
 * store is down, the last version read is served.
 */
export async function followStore(
  options: FollowStoreOptions,
  served: VersionInfo,
): Promise<StoreFollower> {
  const { store, log } = options;
  let current = served;
  let state: CycleState = { result: 'ok', publishedAt: Date.now() };
  let wanted: string | undefined = served.id;
  let reading = false;
  let closed = false;

  const readOnce = async (id: string) => {
    if (state.result === 'ok')
      state = { result: 'pending', since: Date.now(), publishedAt: state.publishedAt };
    try {
      const version = await store.version(id);
      if (!version) throw new Error(`the store names version ${id} but does not hold it`);
      const content = await readVersion(store, version, options.cacheDir);
      if (closed) return;
      options.check(content);
      options.serve(content, version);
      current = version;
      state = { result: 'ok', publishedAt: Date.now() };
      log.info({ version: version.id, documents: content.documents.length }, 'content published');
    } catch (error) {
      // Unreachable, it stays pending and is tried again; refused, it failed until the next.
      if (store.health().result === 'ok')
        state = { result: 'failed', at: Date.now(), publishedAt: state.publishedAt, error };
      log.error({ err: error, version: id }, `content version ${id} not served`);
    }
  };

  const readWanted = async () => {
    if (reading) return;
    reading = true;
    try {
      let tried: string | undefined;
      while (!closed && wanted !== undefined && wanted !== current.id && wanted !== tried) {
        tried = wanted;
        await readOnce(wanted);
      }
    } finally {
      reading = false;
    }
  };

  const following: Following = await store.follow((id) => {
    wanted = id;
    void readWanted();
  });
  // A version not served (the store went away while it was read) is tried again.
  const retry = setInterval(() => {
    if (state.result !== 'failed') void readWanted();
  }, options.retryMs ?? 5000);
  retry.unref();

  return {
    report(): PublishReport {
      const ids = {
        version: current.id,
        ...(wanted && wanted !== current.id ? { next: wanted } : {}),
      };
      const health = store.health();
      if (health.result === 'degraded') {
        const publishedAt = new Date(state.publishedAt).toISOString();
        return {
          result: 'degraded',
          since: health.since,
          publishedAt,
          error: health.error,
          ...ids,
        };
      }
      return { ...publishReport(state, [options.cacheDir]), ...ids };
    },
    async close() {
      closed = true;
      clearInterval(retry);
      await following.close();
    },
  };
}
