import type { z } from 'zod/mini';
import { didYouMean } from '../../shared/didYouMean';
import { knownKeysAt } from '../schemaKeys';
import type { ProblemSink } from './contentProblem';

/**
 * Reports zod's issues as problems of `file`, under `prefix` (`contentBody` for a document's
 * body); with the `schema` checked, an unknown field gets a "did you mean".
 */
export function addZodIssues(
  problems: ProblemSink,
  file: string,
  issues: readonly z.core.$ZodIssue[],
  prefix: readonly PropertyKey[] = [],
  schema?: z.core.$ZodType,
): void {
  for (const issue of issues) {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      const known = schema ? (knownKeysAt(schema, issue.path) ?? []) : [];
      for (const key of issue.keys) {
        const hint = didYouMean(key, known);
        problems.add(file, [...at, key], `unknown field${hint || ' (check its spelling)'}`);
      }
    } else if (issue.code === 'invalid_key') {
      problems.add(file, at, `invalid key: ${issue.issues[0]?.message ?? issue.message}`);
    } else {
      problems.add(file, at, issue.message);
    }
  }
}
