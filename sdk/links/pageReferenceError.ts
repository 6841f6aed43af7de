/** What is wrong with the part a `PageReferenceError` names. */
export type PageReferenceProblem = 'missing' | 'invalid';

/**
 * A page reference lacks a required part or has one of the wrong shape. `part` is the path of
 * that part, such as `attributes.recordId` or `state.filterName`.
 */
export class PageReferenceError extends Error {
  override readonly name = 'PageReferenceError';
  readonly pageType: string;
  readonly part: string;
  readonly problem: PageReferenceProblem;

  constructor(pageType: string, part: string, problem: PageReferenceProblem) {
    super(`Page reference ${pageType}: "${part}" is ${problem}.`);
    this.pageType = pageType;
    this.part = part;
    this.problem = problem;
  }
}
