import {
  ContentValidationError,
  loadContent,
  problemLine,
  type ContentProblem,
} from '../../server/content';

/** What a check of a content folder found: the lines to print and the exit code. */
export interface CheckResult {
  ok: boolean;
  /** One line per problem, then a summary. */
  lines: string[];
  /** One line per warning: a value the site replaces with a fallback. They never fail the check. */
  warnings: string[];
}

const count = (n: number, noun: string) => `${String(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Reads and checks a content folder exactly as the server does when it publishes it, and words
 * the result as the server's log does: one `file:line:column: field: message` line per problem
 * and per warning.
 */
export async function checkContent(dir: string): Promise<CheckResult> {
  const found: ContentProblem[] = [];
  const onWarning = (warning: ContentProblem) => {
    found.push(warning);
  };
  try {
    const store = await loadContent(dir, { onWarning });
    const views = store.views.length;
    const documents = store.documents.length;
    const warned = found.length > 0 ? ` with ${count(found.length, 'warning')} (fallbacks)` : '';
    return {
      ok: true,
      warnings: found.map((warning) => `warning: ${problemLine(warning)}`),
      lines: [
        `${dir}: valid (${String(documents)} documents, ${String(views)} views)${warned}; ready to publish`,
      ],
    };
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    return {
      ok: false,
      warnings: found.map((warning) => `warning: ${problemLine(warning)}`),
      lines: [
        ...error.problems.map(problemLine),
        `${dir}: ${String(error.problems.length)} problem(s); the server keeps serving the last valid content`,
      ],
    };
  }
}
