import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node as JsonNode } from 'jsonc-parser';
import type { z } from 'zod/mini';
import { formatJsonPath, type DocumentProblem, type ProblemSink } from './authoring/contentProblem';
import { addZodIssues } from './authoring/zodIssues';

/**
 * One thing wrong in the content folder: a file's problem (its file, JSON path and why) with the
 * place in the file where the folder was read from disk.
 */
export interface ContentProblem extends DocumentProblem {
  /** 1-based line and column of the field (or of the nearest enclosing one that exists). */
  line?: number;
  column?: number;
}

/** `file:line:column` (or `file` when the place is not known). */
function problemPlace(problem: ContentProblem): string {
  return problem.line === undefined
    ? problem.file
    : `${problem.file}:${String(problem.line)}:${String(problem.column ?? 1)}`;
}

/** `file:line:column: field: message`, the line the server logs and `content:check` prints. */
export function problemLine(problem: ContentProblem): string {
  return `${problemPlace(problem)}: ${problem.field}: ${problem.message}`;
}

/** 1-based line and column of a character offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where the JSON path points in `tree`: the value, else the closest enclosing value. */
function locate(tree: JsonNode, segments: readonly PropertyKey[]): number {
  const pathSegments = segments.filter(
    (segment): segment is string | number => typeof segment !== 'symbol',
  );
  for (let length = pathSegments.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, pathSegments.slice(0, length));
    if (!node) continue;
    // A property's value: point at its key, where an author looks for it.
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return (key ?? node).offset;
  }
  return tree.offset;
}

/** Thrown by `loadContent` when any file is invalid; its message lists every problem. */
export class ContentValidationError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const lines = problems.map((p) => `  ${problemLine(p)}`);
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

/** Collects problems across every file so one start reports all of them at once. */
export class ProblemList implements ProblemSink {
  readonly items: ContentProblem[] = [];
  /** Values a block replaces with its fallback: reported, yet the content is published. */
  readonly warnings: ContentProblem[] = [];
  readonly #texts = new Map<string, string>();
  /** Each file's JSON tree, parsed the first time a problem of that file needs a place. */
  readonly #trees = new Map<string, JsonNode | undefined>();

  /** Remembers a file's JSON text, so its problems name a line and column. */
  source(file: string, text: string): void {
    this.#texts.set(file, text);
    this.#trees.delete(file);
  }

  /** Records a problem; `at` is a character offset for problems that are not about a field. */
  add(file: string, field: readonly PropertyKey[] | string, message: string, at?: number): void {
    this.items.push(this.#problem(file, field, message, at));
  }

  /** Records a warning: something the site works around, which the author should still fix. */
  warn(file: string, field: readonly PropertyKey[], message: string): void {
    this.warnings.push(this.#problem(file, field, message));
  }

  #problem(
    file: string,
    field: readonly PropertyKey[] | string,
    message: string,
    at?: number,
  ): ContentProblem {
    const text = this.#texts.get(file);
    const tree = typeof field === 'string' || at !== undefined ? undefined : this.#tree(file);
    const offset = at ?? (tree && typeof field !== 'string' ? locate(tree, field) : undefined);
    return {
      file: displayPath(file),
      ...(text !== undefined && offset !== undefined ? lineColumn(text, offset) : {}),
      field: typeof field === 'string' ? field : formatJsonPath(field),
      message,
    };
  }

  #tree(file: string): JsonNode | undefined {
    if (!this.#trees.has(file)) {
      const text = this.#texts.get(file);
      this.#trees.set(file, text === undefined ? undefined : parseTree(text));
    }
    return this.#trees.get(file);
  }

  /** Records zod's issues; with the `schema` checked, an unknown field gets a "did you mean". */
  addZodIssues(
    file: string,
    issues: readonly z.core.$ZodIssue[],
    prefix: readonly PropertyKey[] = [],
    schema?: z.core.$ZodType,
  ): void {
    addZodIssues(this, file, issues, prefix, schema);
  }

  throwIfAny(): void {
    if (this.items.length === 0) return;
    // Grouped by file (a stable sort keeps each file's problems in the order found).
    const byFile = [...this.items].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    throw new ContentValidationError(byFile);
  }
}
