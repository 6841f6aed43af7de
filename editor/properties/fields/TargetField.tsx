import type { PageReferenceInput } from '@about-site/sdk/links';
import { useId } from 'react';
import type { TargetField as TargetFieldSpec } from '../../../shared/blocks/fields';
import type { FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { LinkField } from './LinkField';
import { PageReferenceEditor } from './PageReferenceEditor';
import { editedTargetOf, partText, type EditedTarget } from './pageReferenceTypes';

/** A web page reference to the link's address: what "Page reference" starts with. */
function referenceOf(target: EditedTarget): PageReferenceInput {
  if (target.kind === 'reference') return target.reference;
  return { type: 'standard__webPage', attributes: { url: target.url } };
}

/** The link a reference becomes: a web page's address, else none. */
function linkOf(target: EditedTarget): string | undefined {
  if (target.kind === 'link') return target.url === '' ? undefined : target.url;
  const url =
    target.reference.type === 'standard__webPage'
      ? partText(target.reference.attributes, 'url')
      : '';
  return url === '' ? undefined : url;
}

/**
 * Where a button goes: a link, edited as the link field edits one (its kind beside it), or a page
 * reference of the link helper, written to the document as the reference object itself. A
 * reference stored as JSON text is read as one (and written back as an object once changed).
 */
export function TargetField({ field, value, problems, onChange }: FieldProps<TargetFieldSpec>) {
  const id = useId();
  const target = editedTargetOf(value);
  const helpId = `${id}-help`;
  const choice = (kind: EditedTarget['kind'], name: string) => (
    <label className={styles.inlineField}>
      <input
        type="radio"
        name={`${id}-kind`}
        checked={target.kind === kind}
        onChange={() => {
          onChange(kind === 'link' ? linkOf(target) : referenceOf(target));
        }}
      />
      {name}
    </label>
  );
  return (
    <fieldset
      className={styles.target}
      aria-describedby={field.help === undefined ? undefined : helpId}
    >
      <legend>{field.label}</legend>
      <div className={styles.targetKinds}>
        {choice('link', 'Link')}
        {choice('reference', 'Page reference')}
      </div>
      {target.kind === 'link' ? (
        <LinkField
          field={{ ...field, kind: 'link', help: undefined }}
          value={target.url === '' ? undefined : target.url}
          problems={problems}
          onChange={onChange}
        />
      ) : (
        <PageReferenceEditor
          label={field.label}
          reference={target.reference}
          problems={problems}
          onChange={onChange}
        />
      )}
      {field.help !== undefined && (
        <p id={helpId} className={styles.help}>
          {field.help}
        </p>
      )}
    </fieldset>
  );
}
