import type { PropProblem } from '../../content-model/authoring/checkNode';
import type { Field } from '../../shared/blocks/fields';

/** A problem shown at a field: the content model's (`checkNodeProps`) or the field's own. */
export type FieldProblem = Pick<PropProblem, 'message' | 'severity'>;

/** What every field's component takes. */
export interface FieldProps<F extends Field = Field> {
  field: F;
  /** The prop's value as the node holds it (`undefined`: left out). */
  value: unknown;
  /** The content model's problems with the prop. */
  problems: readonly FieldProblem[];
  /** Sets the prop; `undefined` leaves it out (the block uses its default). */
  onChange: (value: unknown) => void;
}

/** Whether two lists say the same, so a field whose problems did not change is not rendered again. */
export function sameProblems(a: readonly FieldProblem[], b: readonly FieldProblem[]): boolean {
  return (
    a.length === b.length &&
    a.every((problem, index) => {
      const other = b[index];
      return other?.message === problem.message && other.severity === problem.severity;
    })
  );
}
