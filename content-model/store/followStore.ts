import type { FastifyBaseLogger } from 'fastify';
import { loadContent } from '../loadContent';
import { ContentValidationError, problemLine } from '../problems';
import type { SiteContent } from '../siteContent';
import type { ContentStore, Following, VersionInfo } from './contentStore';
import { layOutVersion } from './versionFolders';

/** What an instance serves against the store's head, for `/healthz`. */
export type StoreReport =
  /** The head is served. */
  | { result: 'ok'; version: string; publishedAt: string }
  /** A newer version is being laid out and read. */
  | { result: 'pending'; version: string; since: string; publishedAt: string; next: string }
  /** The store cannot be reached: the last version read is served. */
  | { result: 'degraded'; version: string; publishedAt: string; since: string; error: string }
  /** The head could not be served (refused by the running server's checks): the last stays. */
  | { result: 'failed'; version: string; publishedAt: string; next: string; error: string };

export interface FollowStoreOptions {
  store: ContentStore;
  /** Where versions are laid out as folders (media originals among them). */
  cacheDir: string;
  log: FastifyBaseLogger;
  /** Checks a version beyond its files (what the running server cannot change); throws to refuse. */
  check: (next: SiteContent) => void;
  /** Serves a version's content from the next request on. */
  serve: (next: SiteContent, version: VersionInfo) => void;
  /** How often a version not served yet is tried again, and due scheduled publishes run, in ms. */
  retryMs?: number;
  scheduleMs?: number;
}

export interface StoreFollower {
  report(): StoreReport;
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

const messageOf = (error: unknown) =>
  error instanceof ContentValidationError
    ? error.problems.map(problemLine).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/**
 * Serves the store's head from now on: every new version the store tells of (LISTEN/NOTIFY, and
 * its polling under it) is laid out, read and served, one at a time, the newest counting. A
 * version that cannot be read now (the store went away) is tried again; meanwhile, and while the
 * store is down, the last version read is served. Due scheduled publishes run here too: the store
 * makes each happen once across the fleet.
 */
export async function followStore(
  options: FollowStoreOptions,
  served: VersionInfo,
): Promise<StoreFollower> {
  const { store, log } = options;
  let current = served;
  let publishedAt = new Date().toISOString();
  let wanted: string | undefined = served.id;
  let trouble: { since: string; error: string; kind: 'pending' | 'failed' } | undefined;
  let reading = false;
  let closed = false;

  const readWanted = async () => {
    if (reading) return;
    reading = true;
    try {
      while (!closed && wanted !== undefined && wanted !== current.id) {
        const id = wanted;
        const since = trouble?.since ?? new Date().toISOString();
        trouble ??= { since, error: '', kind: 'pending' };
        try {
          const version = await store.version(id);
          if (!version) throw new Error(`the store names version ${id} but does not hold it`);
          const content = await readVersion(store, version, options.cacheDir);
          if (closed) return;
          options.check(content);
          options.serve(content, version);
          current = version;
          publishedAt = new Date().toISOString();
          trouble = undefined;
          log.info({ version: version.id, documents: content.documents.length }, 'content published');
        } catch (error) {
          const refused = error instanceof ContentValidationError || store.health().result === 'ok';
          trouble = { since, error: messageOf(error), kind: refused ? 'failed' : 'pending' };
          log.error({ err: error, version: id }, `content version ${id} not served yet`);
          return;
        }
      }
    } finally {
      reading = false;
    }
  };

  const following: Following = await store.follow((id) => {
    wanted = id;
    void readWanted();
  });
  const retry = setInterval(() => void readWanted(), options.retryMs ?? 5000);
  retry.unref();
  const due = setInterval(() => {
    store.publishDue().then(
      (done) => {
        for (const entry of done) log.info({ scheduled: entry.id, outcome: entry.outcome }, `scheduled publish ${entry.state}`);
      },
      (error: unknown) => {
        log.warn({ err: error }, 'scheduled publishes not run: the content store is unreachable');
      },
    );
  }, options.scheduleMs ?? 30_000);
  due.unref();

  return {
    report() {
      const base = { version: current.id, publishedAt };
      const health = store.health();
      if (health.result === 'degraded') return { result: 'degraded', ...base, since: health.since, error: health.error };
      if (trouble && wanted !== undefined && wanted !== current.id) {
        return trouble.kind === 'failed'
          ? { result: 'failed', ...base, next: wanted, error: trouble.error }
          : { result: 'pending', ...base, since: trouble.since, next: wanted };
      }
      return { result: 'ok', ...base };
    },
    async close() {
      closed = true;
      clearInterval(retry);
      clearInterval(due);
      await following.close();
    },
  };
}
