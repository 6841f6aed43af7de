import { ruleOf, type ChoiceField as ChoiceFieldSpec } from '../../../shared/blocks/fields';
import { matchOption } from '../../../shared/blocks/options';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { textOf } from './TextField';

/** The select's value for "left out": the block's default. */
const LEFT_OUT = '';

interface ChoiceFieldProps extends FieldProps<ChoiceFieldSpec> {
  /** What the block uses while the prop is left out (it may depend on other props). */
  defaultOption: string;
}

/**
 * One of the rule's options, or the default (the prop left out). A value outside the options
 * stays listed, as written, until another is chosen: the block shows its fallback meanwhile, and
 * the content model's warning says so.
 */
export function ChoiceField({ field, value, problems, onChange, defaultOption }: ChoiceFieldProps) {
  const matched = matchOption(value, ruleOf(field));
  const outside =
    value === undefined || value === '' || matched !== undefined ? undefined : textOf(value);
  return (
    <FieldFrame field={field} problems={problems}>
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={matched ?? outside ?? LEFT_OUT}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange(chosen === LEFT_OUT ? undefined : chosen === outside ? value : chosen);
          }}
        >
          <option value={LEFT_OUT}>Default ({defaultOption})</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {outside !== undefined && <option value={outside}>{outside}</option>}
        </select>
      )}
    </FieldFrame>
  );
}
