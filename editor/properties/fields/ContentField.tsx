import { useEffect, useId, useState } from 'react';
import {
  noCollectionMessage,
  noDocumentMessage,
} from '../../../content-model/authoring/referenceMessages';
import type { ContentField as ContentFieldSpec } from '../../../shared/blocks/fields';
import {
  ContentPicker,
  isReferenced,
  mayNameDocument,
  typeName,
  useContentLibrary,
  type ContentDocument,
  type ContentLibrary,
} from '../../content';
import { FieldFrame } from '../FieldFrame';
import type { FieldProblem, FieldProps } from '../fieldProps';
import styles from '../PropertiesPanel.module.css';
import { textOf } from './TextField';

type Found = ContentDocument | null | 'unread';

const COLLECTION_TYPE = 'sfdc_cms__cmsManualCollection';

/** A binding (`{!Item.contentKey}`), filled in when the page renders: no document to look up. */
const isBinding = (reference: string) => reference.includes('{!');

/**
 * The document `reference` names, once read: `null` when none has that key or id (or it is not
 * written as one), `'unread'` when the documents could not be read (then nothing is said of it).
 */
function useReferenced(library: ContentLibrary | undefined, reference: string): Found | undefined {
  const [found, setFound] = useState<{ reference: string; document: Found }>();
  const asked = library !== undefined && mayNameDocument(reference);
  useEffect(() => {
    if (!library || !asked) return;
    let current = true;
    library.search(reference, []).then(
      (documents) => {
        const document = documents.find((each) => isReferenced(each, reference)) ?? null;
        if (current) setFound({ reference, document });
      },
      () => {
        if (current) setFound({ reference, document: 'unread' });
      },
    );
    return () => {
      current = false;
    };
  }, [library, asked, reference]);
  if (!library || reference === '' || isBinding(reference)) return undefined;
  if (!asked) return null;
  return found?.reference === reference ? found.document : undefined;
}

/**
 * What is wrong with the reference, in the words `content:check` uses: a key no document has (no
 * collection, for a prop of collections), or (a warning) a document of a type the prop does not
 * take.
 */
function referenceProblem(
  field: ContentFieldSpec,
  reference: string,
  found: Found | undefined,
): FieldProblem | undefined {
  // A reference that takes collections only is read as a carousel's (a collection's key only).
  const collectionOnly =
    field.types.length > 0 && field.types.every((type) => type === COLLECTION_TYPE);
  if (found === undefined || found === 'unread') return undefined;
  const ofItsType = found !== null && field.types.some((type) => type === found.type);
  if (collectionOnly && !ofItsType) {
    return { message: noCollectionMessage(reference, found !== null), severity: 'error' };
  }
  if (found === null) return { message: noDocumentMessage(reference), severity: 'error' };
  if (!ofItsType) {
    // `content:check` takes a card's document of any type; the block may show it poorly.
    return {
      message: `${reference} is not a ${field.types.map(typeName).join(' or ')} document`,
      severity: 'warning',
    };
  }
  return undefined;
}

/**
 * A reference to a managed-content document, as the block reads it: the document's content key
 * (a managed content id, or a binding in a repeated block, may be typed too). The document is
 * named under it by its title and type; "Choose…" opens a picker of the documents of the field's
 * types, searched by title or key, and "Clear" leaves an optional one out. A reference naming no
 * document is said at the field.
 */
export function ContentField({ field, value, problems, onChange }: FieldProps<ContentFieldSpec>) {
  const library = useContentLibrary();
  const [picking, setPicking] = useState(false);
  const reference = textOf(value).trim();
  const found = useReferenced(library, reference);
  const own = reference === '' ? undefined : referenceProblem(field, reference, found);
  const chosenId = `${useId()}-chosen`;
  const named = found && found !== 'unread' ? found : undefined;
  return (
    <FieldFrame field={field} problems={own ? [own, ...problems] : problems}>
      {(control) => (
        <div className={styles.contentChoice}>
          <input
            {...control}
            className={styles.input}
            type="text"
            spellCheck={false}
            placeholder="A content key"
            value={textOf(value)}
            onChange={(event) => {
              const text = event.currentTarget.value;
              onChange(text === '' ? undefined : text);
            }}
          />
          {named && (
            <p id={chosenId} className={styles.help}>
              {named.title} ({typeName(named.type)})
            </p>
          )}
          {library && (
            <button
              type="button"
              aria-label={`Choose ${field.label}`}
              aria-describedby={named ? chosenId : undefined}
              onClick={() => {
                setPicking(true);
              }}
            >
              Choose…
            </button>
          )}
          {field.optional && reference !== '' && (
            <button
              type="button"
              aria-label={`Clear ${field.label}`}
              onClick={() => {
                onChange(undefined);
              }}
            >
              Clear
            </button>
          )}
          {library && (
            <ContentPicker
              library={library}
              open={picking}
              types={field.types}
              purpose={field.label}
              onChoose={(document) => {
                setPicking(false);
                onChange(document.contentKey);
              }}
              onClose={() => {
                setPicking(false);
              }}
            />
          )}
        </div>
      )}
    </FieldFrame>
  );
}
