import type { Dirent } from 'node:fs';
import { mkdir, mkdtemp, readdir, realpath, rm, stat, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteContent } from './siteContent';
import { loadContent } from './loadContent';
import { ContentValidationError, displayPath } from './problems';
import { isScratch } from './watchContent';

/** The draft folder when none is configured: `.drafts` in the content folder. */
export function defaultDraftDir(contentDir: string): string {
  return path.join(contentDir, '.drafts');
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** True when the folder holds a file (dot files aside); a folder that does not exist holds none. */
async function holdsFiles(dir: string): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
  for (const entry of entries) {
    if (isScratch(entry.name)) continue;
    if (entry.isFile()) return true;
    if (entry.isDirectory() && (await holdsFiles(path.join(dir, entry.name)))) return true;
  }
  return false;
}

/** Whether an entry is a folder to merge, itself or through a link that stays inside `from`. */
async function isFolderToMerge(from: string, entry: Dirent, full: string): Promise<boolean> {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  const target = await realpath(full).catch(() => undefined);
  if (target === undefined || !(await stat(target)).isDirectory()) return false;
  const relative = path.relative(await realpath(from), target);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Links every file of `from` into `to` at the same relative path, replacing what is there, and
 * remembers where each came from. Dot files (caches, editors' files) are no content. Whatever
 * else is there (a link out of the folder, a FIFO) is linked too, so reading the merged folder
 * reports it as reading the published one does; none of it is opened here.
 */
async function linkTree(
  from: string,
  to: string,
  sources: Map<string, string>,
  relative = '',
): Promise<void> {
  for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (isScratch(entry.name)) continue;
    if (await isFolderToMerge(from, entry, path.join(from, name))) {
      await mkdir(path.join(to, name), { recursive: true });
      await linkTree(from, to, sources, name);
    } else {
      const link = path.join(to, name);
      if (sources.has(name)) await unlink(link);
      await symlink(path.join(from, name), link);
      sources.set(name, path.join(from, name));
    }
  }
}

/** The problems of the merged folder, each naming the file an author edits. */
function authorsProblems(
  error: ContentValidationError,
  merged: string,
  contentDir: string,
  sources: ReadonlyMap<string, string>,
): ContentValidationError {
  return new ContentValidationError(
    error.problems.map((problem) => {
      const relative = path.relative(merged, path.resolve(problem.file));
      if (relative.startsWith('..') || path.isAbsolute(relative)) return problem;
      const source = sources.get(relative) ?? path.join(contentDir, relative);
      return { ...problem, file: displayPath(source) };
    }),
  );
}

/**
 * The draft: the published folder with the draft folder's files over it (a draft file replaces
 * the published file at the same path, or adds one), read and checked as a whole like the
 * published folder; undefined when the draft folder holds no file or does not exist (the draft
 * is the published content then, also when it goes while it is read). Problems name the draft's
 * file, or the published one it did not replace.
 */
export async function loadDraft(
  contentDir: string,
  draftDir: string,
): Promise<SiteContent | undefined> {
  if (!(await holdsFiles(draftDir))) return undefined;
  const merged = await mkdtemp(path.join(tmpdir(), 'about-draft-'));
  const sources = new Map<string, string>();
  try {
    await linkTree(path.resolve(contentDir), merged, sources);
    await linkTree(path.resolve(draftDir), merged, sources);
    // Everything is read into memory (media included): the links are not needed afterwards.
    return await loadContent(merged, { linksMayLeadInto: [contentDir, draftDir] });
  } catch (error) {
    if (error instanceof ContentValidationError) {
      throw authorsProblems(error, merged, path.resolve(contentDir), sources);
    }
    // The draft went away while it was read (its folder deleted or emptied): there is none now.
    if (isMissing(error) && !(await holdsFiles(draftDir))) return undefined;
    throw error;
  } finally {
    await rm(merged, { recursive: true, force: true });
  }
}
