import type { PageReferenceInput } from '@about-site/sdk/links';
import styles from '../PropertiesPanel.module.css';
import { partText } from './pageReferenceTypes';

interface PageStateRowsProps {
  reference: PageReferenceInput;
  /** The state key the link helper finds a problem with, and the id of the problem's words. */
  invalidKey: string | undefined;
  problemId: string;
  onChange: (reference: PageReferenceInput) => void;
}

/** `reference` with `entries` as its state, left out when there are none. */
function withState(
  reference: PageReferenceInput,
  entries: readonly (readonly [string, string])[],
): PageReferenceInput {
  const { state: _state, ...rest } = reference;
  return entries.length === 0 ? rest : { ...rest, state: Object.fromEntries(entries) };
}

/**
 * A page reference's state as rows of a name and a value (a search's `term`, an object page's
 * `filterName`), which the link helper writes into the page's query string. A row is added
 * (one unnamed at a time, as state keys are unique) and removed by its buttons.
 */
export function PageStateRows({ reference, invalidKey, problemId, onChange }: PageStateRowsProps) {
  const entries = Object.keys(reference.state ?? {}).map(
    (key) => [key, partText(reference.state, key)] as const,
  );
  const change = (index: number, entry: readonly [string, string] | undefined) => {
    const next = entries.flatMap((each, at) => (at !== index ? [each] : entry ? [entry] : []));
    onChange(withState(reference, next));
  };
  return (
    <fieldset className={styles.stateRows}>
      <legend>State</legend>
      {entries.map(([key, value], index) => {
        const n = String(index + 1);
        const invalid = key === invalidKey;
        return (
          <div key={n} className={styles.stateRow}>
            <input
              className={styles.input}
              type="text"
              spellCheck={false}
              aria-label={`Name of state ${n}`}
              value={key}
              onChange={(event) => {
                change(index, [event.currentTarget.value, value]);
              }}
            />
            <input
              className={styles.input}
              type="text"
              aria-label={`Value of state ${n}`}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? problemId : undefined}
              value={value}
              onChange={(event) => {
                change(index, [key, event.currentTarget.value]);
              }}
            />
            <button
              type="button"
              aria-label={`Remove state ${n}`}
              onClick={() => {
                change(index, undefined);
              }}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button
        type="button"
        disabled={entries.some(([key]) => key === '')}
        onClick={() => {
          onChange(withState(reference, [...entries, ['', '']]));
        }}
      >
        Add state
      </button>
    </fieldset>
  );
}
