import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../loadContent';
import { ContentValidationError, type ContentProblem } from '../problems';
import type { SiteContent } from '../siteContent';
import { applyToFolder, type ContentFiles } from './contentFiles';

export type FilesCheck =
  | { readonly ok: true; readonly content: SiteContent }
  | { readonly ok: false; readonly problems: readonly ContentProblem[] };

/**
 * Checks content held in memory exactly as `content:check` checks a folder: the files are written
 * to a folder of their own and read back whole. Problems name each file relative to the content.
 */
export async function checkFiles(files: ContentFiles): Promise<FilesCheck> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  try {
    await applyToFolder(dir, files);
    return { ok: true, content: await loadContent(dir) };
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    const prefix = dir + path.sep;
    const problems = error.problems.map((problem) => ({
      ...problem,
      file: problem.file.startsWith(prefix) ? problem.file.slice(prefix.length) : problem.file,
    }));
    return { ok: false, problems };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
