/**
 * What the rich-text toolbar and keys do, as ProseMirror commands over the schema, and what they
 * show as pressed.
 */
import { setBlockType, toggleMark } from 'prosemirror-commands';
import type { Attrs, MarkType, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import type { Command, EditorState } from 'prosemirror-state';
import { richTextSchema } from './richTextSchema';

const { nodes, marks } = richTextSchema;

/** Whether the selection is in `type` (or, empty, would type in it). */
export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) !== undefined;
  return state.doc.rangeHasMark(from, to, type);
}

/** Whether the selection's text block is `type` with `attrs`. */
export function blockActive(state: EditorState, type: NodeType, attrs: Attrs = {}): boolean {
  const { $from, $to } = state.selection;
  const parent = $from.parent;
  return (
    $from.sameParent($to) &&
    parent.type === type &&
    Object.entries(attrs).every(([name, value]) => parent.attrs[name] === value)
  );
}

/** The innermost list the selection is in, if any. */
function listAround(state: EditorState): NodeType | undefined {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const type = $from.node(depth).type;
    if (type === nodes['bullet_list'] || type === nodes['ordered_list']) return type;
  }
  return undefined;
}

/** Whether the selection is in a list of `type`. */
export function listActive(state: EditorState, type: NodeType): boolean {
  return listAround(state) === type;
}

/** A list of `type` on and off: out of it when in one, else into one (a list of another kind becomes this kind). */
export function toggleList(type: NodeType): Command {
  const item = nodes['list_item'];
  return (state, dispatch) => {
    if (item === undefined) return false;
    const around = listAround(state);
    if (around === type) return liftListItem(item)(state, dispatch);
    if (around !== undefined) {
      const { $from, $to } = state.selection;
      const range = $from.blockRange($to, (node) => node.type === around);
      if (range === null) return false;
      if (dispatch) dispatch(state.tr.setNodeMarkup(range.start - 1, type));
      return true;
    }
    return wrapInList(type)(state, dispatch);
  };
}

/** A paragraph, or a heading of `level`. */
export function setHeading(level: number | undefined): Command {
  const paragraph = nodes['paragraph'];
  const heading = nodes['heading'];
  if (level === undefined) return paragraph ? setBlockType(paragraph) : () => false;
  return heading ? setBlockType(heading, { level }) : () => false;
}

/** The link mark's range around an empty selection (the whole link the caret is in), else the selection. */
function linkRange(state: EditorState, link: MarkType): { from: number; to: number } {
  const { from, to, empty, $from } = state.selection;
  const mark = empty ? link.isInSet($from.marks()) : undefined;
  if (mark === undefined) return { from, to };
  // The runs of children carrying this very link, in the caret's text block.
  const parentStart = $from.start();
  let run: { from: number; to: number } | undefined;
  let found: { from: number; to: number } | undefined;
  $from.parent.forEach((child, offset) => {
    const childFrom = parentStart + offset;
    const childTo = childFrom + child.nodeSize;
    if (mark.isInSet(child.marks)) {
      run =
        run?.to === childFrom ? { from: run.from, to: childTo } : { from: childFrom, to: childTo };
      if (run.from <= from && run.to >= from) found = run;
    } else {
      run = undefined;
    }
  });
  return found ?? { from, to };
}

/** The href of the link the selection is in, if any. */
export function linkAt(state: EditorState): string | undefined {
  const link = marks['link'];
  if (link === undefined) return undefined;
  const { $from, empty, from, to } = state.selection;
  let found = empty ? link.isInSet($from.marks()) : undefined;
  if (!empty) {
    state.doc.nodesBetween(from, to, (node) => {
      found ??= link.isInSet(node.marks);
    });
  }
  const href: unknown = found?.attrs['href'];
  return typeof href === 'string' ? href : undefined;
}

/**
 * Links the selection (or the link the caret is in) to `href`; with nothing selected and no link
 * there, inserts the address itself as linked text.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const link = marks['link'];
    if (link === undefined) return false;
    const { from, to } = linkRange(state, link);
    if (dispatch) {
      const mark = link.create({ href });
      const tr =
        from === to
          ? state.tr.insert(from, richTextSchema.text(href, [mark]))
          : state.tr.removeMark(from, to, link).addMark(from, to, mark);
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** Removes the link the selection is in (or the links in it). */
export const removeLink: Command = (state, dispatch) => {
  const link = marks['link'];
  if (link === undefined) return false;
  const { from, to } = linkRange(state, link);
  if (from === to) return false;
  if (dispatch) dispatch(state.tr.removeMark(from, to, link));
  return true;
};

/** Inserts a picture at the selection. */
export function insertImage(src: string, alt: string): Command {
  return (state, dispatch) => {
    const image = nodes['image'];
    if (image === undefined) return false;
    if (dispatch)
      dispatch(state.tr.replaceSelectionWith(image.create({ src, alt })).scrollIntoView());
    return true;
  };
}

/** Bold and italic, when the schema has them. */
export function toggleMarkOf(name: 'strong' | 'em'): Command {
  const type = marks[name];
  return type ? toggleMark(type) : () => false;
}
