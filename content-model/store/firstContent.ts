import path from 'node:path';
import { loadContent } from '../loadContent';
import { ContentValidationError } from '../problems';
import type { SiteContent } from '../siteContent';
import type { VersionInfo } from './contentStore';
import { readVersion } from './followStore';
import type { OpenedStore } from './openStore';
import { importFolder } from './versioning';

/** Where an instance lays out the store's versions: beside the renditions, in the content's cache. */
export function storeCacheDir(contentDir: string): string {
  return path.join(contentDir, '.cache', 'store');
}

/**
 * The content an instance serves as it starts, and its version. The folder store reads the
 * content folder (recording it as a version when it changed). The PostgreSQL store serves its
 * head; on an empty database the content folder is imported as version 1 first (instances that
 * start at once race, one wins, the others serve its version).
 */
export async function firstContent(
  store: OpenedStore,
  contentDir: string,
): Promise<{ content: SiteContent; version: VersionInfo | undefined }> {
  if (store.kind === 'folder') {
    const { value, version } = await store.readRecorded(() => loadContent(contentDir));
    return { content: value, version };
  }
  let head = await store.head();
  if (!head) {
    const outcome = await importFolder(store, contentDir, {
      author: 'server',
      message: `Imported ${path.basename(path.resolve(contentDir))} into an empty store`,
      force: true,
    });
    if (outcome.result === 'refused') throw new ContentValidationError(outcome.problems);
    head = await store.head();
    if (!head) throw new Error(`the content store is empty and ${contentDir} holds no content`);
  }
  return { content: await readVersion(store, head, storeCacheDir(contentDir)), version: head };
}
