import type { PageReferenceInput } from '@about-site/sdk/links';
import { useId, useState } from 'react';
import { ContentPicker, useContentLibrary } from '../../content';
import { ProblemList } from '../FieldFrame';
import type { FieldProblem } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import {
  ATTRIBUTE_NAMES,
  PAGE_REFERENCE_KINDS,
  formIndexOf,
  inForm,
  kindOf,
  partText,
  referenceOfKind,
  referenceProblemOf,
} from './pageReferenceTypes';
import { PageStateRows } from './PageStateRows';

interface PageReferenceEditorProps {
  /** The field's label, naming what a picker chooses for. */
  label: string;
  reference: PageReferenceInput;
  /** The content model's problems with the prop. */
  problems: readonly FieldProblem[];
  onChange: (reference: PageReferenceInput) => void;
}

/**
 * A page reference of the link helper: its type, the attributes of that type (in the form chosen,
 * where a type has several: a record by its ID, URL name or URL path) and its state. What the
 * helper's `validatePageReference` finds wrong is said as the author types, at the part it names.
 * A managed-content page's document may be chosen from the content library.
 */
export function PageReferenceEditor({
  label,
  reference,
  problems,
  onChange,
}: PageReferenceEditorProps) {
  const id = useId();
  const library = useContentLibrary();
  const [picking, setPicking] = useState(false);
  const kind = kindOf(reference.type);
  const formIndex = kind ? formIndexOf(kind, reference) : 0;
  const form = kind?.forms[formIndex];
  const problem = referenceProblemOf(reference);
  const own: FieldProblem[] = problem ? [{ message: problem.message, severity: 'warning' }] : [];
  const shown = [...own, ...problems];
  const problemId = `${id}-problem`;
  const described = (part: string) =>
    problem?.part === part ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  const partKnown =
    form?.attributes.some((each) => problem?.part === `attributes.${each}`) === true ||
    problem?.part.startsWith('state.') === true;
  return (
    <div className={styles.pageReference}>
      <label htmlFor={`${id}-type`}>Page type</label>
      <select
        id={`${id}-type`}
        className={styles.select}
        value={reference.type}
        {...(shown.length > 0 && !partKnown
          ? { 'aria-invalid': true, 'aria-describedby': problemId }
          : {})}
        onChange={(event) => {
          const chosen = kindOf(event.currentTarget.value);
          if (chosen) onChange(referenceOfKind(chosen, reference));
        }}
      >
        {kind === undefined && (
          <option value={reference.type}>{reference.type || 'No type'}</option>
        )}
        {PAGE_REFERENCE_KINDS.map((each) => (
          <option key={each.type} value={each.type}>
            {each.name} ({each.type})
          </option>
        ))}
      </select>
      {kind && kind.forms.length > 1 && (
        <>
          <label htmlFor={`${id}-form`}>Identified by</label>
          <select
            id={`${id}-form`}
            className={styles.select}
            value={formIndex}
            onChange={(event) => {
              onChange(inForm(kind, Number(event.currentTarget.value), reference));
            }}
          >
            {kind.forms.map((each, index) => (
              <option key={each.name} value={index}>
                {each.name}
              </option>
            ))}
          </select>
        </>
      )}
      {form?.attributes.map((attribute) => (
        <div key={attribute} className={styles.field}>
          <label htmlFor={`${id}-${attribute}`}>{ATTRIBUTE_NAMES[attribute]}</label>
          <input
            id={`${id}-${attribute}`}
            className={styles.input}
            type="text"
            spellCheck={false}
            value={partText(reference.attributes, attribute)}
            {...described(`attributes.${attribute}`)}
            onChange={(event) => {
              const attributes = {
                ...reference.attributes,
                [attribute]: event.currentTarget.value,
              };
              onChange({ ...reference, attributes });
            }}
          />
        </div>
      ))}
      {kind?.type === 'standard__managedContentPage' && library && (
        <>
          <button
            type="button"
            aria-label={`Choose content for ${label}`}
            onClick={() => {
              setPicking(true);
            }}
          >
            Choose…
          </button>
          <ContentPicker
            library={library}
            open={picking}
            types={[]}
            purpose={label}
            onChoose={(document) => {
              setPicking(false);
              const attributes = {
                contentTypeName: document.type,
                contentKey: document.contentKey,
              };
              onChange({ ...reference, attributes });
            }}
            onClose={() => {
              setPicking(false);
            }}
          />
        </>
      )}
      {kind && kind.state !== false && (
        <PageStateRows
          reference={reference}
          invalidKey={problem?.part.startsWith('state.') ? problem.part.slice(6) : undefined}
          problemId={problemId}
          onChange={onChange}
        />
      )}
      {shown.length > 0 && <ProblemList id={problemId} problems={shown} />}
    </div>
  );
}
