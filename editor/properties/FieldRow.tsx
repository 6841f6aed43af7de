import { memo, useState } from 'react';
import type { Field } from '../../shared/blocks/fields';
import { sameProblems, type FieldProblem } from './fieldProps';
import { needsText } from './fieldValues';
import { ChoiceField } from './fields/ChoiceField';
import { ColumnsField } from './fields/ColumnsField';
import { ContentField } from './fields/ContentField';
import { FlagField } from './fields/FlagField';
import { ImageField } from './fields/ImageField';
import { JsonField } from './fields/JsonField';
import { LinkField } from './fields/LinkField';
import { NumberField } from './fields/NumberField';
import { RichTextField } from './fields/RichTextField';
import { TargetField } from './fields/TargetField';
import { TextField } from './fields/TextField';
import styles from './PropertiesPanel.module.css';

interface FieldRowProps {
  field: Field;
  value: unknown;
  problems: readonly FieldProblem[];
  /** A choice's default for the node as it is now (a text block's style follows its tag). */
  defaultOption: string | undefined;
  /** Copy that is rich text as the node is now (its `richWhen` flag is on). */
  rich: boolean;
  /** The bindings the block's context offers its text fields. */
  bindings: readonly string[];
  onChange: (prop: string, value: unknown) => void;
}

/** One prop's field, by its kind. */
function FieldRowOf({
  field,
  value,
  problems,
  defaultOption,
  rich,
  bindings,
  onChange,
}: FieldRowProps) {
  const [typing, setTyping] = useState(false);
  const set = (next: unknown) => {
    onChange(field.prop, next);
  };
  if (field.kind === 'copy' && rich) {
    return <RichTextField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'text' || field.kind === 'copy') {
    return (
      <TextField
        field={field}
        value={value}
        problems={problems}
        onChange={set}
        bindings={bindings}
      />
    );
  }
  if (field.kind === 'json') {
    return <JsonField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'link') {
    return <LinkField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'target') {
    return <TargetField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'image') {
    return <ImageField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'content') {
    return <ContentField field={field} value={value} problems={problems} onChange={set} />;
  }
  if (field.kind === 'columns') {
    return <ColumnsField field={field} value={value} problems={problems} onChange={set} />;
  }
  // A choice, a number or a flag may hold a binding (`{!Item.size}`) or text its control cannot
  // show (`"50%"`): then it is typed as text, under the same label.
  const held = needsText(field.kind, value);
  const asText = typing || held;
  const toggle = (
    <button
      type="button"
      className={styles.asText}
      aria-pressed={asText}
      aria-label={`${field.label} as text`}
      onClick={() => {
        // Back to the control, text it cannot show is left out, and the control shows the default.
        if (held) set(undefined);
        setTyping(!asText);
      }}
    >
      Text
    </button>
  );
  const control = asText ? (
    <TextField
      field={{ ...field, kind: 'text', multiline: false }}
      value={value}
      problems={problems}
      onChange={set}
    />
  ) : field.kind === 'choice' ? (
    <ChoiceField
      field={field}
      value={value}
      problems={problems}
      onChange={set}
      defaultOption={defaultOption ?? ''}
    />
  ) : field.kind === 'number' ? (
    <NumberField field={field} value={value} problems={problems} onChange={set} />
  ) : (
    <FlagField field={field} value={value} problems={problems} onChange={set} />
  );
  // The toggle stays the same element as the control changes under it, so it keeps the focus.
  return (
    <div className={styles.bindable}>
      {control}
      {toggle}
    </div>
  );
}

/**
 * One prop's field, rendered again only when its own value, problems or default change: typing in
 * one field leaves the others alone.
 */
export const FieldRow = memo(
  FieldRowOf,
  (before, after) =>
    before.field === after.field &&
    Object.is(before.value, after.value) &&
    before.defaultOption === after.defaultOption &&
    before.rich === after.rich &&
    before.bindings.join('\n') === after.bindings.join('\n') &&
    before.onChange === after.onChange &&
    sameProblems(before.problems, after.problems),
);
