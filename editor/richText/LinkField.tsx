import { useId, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { richTextHref } from './richTextSchema';
import styles from './RichText.module.css';

interface LinkFieldProps {
  /** The address of the link being changed, if any. */
  href: string | undefined;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** What a link may be, as the site's link rules have it. */
const LINK_RULE = 'Use https://…, a page path (/about), #section, mailto: or tel:.';

/**
 * The address of a link, asked for in a small group under the toolbar (Mod+K or "Link"): checked
 * against the site's link rules before it is applied; Escape goes back to the text.
 */
export function LinkField({ href, onApply, onRemove, onCancel }: LinkFieldProps) {
  const id = useId();
  const [text, setText] = useState(href ?? '');
  const [problem, setProblem] = useState<string>();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const link = richTextHref(text);
    if (link === undefined) setProblem(LINK_RULE);
    else onApply(link);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <form
      role="group"
      aria-label="Link"
      className={styles.linkField}
      onSubmit={submit}
      onKeyDown={keyDown}
    >
      <label htmlFor={id}>Link address</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoFocus
        value={text}
        aria-invalid={problem !== undefined ? true : undefined}
        aria-describedby={problem !== undefined ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(undefined);
        }}
      />
      <button type="submit">Apply</button>
      {href !== undefined && (
        <button type="button" onClick={onRemove}>
          Remove link
        </button>
      )}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      {problem !== undefined && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </form>
  );
}
