import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from './siteContent';
import type { LiveContent } from './liveContent';
import { loadContent } from './loadContent';
import { ContentValidationError, problemLine } from './problems';
import { publishReport, type PublishReport } from './publishReport';
import type { VersionInfo } from './store/contentStore';
import type { FolderStore } from './store/folderStore';
import { watchContent, type WatchTimings } from './watchContent';

/** What is served against what is on disk. */
export interface ContentReport {
  published: PublishReport;
}

export interface PublishingOptions extends WatchTimings {
  contentDir: string;
  live: LiveContent;
  log: FastifyBaseLogger;
  /**
   * Checks new content beyond its files before it is served (the site config it makes, the
   * settings the running server cannot change); throws to refuse it.
   */
  check: (next: SiteContent) => void;
  /** Runs after new published content is served (the render cache is emptied then). */
  onPublished: () => void;
  /**
   * The folder store the content folder is kept in: each valid read is recorded as a version
   * (under its lock, so no writer races the read), and `initialVersion` is the one served now.
   */
  store?: FolderStore;
  initialVersion?: VersionInfo;
}

export interface Publishing {
  report(): ContentReport;
  close(): Promise<void>;
}

function logRefusal(log: FastifyBaseLogger, error: unknown): void {
  const prefix = 'content not published';
  if (!(error instanceof ContentValidationError)) {
    log.error({ err: error }, `${prefix}: the folder could not be read`);
    return;
  }
  for (const problem of error.problems) log.error(problem, `${prefix}: ${problemLine(problem)}`);
}

/** Two refusals are the same when they list the same problems. */
function failureKey(error: unknown): string {
  if (error instanceof ContentValidationError) return error.problems.map(problemLine).join('\n');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Publishes the content folder whenever a file in it is saved: it is read and checked as a whole,
 * and served only when valid; otherwise the last valid content stays and, once the folder is
 * quiet, every problem is logged (once per distinct set). `report` says whether what is served is
 * what is on disk.
 */
export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { contentDir, live, log } = options;
  const timings = {
    settleMs: options.settleMs,
    quietMs: options.quietMs,
    rescanMs: options.rescanMs,
  };

  const { store } = options;
  let servedVersion = options.initialVersion?.id;
  const published = watchContent({
    ...timings,
    dir: contentDir,
    load: () =>
      store
        ? store.readRecorded(() => loadContent(contentDir))
        : loadContent(contentDir).then((value) => ({ value, version: undefined })),
    onValid: ({ value: next, version }, readMs) => {
      options.check(next);
      live.publish(next);
      servedVersion = version?.id;
      options.onPublished();
      log.info(
        {
          documents: next.documents.length,
          views: next.views.length,
          readMs,
          version: version?.id,
        },
        'content published',
      );
    },
    onInvalid: (error) => {
      logRefusal(log, error);
    },
    failureKey,
  });

  await published.ready;
  return {
    report: () => ({
      published: {
        ...publishReport(published.state(), [contentDir]),
        ...(servedVersion === undefined ? {} : { version: servedVersion }),
      },
    }),
    close: () => published.close(),
  };
}
