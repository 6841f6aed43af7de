import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import type { Command, Plugin } from 'prosemirror-state';
import { setHeading, toggleMarkOf } from './richTextCommands';
import { richTextSchema } from './richTextSchema';

const { nodes } = richTextSchema;

const never: Command = () => false;

/** A line break in the paragraph (Shift+Enter), as word processors have it. */
const lineBreak: Command = (state, dispatch) => {
  const br = nodes['hard_break'];
  if (br === undefined) return false;
  if (dispatch) dispatch(state.tr.replaceSelectionWith(br.create()).scrollIntoView());
  return true;
};

/**
 * The editor's keys: Mod+B bold, Mod+I italic, Mod+K a link (`onLink` asks for its address),
 * Enter a new list item in a list, Shift+Enter a line break, Mod+] and Mod+[ a list item in and
 * out, Mod+Alt+0 a paragraph and Mod+Alt+1…6 a heading; then ProseMirror's base keys. Tab is
 * left to the browser, so the keyboard can leave the editor.
 */
export function richTextKeys(onLink: () => void): Plugin[] {
  const item = nodes['list_item'];
  const headings = Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`Mod-Alt-${String(level)}`, setHeading(level)]),
  );
  const own = keymap({
    'Mod-b': toggleMarkOf('strong'),
    'Mod-i': toggleMarkOf('em'),
    'Mod-k': () => {
      onLink();
      return true;
    },
    Enter: item ? splitListItem(item) : never,
    'Shift-Enter': chainCommands(exitCode, lineBreak),
    'Mod-]': item ? sinkListItem(item) : never,
    'Mod-[': item ? liftListItem(item) : never,
    'Mod-Alt-0': setHeading(undefined),
    ...headings,
  });
  return [own, keymap(baseKeymap)];
}
