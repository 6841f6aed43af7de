import type { Node } from 'prosemirror-model';
import type { EditorState, Transaction } from 'prosemirror-state';

/**
 * A transaction that turns the editor's document into `next` by replacing only the stretch that
 * differs, so the caret (and a selection outside that stretch) stays where it was: an undo or a
 * merge changes one word, and the author's caret does not jump. `undefined` when nothing differs.
 */
export function syncDocument(state: EditorState, next: Node): Transaction | undefined {
  const current = state.doc;
  const start = current.content.findDiffStart(next.content);
  if (start === null) return undefined;
  const end = current.content.findDiffEnd(next.content);
  let currentEnd = end?.a ?? current.content.size;
  let nextEnd = end?.b ?? next.content.size;
  // Where the stretches overlap (a repeated letter), the end is moved past the start.
  const overlap = start - Math.min(currentEnd, nextEnd);
  if (overlap > 0) {
    currentEnd += overlap;
    nextEnd += overlap;
  }
  return state.tr.replace(start, currentEnd, next.slice(start, nextEnd));
}
