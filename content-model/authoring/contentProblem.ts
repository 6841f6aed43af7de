/**
 * One thing wrong in one content file: the file, the JSON path of the field, and why. Checking a
 * file alone (in the browser, as an author types) gives this much; reading the content folder
 * adds the line and column (`ContentProblem`, content-model/problems.ts).
 */
export interface DocumentProblem {
  /**
   * The file: as the caller named it when checked alone (`views/about.json`, relative to the
   * content folder), as the author sees it on disk when the folder is read.
   */
  file: string;
  /** The JSON path of the field, as `content:check` prints it: `nodes[0].props.text`, `(root)`. */
  field: string;
  message: string;
}

/** Where checks report: problems stop the content; warnings name a value the site works around. */
export interface ProblemSink {
  add(file: string, field: readonly PropertyKey[] | string, message: string): void;
  warn(file: string, field: readonly PropertyKey[], message: string): void;
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

/** Collects one file's problems and warnings, in the order found. */
export class DocumentProblems implements ProblemSink {
  readonly items: DocumentProblem[] = [];
  readonly warnings: DocumentProblem[] = [];

  add(file: string, field: readonly PropertyKey[] | string, message: string): void {
    this.items.push(documentProblem(file, field, message));
  }

  warn(file: string, field: readonly PropertyKey[], message: string): void {
    this.warnings.push(documentProblem(file, field, message));
  }
}

function documentProblem(
  file: string,
  field: readonly PropertyKey[] | string,
  message: string,
): DocumentProblem {
  return { file, field: typeof field === 'string' ? field : formatJsonPath(field), message };
}
