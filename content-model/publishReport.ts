import path from 'node:path';
import type { CycleState } from './publishCycle';
import { ContentValidationError } from './problems';

/** One file with what is wrong in it, as `/healthz` names it. */
interface ProblemFile {
  /** Relative to the content folder. */
  file: string;
  /** `field: message`, each problem's short form. */
  problems: string[];
}

/**
 * How what is served compares with what is saved (the folder, or the content store's head), for
 * `/healthz`, `/readyz` and metrics; `version` names the version served (as `content:history`
 * lists it), and `next` the one not served yet.
 */
export type PublishReport =
  /** What is served is what is saved. */
  (
    | { result: 'ok'; publishedAt: string }
    /** A change was seen and is not published yet: the content served is older than the folder. */
    | { result: 'pending'; since: string; publishedAt: string }
    /** The folder is refused as saved: the last valid content (published at `publishedAt`) is served. */
    | { result: 'failed'; at: string; publishedAt: string; problems: number; files: ProblemFile[] }
    /** The content store cannot be reached: the last version read is served. */
    | { result: 'degraded'; since: string; publishedAt: string; error: string }
  ) & { version?: string; next?: string };

/** At most this many files are named (the log has every problem). */
const MAX_FILES_NAMED = 50;

const iso = (ms: number) => new Date(ms).toISOString();

/** `file` relative to the first of `folders` that holds it; as given when none does. */
function relativeTo(folders: readonly string[], file: string): string {
  const full = path.resolve(file);
  for (const folder of folders) {
    const relative = path.relative(path.resolve(folder), full);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative || '.';
  }
  return file;
}

/** The files a refusal concerns, each with its problems; a folder that cannot be read is one. */
function problemFiles(error: unknown, folders: readonly string[]): ProblemFile[] {
  if (!(error instanceof ContentValidationError)) {
    return [{ file: '.', problems: [error instanceof Error ? error.message : String(error)] }];
  }
  const byFile = new Map<string, string[]>();
  for (const problem of error.problems) {
    const file = relativeTo(folders, problem.file);
    const list = byFile.get(file) ?? [];
    list.push(`${problem.field}: ${problem.message}`);
    byFile.set(file, list);
  }
  return [...byFile].slice(0, MAX_FILES_NAMED).map(([file, problems]) => ({ file, problems }));
}

const problemCount = (error: unknown) =>
  error instanceof ContentValidationError ? error.problems.length : 1;

/** The report of a folder's state; problem files relative to the first of `folders` holding them. */
export function publishReport(state: CycleState, folders: readonly string[]): PublishReport {
  const publishedAt = iso(state.publishedAt);
  switch (state.result) {
    case 'ok':
      return { result: 'ok', publishedAt };
    case 'pending':
      return { result: 'pending', since: iso(state.since), publishedAt };
    case 'failed':
      return {
        result: 'failed',
        at: iso(state.at),
        publishedAt,
        problems: problemCount(state.error),
        files: problemFiles(state.error, folders),
      };
  }
}
