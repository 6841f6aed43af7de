import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseTree, type ParseError } from 'jsonc-parser';
import type { z } from 'zod/mini';
import { withoutSchemaReference } from './authoring/schemaReference';
import { checkTextLengths, readContentText } from './contentLimits';
import { parseContent } from './schemas/parseContent';
import type { ProblemList } from './problems';
import { folderInside, OUTSIDE_FOLDER, type ContentRoots } from './safeRead';

/** A validated file and where it came from, so later checks can name it. */
export interface LoadedFile<T> {
  file: string;
  value: T;
}

/** Where the first syntax error of a JSON text is, as strict JSON reads it. */
function syntaxErrorOffset(text: string): number | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  return errors[0]?.offset;
}

/**
 * Reads `file` as JSON; records a problem and returns undefined when it is missing, too large,
 * not UTF-8 or malformed. Text values over the length limit are recorded too (the JSON is still
 * returned, so the file's other problems are found as well).
 */
export async function readJson(
  file: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<unknown> {
  const text = await readContentText(file, problems, roots);
  if (text === undefined) return undefined;
  try {
    const json = withoutSchemaReference(JSON.parse(text) as unknown);
    problems.source(file, text);
    checkTextLengths(file, json, problems);
    return json;
  } catch (error) {
    problems.source(file, text);
    problems.add(
      file,
      '(root)',
      `not valid JSON: ${(error as Error).message}`,
      syntaxErrorOffset(text),
    );
    return undefined;
  }
}

/** Reads and validates one JSON file against `schema`. */
export async function readValidated<S extends z.ZodMiniType>(
  file: string,
  schema: S,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<LoadedFile<z.output<S>> | undefined> {
  const json = await readJson(file, problems, roots);
  if (json === undefined) return undefined;
  const parsed = parseContent(schema, json);
  if (!parsed.success) {
    problems.addZodIssues(file, parsed.error.issues, [], schema);
    return undefined;
  }
  return { file, value: parsed.data };
}

/**
 * The `*.json` files of a folder, sorted by name; a missing folder is a problem, and so is a
 * folder that is really outside `roots` (a link out of the content folder): it is not listed.
 */
export async function listJsonFiles(
  dir: string,
  problems: ProblemList,
  roots: ContentRoots,
): Promise<string[]> {
  let names: string[];
  try {
    if (!(await folderInside(dir, roots))) {
      problems.add(dir, '(folder)', OUTSIDE_FOLDER);
      return [];
    }
    names = await readdir(dir);
  } catch {
    problems.add(dir, '(folder)', 'the folder is missing');
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(dir, name));
}
