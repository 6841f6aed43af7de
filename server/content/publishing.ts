import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
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

async function isFolder(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** Thrown by a read that a later read started after: its outcome is dropped. */
export class SupersededRead extends Error {}

/**
 * `load`, where only the latest read started counts: a read that settles after a later one began
 * is refused with `SupersededRead`, whatever its outcome, so an older folder never replaces a
 * newer one.
 */
export function latestReadOnly<T>(load: () => Promise<T>): () => Promise<T> {
  let started = 0;
  return async () => {
    const mine = ++started;
    const superseded = () => mine !== started;
    try {
      const value = await load();
      if (!superseded()) return value;
    } catch (error) {
      if (!superseded()) throw error;
    }
    throw new SupersededRead();
  };
}

interface DraftWatchOptions {
  draftDir: string;
  load: () => Promise<ContentStore | undefined>;
  onValid: (next: ContentStore | undefined) => void;
  onInvalid: (error: unknown) => void;
  log: FastifyBaseLogger;
}

/**
 * Watches the draft folder, which the server never makes (it may be inside a content folder it
 * does not own): its parent folder is watched for it to appear or go, and while it exists, it is
 * watched like the content folder. Both read it, so their reads may overlap as it appears or
 * goes: the latest read started wins. Undefined when its parent cannot be watched.
 */
async function watchDraft(options: DraftWatchOptions): Promise<ContentWatch | undefined> {
  const { draftDir, onValid, log } = options;
  const load = latestReadOnly(options.load);
  const onInvalid = (error: unknown) => {
    if (!(error instanceof SupersededRead)) options.onInvalid(error);
  };
  let folder: ContentWatch | undefined;
  const readNow = async () => {
    try {
      onValid(await load());
    } catch (error) {
      onInvalid(error);
    }
  };
  const follow = async () => {
    const present = await isFolder(draftDir);
    if (present && !folder) folder = watchContent({ dir: draftDir, load, onValid, onInvalid });
    if (!present && folder) {
      folder.close();
      folder = undefined;
    }
    await (folder ? folder.reread() : readNow());
  };
  let parent: FSWatcher;
  try {
    parent = watch(path.dirname(draftDir), (_event, file) => {
      if (file === path.basename(draftDir)) void follow();
    });
  } catch (error) {
    log.warn(
      { err: error },
      `no draft preview: the folder of the draft folder ${displayPath(draftDir)} cannot be watched`,
    );
    return undefined;
  }
  await follow();
  return {
    reread: () => (folder ? folder.reread() : readNow()),
    close() {
      parent.close();
      folder?.close();
    },
  };
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

  const { draftDir } = options;
  const draft =
    draftDir === undefined
      ? undefined
      : await watchDraft({
          draftDir,
          load: () => loadDraft(contentDir, draftDir),
          onValid: publishDraft,
          onInvalid: (error) => {
            logRefusal(log, 'draft', error);
          },
          log,
        });

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
