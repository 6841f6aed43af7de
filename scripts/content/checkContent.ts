import { ContentValidationError, loadContent, problemLine } from '../../server/content';

/** What a check of a content folder found: the lines to print and the exit code. */
export interface CheckResult {
  ok: boolean;
  lines: string[];
}

/**
 * Reads and checks a content folder exactly as the server does when it publishes it, and words
 * the result as the server's log does: one `file:line:column: field: message` line per problem.
 */
export async function checkContent(dir: string): Promise<CheckResult> {
  try {
    const store = await loadContent(dir);
    const views = store.views.length;
    const documents = store.documents.length;
    return {
      ok: true,
      lines: [
        `${dir}: valid (${String(documents)} documents, ${String(views)} views); ready to publish`,
      ],
    };
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    const count = error.problems.length;
    return {
      ok: false,
      lines: [
        ...error.problems.map(problemLine),
        `${dir}: ${String(count)} problem(s); the server keeps serving the last valid content`,
      ],
    };
  }
}
