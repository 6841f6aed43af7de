import { useRef, type ChangeEvent } from 'react';
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

interface TextFieldProps extends FieldProps<TextFieldSpec | CopyField> {
  /** The bindings the block's context offers (`{!Item.title}`), put in at the caret from a menu. */
  bindings?: readonly string[] | undefined;
}

/**
 * A text setting or copy: one line, or a text area for long copy. Bindings are text like any
 * other; where the block's context offers some, "Insert binding" puts one in at the caret.
 * Emptied, the prop is left out.
 */
export function TextField({ field, value, problems, onChange, bindings = [] }: TextFieldProps) {
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const text = textOf(value);
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = event.currentTarget.value;
    onChange(typed === '' ? undefined : typed);
  };
  const insert = (binding: string) => {
    const element = control.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    onChange(`${text.slice(0, start)}${binding}${text.slice(end)}`);
    const caret = start + binding.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };
  return (
    <FieldFrame field={field} problems={problems}>
      {(attributes) => (
        <>
          {field.multiline ? (
            <textarea
              {...attributes}
              ref={control}
              className={styles.textarea}
              rows={4}
              value={text}
              onChange={change}
            />
          ) : (
            <input
              {...attributes}
              ref={control}
              className={styles.input}
              type="text"
              value={text}
              onChange={change}
            />
          )}
          {bindings.length > 0 && (
            <select
              className={styles.select}
              aria-label={`Insert binding into ${field.label}`}
              value=""
              onChange={(event) => {
                const binding = event.currentTarget.value;
                if (binding !== '') insert(binding);
              }}
            >
              <option value="">Insert binding…</option>
              {bindings.map((binding) => (
                <option key={binding} value={binding}>
                  {binding}
                </option>
              ))}
            </select>
          )}
        </>
      )}
    </FieldFrame>
  );
}
