import { mkdir } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentStore } from './contentStore';
import { loadDraft } from './draftContent';
import type { Edition, LiveContent } from './liveContent';
import { loadContent } from './loadContent';
import { ContentValidationError, displayPath, problemLine } from './problems';
import { watchContent, type ContentWatch } from './watchContent';

/** How the last change to the published folder went. */
export type PublishReport =
  | { result: 'ok' }
  /** The last change was refused: the content served is the last valid one. */
  | { result: 'failed'; at: string; problems: number };

export interface PublishingOptions {
  contentDir: string;
  /** The draft folder a signed-in preview shows over the published one; undefined: none. */
  draftDir: string | undefined;
  live: LiveContent;
  log: FastifyBaseLogger;
  /**
   * Checks new content beyond its files before it is served (the site config it makes, the
   * settings the running server cannot change); throws to refuse it.
   */
  check: (next: ContentStore, edition: Edition) => void;
  /** Runs after new published content is served (the render cache is emptied then). */
  onPublished: () => void;
}

export interface Publishing {
  report(): PublishReport;
  close(): void;
}

const NOT_PUBLISHED: Record<Edition, string> = {
  published: 'content not published',
  draft: 'draft not published',
};

function logRefusal(log: FastifyBaseLogger, edition: Edition, error: unknown): number {
  const prefix = NOT_PUBLISHED[edition];
  if (!(error instanceof ContentValidationError)) {
    log.error({ err: error }, `${prefix}: the folder could not be read`);
    return 1;
  }
  for (const problem of error.problems) log.error(problem, `${prefix}: ${problemLine(problem)}`);
  return error.problems.length;
}

/** The draft folder, made when missing so that it can be watched; undefined when it cannot be. */
async function draftFolder(dir: string, log: FastifyBaseLogger): Promise<string | undefined> {
  try {
    await mkdir(dir, { recursive: true });
    return dir;
  } catch (error) {
    log.warn(
      { err: error },
      `no draft preview: the draft folder ${displayPath(dir)} cannot be made`,
    );
    return undefined;
  }
}

/**
 * Publishes the content folder, and the draft over it, whenever a file in them is saved: each is
 * read and checked as a whole, and served only when valid; otherwise the last valid one stays and
 * every problem is logged. A change to the published folder is a change to the draft too.
 */
export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { contentDir, live, log } = options;
  let report: PublishReport = { result: 'ok' };

  const counts = (next: ContentStore) => ({
    documents: next.documents.length,
    views: next.views.length,
  });
  const publishDraft = (next: ContentStore | undefined) => {
    if (next) options.check(next, 'draft');
    live.publishDraft(next);
    if (next) log.info(counts(next), 'draft published');
  };

  let draft: ContentWatch | undefined;
  const draftDir = options.draftDir && (await draftFolder(options.draftDir, log));
  if (draftDir) {
    const loadThisDraft = () => loadDraft(contentDir, draftDir);
    const onValid = publishDraft;
    const onInvalid = (error: unknown) => {
      logRefusal(log, 'draft', error);
    };
    try {
      onValid(await loadThisDraft());
    } catch (error) {
      onInvalid(error);
    }
    draft = watchContent({ dir: draftDir, load: loadThisDraft, onValid, onInvalid });
  }

  const published = watchContent({
    dir: contentDir,
    load: () => loadContent(contentDir),
    onValid: (next) => {
      options.check(next, 'published');
      live.publish(next);
      options.onPublished();
      log.info(counts(next), 'content published');
      report = { result: 'ok' };
      void draft?.reread();
    },
    onInvalid: (error) => {
      const problems = logRefusal(log, 'published', error);
      report = { result: 'failed', at: new Date().toISOString(), problems };
    },
  });

  return {
    report: () => report,
    close() {
      published.close();
      draft?.close();
    },
  };
}
