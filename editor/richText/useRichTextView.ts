import { EditorState } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { parseRichText, serializeRichText } from './richTextHtml';
import { richTextKeys } from './richTextKeys';
import { syncDocument } from './syncDocument';

/** What the editable element carries so its label, help and problems reach assistive tech. */
export interface EditableAttributes {
  id?: string | undefined;
  'aria-labelledby': string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  className?: string | undefined;
}

/** Marks a transaction made from outside (a new `value`), which is not the author's to report. */
const FROM_VALUE = 'richText/fromValue';

function attributesOf(attributes: EditableAttributes): Record<string, string> {
  const pairs: [string, string | undefined][] = [
    ['role', 'textbox'],
    ['aria-multiline', 'true'],
    ['id', attributes.id],
    ['aria-labelledby', attributes['aria-labelledby']],
    ['aria-describedby', attributes['aria-describedby']],
    ['aria-invalid', attributes['aria-invalid'] ? 'true' : undefined],
    ['class', attributes.className],
  ];
  return Object.fromEntries(
    pairs.filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
}

interface RichTextView {
  /** Where the editable element goes. */
  mount: RefObject<HTMLDivElement | null>;
  /** The view, once mounted. */
  view: EditorView | undefined;
  /** The editor's state as last drawn, for the toolbar. */
  state: EditorState | undefined;
}

/**
 * A ProseMirror view of `value` (stored HTML) in the element `mount` holds. Each change of the
 * author's goes to `onChange` as the HTML to store; a new `value` that is not the one last
 * reported (an undo, a merge) is brought in by replacing only what differs, keeping the caret.
 */
export function useRichTextView(
  value: string,
  onChange: (html: string) => void,
  onLink: () => void,
  attributes: EditableAttributes,
): RichTextView {
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const [state, setState] = useState<EditorState>();
  const reported = useRef(value);
  const latest = useRef({ onChange, onLink, value, attributes });
  useLayoutEffect(() => {
    latest.current = { onChange, onLink, value, attributes };
  });

  useEffect(() => {
    const element = mount.current;
    const window = element?.ownerDocument.defaultView;
    if (!element || !window) return;
    const made = new EditorView(element, {
      state: EditorState.create({
        doc: parseRichText(latest.current.value, window),
        plugins: richTextKeys(() => {
          latest.current.onLink();
        }),
      }),
      attributes: attributesOf(latest.current.attributes),
      dispatchTransaction(transaction) {
        const next = made.state.apply(transaction);
        made.updateState(next);
        setState(next);
        if (transaction.docChanged && transaction.getMeta(FROM_VALUE) !== true) {
          const html = serializeRichText(next.doc, element.ownerDocument);
          reported.current = html;
          latest.current.onChange(html);
        }
      },
    });
    reported.current = latest.current.value;
    setView(made);
    setState(made.state);
    return () => {
      made.destroy();
      setView(undefined);
    };
  }, []);

  // After every render, not only when `value` changes: a parent that kept its value while the
  // author typed (a change refused) brings the text back to it.
  // After every render, not only when `value` changes: a parent that kept its value while the
  // author typed (a change refused) brings the text back to it.
  useEffect(() => {
    if (!view || value === reported.current) return;
    reported.current = value;
    const window = view.dom.ownerDocument.defaultView;
    if (!window) return;
    const transaction = syncDocument(view.state, parseRichText(value, window));
    if (transaction) view.dispatch(transaction.setMeta(FROM_VALUE, true));
  });

  const { id, className } = attributes;
  const labelledBy = attributes['aria-labelledby'];
  const describedBy = attributes['aria-describedby'];
  const invalid = attributes['aria-invalid'];
  useEffect(() => {
    view?.setProps({
      attributes: attributesOf({
        id,
        className,
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        'aria-invalid': invalid,
      }),
    });
  }, [view, id, className, labelledBy, describedBy, invalid]);

  return { mount, view, state };
}
