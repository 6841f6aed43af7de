import type { JsonField as JsonFieldSpec } from '../../../shared/blocks/fields';
import { isPlainObject } from '../../../shared/isPlainObject';
import { FieldFrame } from '../FieldFrame';
import type { FieldProblem, FieldProps } from '../fieldProps';
import { isBinding } from '../fieldValues';
import styles from '../PropertiesPanel.module.css';
import { useTypedText } from '../useTypedText';

/** What the text area shows: JSON text as the builder stored it, a value as indented JSON. */
function formatJson(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** What JSON each shape takes, and its name in a problem. */
const SHAPES = {
  object: { fits: isPlainObject, name: 'a JSON object ({…})' },
  list: { fits: Array.isArray, name: 'a JSON list ([…])' },
  any: { fits: () => true, name: 'JSON' },
} satisfies Record<JsonFieldSpec['shape'], { fits: (value: unknown) => boolean; name: string }>;

type Reading = { value: unknown } | { problem: string };

/**
 * The value `text` stands for in a prop of `field` that now holds `current`: JSON text stays text
 * where the prop held text (as the page builder stores it) or was left out and the spec takes
 * text; `LIST`'s comma-joined text and bindings are text as they are.
 */
function readJsonText(text: string, field: JsonFieldSpec, current: unknown): Reading {
  if (text.trim() === '') return { value: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const commaList = field.shape === 'list' && !text.trimStart().startsWith('[');
    if (field.takesText && (isBinding(text) || commaList)) return { value: text };
    return { problem: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const fits = SHAPES[field.shape].fits(parsed);
  if (!fits) return { problem: `must be ${SHAPES[field.shape].name}` };
  const asText = typeof current === 'string' || (current === undefined && field.takesText);
  return { value: asText ? text : parsed };
}

/**
 * An object or a list as JSON text, until a dedicated editor exists. Text that is not a value yet
 * (half-typed JSON) stays in the field with its problem, and is not written.
 */
export function JsonField({ field, value, problems, onChange }: FieldProps<JsonFieldSpec>) {
  const [text, hold] = useTypedText(value, formatJson);
  const reading = readJsonText(text, field, value);
  const own: FieldProblem[] =
    'problem' in reading ? [{ message: reading.problem, severity: 'error' }] : [];
  return (
    <FieldFrame field={field} problems={[...own, ...problems]}>
      {(control) => (
        <textarea
          {...control}
          className={styles.code}
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            const next = readJsonText(typed, field, value);
            if ('problem' in next) {
              hold(typed, value);
              return;
            }
            hold(typed, next.value);
            onChange(next.value);
          }}
        />
      )}
    </FieldFrame>
  );
}
