import type { FastifyInstance } from 'fastify';
import {
  addPublishMetrics,
  type ContentReport,
  firstContent,
  followStore,
  type LiveContent,
  loadContent,
  type OpenedStore,
  openStore,
  runSchedule,
  type SiteContent,
  startPublishing,
  storeCacheDir,
  type StoreSettings,
  type VersionInfo,
  type WatchTimings,
} from '../content-model';
import { checkSiteChange } from './site/siteChanges';

/** The content an instance starts with, and the store it keeps current from. */
export interface StartingContent {
  content: SiteContent;
  store?: OpenedStore;
  version?: VersionInfo;
}

/**
 * The content to serve first: given (tests), read once (not watched), or from the content store
 * (the folder store by default), recorded as its version.
 */
export async function startingContent(options: {
  content?: SiteContent;
  contentDir: string;
  watching: boolean;
  store?: StoreSettings;
}): Promise<StartingContent> {
  if (options.content) return { content: options.content };
  if (!options.watching) return { content: await loadContent(options.contentDir) };
  const store = await openStore(
    options.store ?? { kind: 'folder', contentDir: options.contentDir },
  );
  try {
    return { ...(await firstContent(store, options.contentDir)), store };
  } catch (error) {
    await store.close();
    throw error;
  }
}

export interface KeepCurrentOptions {
  live: LiveContent;
  contentDir: string;
  publishTimings?: WatchTimings;
  basePath: string;
  basePathFromSite: boolean;
  apiOrigin: string;
  /** How often due scheduled publishes run, in ms (default 30 s). */
  scheduleMs?: number;
}

/**
 * Keeps the content served current: the folder store's folder is watched (and each valid save
 * recorded as a version); the PostgreSQL store is followed. Either way a new version is checked
 * against what the running server cannot change, then served from the next request, the render
 * cache emptied; and due scheduled publishes are run.
 */
export async function keepContentCurrent(
  app: FastifyInstance,
  starting: StartingContent & { store: OpenedStore },
  options: KeepCurrentOptions,
): Promise<void> {
  const { live, contentDir, basePath, apiOrigin } = options;
  const { store } = starting;
  const checkSite = (next: SiteContent) => {
    checkSiteChange(
      next.site,
      { contentDir, basePath, basePathFromSite: options.basePathFromSite, apiOrigin },
      app.log,
    );
  };
  let report: () => ContentReport;
  let stop: () => Promise<void>;
  if (store.kind === 'folder') {
    const publishing = await startPublishing({
      ...options.publishTimings,
      contentDir,
      live,
      log: app.log,
      store,
      ...(starting.version ? { initialVersion: starting.version } : {}),
      check: checkSite,
      onPublished: () => {
        app.renderCache.clear();
      },
    });
    report = () => publishing.report();
    stop = () => publishing.close();
  } else {
    if (!starting.version) throw new Error('unreachable: the store serves a version');
    const follower = await followStore(
      {
        store,
        cacheDir: storeCacheDir(contentDir),
        log: app.log,
        check: checkSite,
        serve: (next) => {
          live.publish(next);
          app.renderCache.clear();
        },
      },
      starting.version,
    );
    report = () => ({ published: follower.report() });
    stop = () => follower.close();
  }
  app.contentReport = report;
  addPublishMetrics(app.metrics, report);
  const stopSchedule = runSchedule(store, app.log, options.scheduleMs);
  app.addHook('onClose', async () => {
    stopSchedule();
    await stop();
    await store.close();
  });
}
