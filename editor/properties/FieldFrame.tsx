import { useId, type ReactNode } from 'react';
import type { Field } from '../../shared/blocks/fields';
import type { FieldProblem } from './fieldProps';
import styles from './PropertiesPanel.module.css';

/** What a field's control carries so its label, unit, help and problems reach assistive tech. */
interface ControlAttributes {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldFrameProps {
  field: Field;
  problems: readonly FieldProblem[];
  /** The unit shown after the control (a number's `px`). */
  unit?: string | undefined;
  /** `inline`: the control before its label, on one line (a checkbox). */
  layout?: 'stacked' | 'inline';
  /** The control, given what it carries and the id of the label (for `aria-labelledby`). */
  children: (control: ControlAttributes, labelId: string) => ReactNode;
}

/** One field: its label, its control, and what describes the control (unit, problems, help). */
export function FieldFrame({
  field,
  problems,
  unit,
  layout = 'stacked',
  children,
}: FieldFrameProps) {
  const id = useId();
  const unitId = `${id}-unit`;
  const problemId = `${id}-problem`;
  const helpId = `${id}-help`;
  const labelId = `${id}-label`;
  const describedBy = [
    unit !== undefined && unitId,
    problems.length > 0 && problemId,
    field.help !== undefined && helpId,
  ].filter((part) => part !== false);
  const control = children(
    {
      id,
      'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
      'aria-invalid': problems.length > 0 ? true : undefined,
    },
    labelId,
  );
  const label = (
    <label id={labelId} htmlFor={id}>
      {field.label}
    </label>
  );
  const inline = layout === 'inline';
  return (
    <div className={inline ? styles.inlineField : styles.field}>
      {!inline && label}
      <div className={styles.controlRow}>
        {control}
        {inline && label}
        {unit !== undefined && (
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        )}
      </div>
      {problems.length > 0 && <ProblemList id={problemId} problems={problems} />}
      {field.help !== undefined && (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      )}
    </div>
  );
}

/** A field's problems: the content model's, in its words, and the field's own. */
export function ProblemList({ id, problems }: { id: string; problems: readonly FieldProblem[] }) {
  return (
    <div id={id} className={styles.problems}>
      {problems.map((problem, index) => (
        <p key={`${String(index)}:${problem.message}`} className={styles[problem.severity]}>
          {problem.message}
        </p>
      ))}
    </div>
  );
}
