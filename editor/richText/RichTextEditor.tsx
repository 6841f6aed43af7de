import type { EditorState } from 'prosemirror-state';
import { useId, useMemo, useState } from 'react';
import {
  blockActive,
  insertImage,
  linkAt,
  listActive,
  markActive,
  removeLink,
  setHeading,
  setLink,
  toggleList,
  toggleMarkOf,
} from './richTextCommands';
import { tagsTheEditorDrops, type HtmlWindow } from './richTextHtml';
import { richTextSchema } from './richTextSchema';
import { LinkField } from './LinkField';
import styles from './RichText.module.css';
import { RichTextToolbar, type ToolbarButton } from './RichTextToolbar';
import { useRichTextView, type EditableAttributes } from './useRichTextView';
import type { Command } from 'prosemirror-state';

/** A picture to put in the text: its address and its alt text. */
export interface RichTextPicture {
  src: string;
  alt: string;
}

export interface RichTextEditorProps extends EditableAttributes {
  /** The stored HTML. */
  value: string;
  /** The HTML to store after an edit of the author's (`''`: the text was emptied). */
  onChange: (html: string) => void;
  /**
   * Asks the author for a picture (the image library's picker): the "Picture" button is there
   * only with it. Resolves to `undefined` when the author chose none.
   */
  pickPicture?: (() => Promise<RichTextPicture | undefined>) | undefined;
}

const { nodes, marks } = richTextSchema;

/** The headings the toolbar offers: levels 2 to 4 (the page has its h1, and a block its own tag). */
const TOOLBAR_HEADINGS = [2, 3, 4].filter((level) => nodes['heading'] !== undefined && level <= 6);

/**
 * A rich-text editor on ProseMirror whose schema is the site sanitiser's allow list: headings,
 * paragraphs, lists, links, bold, italic and pictures, and nothing the sanitiser would strip,
 * typed or pasted. A toolbar (the ARIA toolbar pattern) and keys (Mod+B, Mod+I, Mod+K) format it.
 * The editable element is a multi-line textbox named by `aria-labelledby`.
 */
export function RichTextEditor({
  value,
  onChange,
  pickPicture,
  ...attributes
}: RichTextEditorProps) {
  const noticeId = useId();
  const [linking, setLinking] = useState(false);
  // The editor's window, known once it is mounted: the stored HTML is read in it.
  const [window, setWindow] = useState<HtmlWindow>();
  const drops = useMemo(() => (window ? tagsTheEditorDrops(value, window) : []), [value, window]);
  const describedBy =
    [attributes['aria-describedby'], drops.length > 0 ? noticeId : undefined]
      .filter((part) => part !== undefined)
      .join(' ') || undefined;
  const { mount, view, state } = useRichTextView(
    value,
    onChange,
    () => {
      setLinking(true);
    },
    { ...attributes, 'aria-describedby': describedBy, className: styles.editable },
  );
  const run = (command: Command) => () => {
    if (!view) return;
    command(view.state, view.dispatch);
    view.focus();
  };
  const can = (command: Command) => (current: EditorState) => command(current);
  const buttons: ToolbarButton[] = [];
  const strong = marks['strong'];
  const em = marks['em'];
  if (strong) {
    buttons.push({
      name: 'Bold',
      keys: 'Control+B Meta+B',
      pressed: (current) => markActive(current, strong),
      run: run(toggleMarkOf('strong')),
    });
  }
  if (em) {
    buttons.push({
      name: 'Italic',
      keys: 'Control+I Meta+I',
      pressed: (current) => markActive(current, em),
      run: run(toggleMarkOf('em')),
    });
  }
  if (marks['link']) {
    buttons.push({
      name: 'Link',
      keys: 'Control+K Meta+K',
      pressed: (current) => linkAt(current) !== undefined,
      run: () => {
        setLinking(true);
      },
    });
  }
  const paragraph = nodes['paragraph'];
  if (paragraph) {
    buttons.push({
      name: 'Paragraph',
      pressed: (current) => blockActive(current, paragraph),
      enabled: can(setHeading(undefined)),
      run: run(setHeading(undefined)),
    });
  }
  const heading = nodes['heading'];
  for (const level of heading ? TOOLBAR_HEADINGS : []) {
    buttons.push({
      name: `Heading ${String(level)}`,
      pressed: (current) => heading !== undefined && blockActive(current, heading, { level }),
      enabled: can(setHeading(level)),
      run: run(setHeading(level)),
    });
  }
  for (const [name, type] of [
    ['Bulleted list', nodes['bullet_list']],
    ['Numbered list', nodes['ordered_list']],
  ] as const) {
    if (type === undefined) continue;
    buttons.push({
      name,
      pressed: (current) => listActive(current, type),
      enabled: can(toggleList(type)),
      run: run(toggleList(type)),
    });
  }
  if (pickPicture && nodes['image']) {
    buttons.push({
      name: 'Picture',
      run: () => {
        void pickPicture().then((picture) => {
          if (picture && view) run(insertImage(picture.src, picture.alt))();
        });
      },
    });
  }
  const closeLink = () => {
    setLinking(false);
    view?.focus();
  };
  return (
    <div
      className={styles.editor}
      ref={(element) => {
        setWindow(element?.ownerDocument.defaultView ?? undefined);
      }}
    >
      <RichTextToolbar label="Text formatting" buttons={buttons} state={state} />
      {linking && state && (
        <LinkField
          href={linkAt(state)}
          onApply={(href) => {
            setLinking(false);
            run(setLink(href))();
          }}
          onRemove={() => {
            setLinking(false);
            run(removeLink)();
          }}
          onCancel={closeLink}
        />
      )}
      <div ref={mount} />
      {drops.length > 0 && (
        <p id={noticeId} className={styles.notice}>
          An edit here removes what the editor does not offer ({drops.join(', ')}); their text
          stays.
        </p>
      )}
    </div>
  );
}
