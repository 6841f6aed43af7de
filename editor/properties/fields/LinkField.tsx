import { safeLink } from '@about-site/sdk/links';
import type { LinkField as LinkFieldSpec } from '../../../shared/blocks/fields';
import { FieldFrame } from '../FieldFrame';
import type { FieldProblem, FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { LINK_KINDS, linkKindOf, linkRuleOf, type LinkKind } from './linkKinds';
import { textOf } from './TextField';
import { usePageSuggestions } from './usePageSuggestions';

/** The field's own problem with `url`: a link the site would not link (the block shows no link). */
function linkProblem(url: string, kind: LinkKind): FieldProblem | undefined {
  if (url === '' || kind === 'binding' || safeLink(url) !== undefined) return undefined;
  return {
    message: `The block shows no link for this address: write ${linkRuleOf(kind)}.`,
    severity: 'warning',
  };
}

/**
 * A link, of each kind the site's link rules take: a page of the site (`/about`), a web address
 * (`https://…`), a section of the page (`#team`), an email address (`mailto:`), a phone number
 * (`tel:`), or a binding. The kind is read from the address and chosen beside it (choosing one
 * starts the address afresh); an address the site would not link is said at the field as typed.
 * A page of this site is offered the site's pages as suggestions.
 */
export function LinkField({ field, value, problems, onChange }: FieldProps<LinkFieldSpec>) {
  const url = textOf(value);
  const kind = linkKindOf(url);
  const own = linkProblem(url, kind);
  const example = LINK_KINDS.find((each) => each.kind === kind)?.example;
  const suggestions = usePageSuggestions(url, kind === 'page', onChange);
  return (
    <FieldFrame field={field} problems={own ? [own, ...problems] : problems}>
      {(control) => (
        <div className={styles.link}>
          <select
            className={styles.select}
            aria-label={`Kind of ${field.label}`}
            value={url === '' ? '' : kind}
            onChange={(event) => {
              const chosen = LINK_KINDS.find((each) => each.kind === event.currentTarget.value);
              onChange(chosen?.prefix);
            }}
          >
            <option value="">No link</option>
            {LINK_KINDS.map((each) => (
              <option key={each.kind} value={each.kind}>
                {each.name}
              </option>
            ))}
            {kind === 'binding' && <option value="binding">Binding</option>}
          </select>
          <input
            {...control}
            {...suggestions.input}
            className={styles.input}
            type="text"
            inputMode="url"
            spellCheck={false}
            placeholder={example}
            value={url}
            onChange={(event) => {
              const text = event.currentTarget.value;
              suggestions.typed();
              onChange(text === '' ? undefined : text);
            }}
          />
          {suggestions.list}
        </div>
      )}
    </FieldFrame>
  );
}
