import path from 'node:path';
import type { z } from 'zod';

/** One thing wrong in the content folder: the file, the JSON path of the field and why. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** Thrown by `loadContent` when any file is invalid; its message lists every problem. */
export class ContentValidationError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const lines = problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`);
    super(
      `Invalid content (${problems.length} problem(s)); nothing is served:\n${lines.join('\n')}`,
    );
    this.name = 'ContentValidationError';
    this.problems = problems;
  }
}

/** A path as the author sees it: relative to the working directory when it lies below it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

/** `contentBody["sfdc_cms:media"].url`, `items[2].contentKey`; `(root)` for the whole file. */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) {
      out += out === '' ? segment : `.${segment}`;
    } else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out === '' ? '(root)' : out;
}

/** Collects problems across every file so one start reports all of them at once. */
export class ProblemList {
  readonly items: ContentProblem[] = [];

  add(file: string, field: readonly PropertyKey[] | string, message: string): void {
    this.items.push({
      file: displayPath(file),
      field: typeof field === 'string' ? field : formatJsonPath(field),
      message,
    });
  }

  addZodIssues(
    file: string,
    issues: readonly z.core.$ZodIssue[],
    prefix: readonly PropertyKey[] = [],
  ) {
    for (const issue of issues) {
      const at = [...prefix, ...issue.path];
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys)
          this.add(file, [...at, key], 'unknown field (check its spelling)');
      } else if (issue.code === 'invalid_key') {
        this.add(file, at, `invalid key: ${issue.issues[0]?.message ?? issue.message}`);
      } else {
        this.add(file, at, issue.message);
      }
    }
  }

  throwIfAny(): void {
    if (this.items.length === 0) return;
    // Grouped by file (a stable sort keeps each file's problems in the order found).
    const byFile = [...this.items].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    throw new ContentValidationError(byFile);
  }
}
