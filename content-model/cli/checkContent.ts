import type { SiteContent } from '../siteContent';
import { loadContent } from '../loadContent';
import { ContentValidationError, problemLine, type ContentProblem } from '../problems';

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
 * Per served language other than the default: the documents without a variant in it, named by
 * url name with the language they fall back to (one line per language), and each variant whose
 * source was published again after it (its translation may be out of date).
 */
function translationWarnings(store: SiteContent): string[] {
  const { languages, defaultLanguage } = store.site;
  const sources = new Map(store.documents.map((doc) => [doc.contentKey, doc]));
  const lines: string[] = [];
  for (const language of languages.filter((each) => each !== defaultLanguage)) {
    const served = store.documentsIn(language);
    const missing = served.filter((doc) => doc.language !== language);
    if (missing.length > 0) {
      const fallbacks = [...new Set(missing.map((doc) => doc.language))].join(' or ');
      lines.push(
        `warning: ${language}: ${String(missing.length)} of ${count(served.length, 'document')} ` +
          `have no variant and are served in ${fallbacks}: ${missing.map((doc) => doc.urlName).join(', ')}`,
      );
    }
    for (const { of, unitIds, total } of store.untranslatedCopy(language)) {
      const shown = unitIds.slice(0, 8).join(', ');
      const more = unitIds.length > 8 ? ` and ${String(unitIds.length - 8)} more` : '';
      lines.push(
        unitIds.length === total
          ? `warning: ${language}: ${of} has no translation: ${count(total, 'unit')} served in ${defaultLanguage}`
          : `warning: ${language}: ${of} leaves ${String(unitIds.length)} of ${count(total, 'unit')} in ${defaultLanguage}: ${shown}${more}`,
      );
    }
    for (const variant of served.filter((doc) => doc.language === language)) {
      const source = sources.get(variant.contentKey);
      if (source && source.publishedDate > variant.publishedDate) {
        lines.push(
          `warning: ${language}: ${source.urlName} was translated from the ${source.language} ` +
            `published ${variant.publishedDate}; its source was published again ${source.publishedDate}`,
        );
      }
    }
  }
  return lines;
}

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
      warnings: [
        ...found.map((warning) => `warning: ${problemLine(warning)}`),
        ...translationWarnings(store),
      ],
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
