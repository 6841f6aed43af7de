import { useEffect, useId, useRef } from 'react';
import type {
  ColumnsField as ColumnsFieldSpec,
  JsonField as JsonFieldSpec,
} from '../../../shared/blocks/fields';
import { parseJsonConfig } from '../../../shared/jsonConfig';
import { ProblemList } from '../FieldFrame';
import type { FieldProblem, FieldProps } from '../fieldProps';
import { isBinding } from '../fieldValues';
import styles from '../PropertiesPanel.module.css';
import { useTypedText } from '../useTypedText';
import { JsonField } from './JsonField';
import {
  GRID_COLUMNS,
  readColumnLayout,
  usedWidthOf,
  widthOf,
  withColumnAdded,
  withColumnRemoved,
  withWidth,
  writeColumnLayout,
  type ColumnLayout,
} from './sectionColumns';

const WHOLE_WIDTH = `a column's width is a whole number from 1 to ${String(GRID_COLUMNS)}`;

interface WidthInputProps {
  id: string;
  label: string;
  /** The column's `columnWidth` as stored. */
  stored: unknown;
  /** The ids of what else describes the input: the layout's problem. */
  describedBy: string | undefined;
  /** The layout as a whole is wrong (its widths do not add up). */
  layoutInvalid: boolean;
  onWidth: (width: number) => void;
}

/** One column's width. Text that is no width yet (emptied, `13`) stays with its problem, unwritten. */
function WidthInput({ id, label, stored, describedBy, layoutInvalid, onWidth }: WidthInputProps) {
  const width = widthOf({ columnWidth: stored });
  const [text, hold] = useTypedText(stored, () => (width === undefined ? '' : String(width)));
  const typed = widthOf({ columnWidth: text });
  const unread =
    stored === undefined
      ? undefined
      : `${JSON.stringify(stored)} is not a whole number from 1 to ${String(GRID_COLUMNS)}; the block uses ${String(GRID_COLUMNS)}`;
  const problem =
    typed !== undefined ? undefined : text === '' && width === undefined ? unread : WHOLE_WIDTH;
  const problemId = `${id}-problem`;
  const ids = [problem !== undefined && problemId, describedBy].filter(Boolean).join(' ');
  return (
    <div className={styles.column}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.number}
        type="number"
        min={1}
        max={GRID_COLUMNS}
        step={1}
        value={text}
        placeholder={String(GRID_COLUMNS)}
        aria-invalid={problem !== undefined || layoutInvalid ? true : undefined}
        aria-describedby={ids === '' ? undefined : ids}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const n = widthOf({ columnWidth: next });
          if (n === undefined) {
            hold(next, stored);
            return;
          }
          hold(next, typeof stored === 'number' ? n : String(n));
          onWidth(n);
        }}
      />
      {problem !== undefined && (
        <ProblemList id={problemId} problems={[{ message: problem, severity: 'error' }]} />
      )}
    </div>
  );
}

/** The JSON field a config the columns field cannot read is edited in. */
function asJson(field: ColumnsFieldSpec): JsonFieldSpec {
  return { ...field, kind: 'json', shape: 'object', takesText: true };
}

/**
 * A section's columns: their widths out of 12, which must add up to 12, with a column added or
 * removed. Written back as the config was held (JSON text, or an object), every other key kept.
 * A config it cannot read (invalid JSON, a binding) is edited as JSON.
 */
export function ColumnsField({ field, value, problems, onChange }: FieldProps<ColumnsFieldSpec>) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  // After a removal, focus goes to the width of the column that took its width, not to the page.
  const focusWidth = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusWidth.current;
    if (index === undefined) return;
    focusWidth.current = undefined;
    list.current?.querySelectorAll('input')[index]?.focus();
  });
  const layout = readColumnLayout(value, field.defaultWidths);
  if (layout === undefined) {
    const unread: FieldProblem[] =
      !isBinding(value) && parseJsonConfig(value) !== undefined
        ? [
            {
              message: 'has no list of columns; the block shows its default columns',
              severity: 'error',
            },
          ]
        : [];
    return (
      <JsonField
        field={asJson(field)}
        value={value}
        problems={[...unread, ...problems]}
        onChange={onChange}
      />
    );
  }
  const write = (next: ColumnLayout) => {
    onChange(writeColumnLayout(next, value));
  };
  const total = layout.columns.reduce((sum, column) => sum + usedWidthOf(column), 0);
  const sumProblem: FieldProblem[] =
    total === GRID_COLUMNS
      ? []
      : [
          {
            message: `the widths add up to ${String(total)}; they must add up to ${String(GRID_COLUMNS)}`,
            severity: 'error',
          },
        ];
  const legendId = `${id}-legend`;
  const totalId = `${id}-total`;
  const layoutProblemId = `${id}-layout`;
  const problemId = `${id}-problem`;
  const helpId = `${id}-help`;
  const widthDescription = [totalId, sumProblem.length > 0 && layoutProblemId]
    .filter(Boolean)
    .join(' ');
  const groupDescription = [problems.length > 0 && problemId, field.help !== undefined && helpId]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      className={styles.columns}
      aria-labelledby={legendId}
      aria-describedby={groupDescription === '' ? undefined : groupDescription}
    >
      <legend id={legendId}>{field.label}</legend>
      <ol ref={list} className={styles.columnList}>
        {layout.columns.map((column, index) => {
          const n = String(index + 1);
          return (
            <li key={n} className={styles.columnRow}>
              <WidthInput
                id={`${id}-width-${n}`}
                label={`Column ${n} width`}
                stored={column.columnWidth}
                describedBy={widthDescription}
                layoutInvalid={sumProblem.length > 0}
                onWidth={(width) => {
                  write(withWidth(layout, index, width));
                }}
              />
              <button
                type="button"
                disabled={layout.columns.length === 1}
                onClick={() => {
                  focusWidth.current = index === 0 ? 0 : index - 1;
                  write(withColumnRemoved(layout, index));
                }}
              >
                Remove column {n}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={layout.columns.length >= GRID_COLUMNS}
        onClick={() => {
          write(withColumnAdded(layout));
        }}
      >
        Add column
      </button>
      <p id={totalId} className={styles.help}>
        Total {total} of {GRID_COLUMNS}
      </p>
      {sumProblem.length > 0 && <ProblemList id={layoutProblemId} problems={sumProblem} />}
      {problems.length > 0 && <ProblemList id={problemId} problems={problems} />}
      {field.help !== undefined && (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      )}
    </fieldset>
  );
}
