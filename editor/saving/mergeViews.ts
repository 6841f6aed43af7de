import { produce } from 'immer';
import type { View } from '../../shared/viewSchema';
import { blockNameOf } from '../document/blockNames';
import { findBlock, outlineOf } from '../document/blockTree';

/** A field both the author and someone else changed, each to another value. */
export interface FieldConflict {
  /** The block's id; `null` for the page's blocks as a whole (both moved, added or removed). */
  id: string | null;
  /** The prop; `null` with `id` null. */
  prop: string | null;
  /** "Text Block: Our Mission › text", for the dialog. */
  label: string;
  mine: unknown;
  theirs: unknown;
}

export interface Merge {
  /** Theirs, with every change of mine that does not overlap one of theirs. */
  merged: View;
  /** Where both changed the same thing: theirs is in `merged` until the author chooses. */
  conflicts: FieldConflict[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where every block is: its id, its parent, its region and its index, in reading order. */
const structureOf = (view: View) =>
  JSON.stringify(
    outlineOf(view).map(({ node, location }) => [
      node.id,
      node.type,
      location.parentId,
      location.region,
      location.index,
    ]),
  );

/** The page's own fields (title, route, the rest but its blocks). */
const pageFieldsOf = (view: View) => {
  const { nodes: _nodes, ...fields } = view;
  return fields as Record<string, unknown>;
};

/**
 * A three-way merge of a page: `base` as the author last saved it (or opened it), `mine` as the
 * author has it now, `theirs` as someone else saved it since. Each prop of each block (and each
 * field of the page) takes the side that changed it; both changing it alike is no conflict.
 * Blocks moved, added or removed on one side only keep that side's places; on both sides, the page
 * as a whole is one conflict.
 */
export function mergeViews(base: View, mine: View, theirs: View): Merge {
  const conflicts: FieldConflict[] = [];
  const mineMoved = structureOf(mine) !== structureOf(base);
  const theirsMoved = structureOf(theirs) !== structureOf(base);
  if (mineMoved && theirsMoved && structureOf(mine) !== structureOf(theirs)) {
    return {
      merged: theirs,
      conflicts: [
        {
          id: null,
          prop: null,
          label: "The page's blocks (added, moved or removed)",
          mine,
          theirs,
        },
      ],
    };
  }
  // The places come from the side that changed them; the props are merged into them.
  const placed = mineMoved ? mine : theirs;
  const merged = produce(placed, (draft) => {
    for (const key of new Set([
      ...Object.keys(pageFieldsOf(mine)),
      ...Object.keys(pageFieldsOf(theirs)),
    ])) {
      const value = pick(
        pageFieldsOf(base)[key],
        pageFieldsOf(mine)[key],
        pageFieldsOf(theirs)[key],
      );
      if (value.conflict) {
        conflicts.push({
          id: null,
          prop: key,
          label: `The page's ${key}`,
          mine: pageFieldsOf(mine)[key],
          theirs: pageFieldsOf(theirs)[key],
        });
      }
      if (value.value === undefined) Reflect.deleteProperty(draft, key);
      else (draft as unknown as Record<string, unknown>)[key] = value.value;
    }
    for (const { node } of outlineOf(draft)) {
      const sides = [base, mine, theirs].map((view) => findBlock(view, node.id)?.props ?? {});
      const [baseProps = {}, myProps = {}, theirProps = {}] = sides;
      const keys = new Set([...Object.keys(myProps), ...Object.keys(theirProps)]);
      const props: Record<string, unknown> = {};
      for (const key of keys) {
        const value = pick(baseProps[key], myProps[key], theirProps[key]);
        if (value.conflict) {
          const block = findBlock(theirs, node.id) ?? node;
          conflicts.push({
            id: node.id,
            prop: key,
            label: `${blockNameOf(block)} › ${key}`,
            mine: myProps[key],
            theirs: theirProps[key],
          });
        }
        if (value.value !== undefined) props[key] = value.value;
      }
      if (node.props !== undefined || Object.keys(props).length > 0) node.props = props;
    }
  });
  return { merged, conflicts };
}

/** One field's merge: the side that changed it, and whether both did, each its own way. */
function pick(
  base: unknown,
  mine: unknown,
  theirs: unknown,
): { value: unknown; conflict: boolean } {
  if (same(mine, base) || same(mine, theirs)) return { value: theirs, conflict: false };
  if (same(theirs, base)) return { value: mine, conflict: false };
  return { value: theirs, conflict: true };
}

/** The merge with the author's choices: each conflict's field set to mine where chosen. */
export function withChoices(merge: Merge, keepMine: ReadonlySet<number>): View {
  const whole = merge.conflicts.findIndex(
    (conflict) => conflict.id === null && conflict.prop === null,
  );
  if (whole !== -1)
    return keepMine.has(whole) ? (merge.conflicts[whole]?.mine as View) : merge.merged;
  return produce(merge.merged, (draft) => {
    merge.conflicts.forEach((conflict, index) => {
      if (!keepMine.has(index) || conflict.prop === null) return;
      const target =
        conflict.id === null
          ? (draft as unknown as Record<string, unknown>)
          : (findBlock(draft, conflict.id)?.props ?? undefined);
      if (!target) return;
      if (conflict.mine === undefined) Reflect.deleteProperty(target, conflict.prop);
      else target[conflict.prop] = conflict.mine;
    });
  });
}
