import type { ChangeEvent } from 'react';
import type { CopyField, TextField as TextFieldSpec } from '../../../shared/blocks/fields';
import { FieldFrame } from '../FieldFrame';
import type { FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';

/** What a text control shows of any value: text as it is, a number as its digits. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A text setting or copy: one line, or a text area for long copy. Bindings are text like any
 * other. Emptied, the prop is left out.
 */
export function TextField({
  field,
  value,
  problems,
  onChange,
}: FieldProps<TextFieldSpec | CopyField>) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.currentTarget.value;
    onChange(text === '' ? undefined : text);
  };
  return (
    <FieldFrame field={field} problems={problems}>
      {(control) =>
        field.multiline ? (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            value={textOf(value)}
            onChange={change}
          />
        ) : (
          <input
            {...control}
            className={styles.input}
            type="text"
            value={textOf(value)}
            onChange={change}
          />
        )
      }
    </FieldFrame>
  );
}
