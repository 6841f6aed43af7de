import type { NumberField as NumberFieldSpec } from '../../../shared/blocks/fields';
import { FieldFrame } from '../FieldFrame';
import type { FieldProblem, FieldProps } from '../fieldProps';
import { readNumber } from '../fieldValues';
import styles from '../PropertiesPanel.module.css';

/** Why the block will not use `n`: it reads only numbers from `min` to `max`. */
function rangeProblem(n: number | undefined, field: NumberFieldSpec): FieldProblem | undefined {
  const { min, max } = field;
  if (n === undefined || ((min === undefined || n >= min) && (max === undefined || n <= max))) {
    return undefined;
  }
  const range =
    min === undefined
      ? `more than ${String(max)}`
      : max === undefined
        ? `less than ${String(min)}`
        : `not from ${String(min)} to ${String(max)}`;
  const instead = field.default === undefined ? 'ignores it' : `uses ${String(field.default)}`;
  return { message: `${String(n)} is ${range}; the block ${instead}`, severity: 'warning' };
}

/**
 * A number with its unit. A prop held as numeric text (`"42"`) is written back as text, a number
 * as a number; emptied, the prop is left out. What the browser cannot read as a number yet
 * (`1e`) is not written.
 */
export function NumberField({ field, value, problems, onChange }: FieldProps<NumberFieldSpec>) {
  const n = readNumber(value);
  const outOfRange = rangeProblem(n, field);
  return (
    <FieldFrame
      field={field}
      problems={outOfRange ? [...problems, outOfRange] : problems}
      unit={field.unit}
    >
      {(control) => (
        <input
          {...control}
          className={styles.number}
          type="number"
          // A number, not its text: React then leaves a typed `1.0` alone instead of rewriting it as `1`.
          value={n ?? ''}
          min={field.min}
          max={field.max}
          placeholder={field.default === undefined ? undefined : String(field.default)}
          onChange={(event) => {
            const input = event.currentTarget;
            if (input.validity.badInput) return;
            if (input.value === '') onChange(undefined);
            else onChange(typeof value === 'string' ? input.value : input.valueAsNumber);
          }}
        />
      )}
    </FieldFrame>
  );
}
