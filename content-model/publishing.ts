import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from './siteContent';
import { loadDraft } from './draftContent';
import type { LiveContent, PublicationState } from './liveContent';
import { loadContent } from './loadContent';
import { ContentValidationError, problemLine } from './problems';
import { publishReport, type PublishReport } from './publishReport';
import type { VersionInfo } from './store/contentStore';
import type { FolderStore } from './store/folderStore';
import { watchContent, type WatchTimings } from './watchContent';

/** What is served against what is on disk, for the published folder and the draft's. */
export interface ContentReport {
  published: PublishReport;
  /** Only when there is a draft folder to preview. */
  draft?: PublishReport;
}

export interface PublishingOptions extends WatchTimings {
  contentDir: string;
  /** The draft folder a signed-in preview shows over the published one; undefined: none. */
  draftDir: string | undefined;
  live: LiveContent;
  log: FastifyBaseLogger;
  /**
   * Checks new content beyond its files before it is served (the site config it makes, the
   * settings the running server cannot change); throws to refuse it.
   */
  check: (next: SiteContent, state: PublicationState) => void;
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

const NOT_PUBLISHED: Record<PublicationState, string> = {
  published: 'content not published',
  draft: 'draft not published',
};

function logRefusal(log: FastifyBaseLogger, state: PublicationState, error: unknown): void {
  const prefix = NOT_PUBLISHED[state];
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
 * Publishes the content folder, and the draft over it, whenever a file in them is saved: each is
 * read and checked as a whole, and served only when valid; otherwise the last valid one stays and,
 * once the folder is quiet, every problem is logged (once per distinct set). A change to the
 * published folder is a change to the draft too. `report` says, for each, whether what is served
 * is what is on disk.
 */
export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { contentDir, draftDir, live, log } = options;
  const timings = {
    settleMs: options.settleMs,
    quietMs: options.quietMs,
    rescanMs: options.rescanMs,
  };

  const counts = (next: SiteContent) => ({
    documents: next.documents.length,
    views: next.views.length,
  });
  const publishDraft = (next: SiteContent | undefined, readMs: number) => {
    if (next) options.check(next, 'draft');
    live.publishDraft(next);
    if (next) log.info({ ...counts(next), readMs }, 'draft published');
  };

  // The draft folder may come and go (the server never makes it): its watch follows it.
  const draft =
    draftDir === undefined
      ? undefined
      : watchContent<SiteContent | undefined>({
          ...timings,
          dir: draftDir,
          load: () => loadDraft(contentDir, draftDir),
          onValid: publishDraft,
          onInvalid: (error) => {
            logRefusal(log, 'draft', error);
          },
          failureKey,
        });
  await draft?.reread();

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
      options.check(next, 'published');
      live.publish(next);
      servedVersion = version?.id;
      options.onPublished();
      log.info({ ...counts(next), readMs, version: version?.id }, 'content published');
      // The draft is the published folder with the draft's files over it.
      draft?.changed();
    },
    onInvalid: (error) => {
      logRefusal(log, 'published', error);
    },
    failureKey,
  });

  await Promise.all([published.ready, draft?.ready]);
  const folders = draftDir === undefined ? [contentDir] : [draftDir, contentDir];
  return {
    report: () => ({
      published: {
        ...publishReport(published.state(), [contentDir]),
        ...(servedVersion === undefined ? {} : { version: servedVersion }),
      },
      ...(draft ? { draft: publishReport(draft.state(), folders) } : {}),
    }),
    async close() {
      await Promise.all([published.close(), draft?.close()]);
    },
  };
}
