import { applyPatches, enablePatches, type Patch } from 'immer';
import { viewNodeSchema, type ViewNode } from '../../shared/viewNode';
import { viewSchema, type View } from '../../shared/viewSchema';

/**
 * The canvas is sent the whole draft once, then the patches from the view it drew to the next:
 * a keystroke is one patch of one block's props, not a copy of the 500 blocks to clone, check
 * and compare again. Both sides are immer's: patches made here by comparing two views (whatever
 * made the change: an edit, an undo, a merge), applied there with `applyPatches`, which keeps
 * every node it does not touch the same object, so the canvas draws again only what changed.
 */

enablePatches();

type Path = Patch['path'];
type Compare = (patches: Patch[], path: Path, before: unknown, after: unknown) => void;

/** Whether two JSON values are equal throughout (a merge or a reload gives equal copies). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const bValues = b as Record<string, unknown>;
  return aKeys.every(
    (key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], bValues[key]),
  );
}

const asRecord = (value: unknown) => value as Record<string, unknown>;

/** A patch for each key that changed; `deeper` compares the keys it names within. */
function comparePlain(
  patches: Patch[],
  path: Path,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  deeper: (key: string) => Compare | undefined,
): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[key], after[key]];
    if (was === is) continue;
    const at = [...path, key];
    const within = deeper(key);
    if (!Object.hasOwn(after, key)) patches.push({ op: 'remove', path: at });
    else if (!Object.hasOwn(before, key)) patches.push({ op: 'add', path: at, value: is });
    else if (within) within(patches, at, was, is);
    else if (!sameJson(was, is)) patches.push({ op: 'replace', path: at, value: is });
  }
}

const compareNode: Compare = (patches, path, before, after) => {
  const [was, is] = [before as ViewNode, after as ViewNode];
  if (was === is) return;
  if (was.id !== is.id) {
    patches.push({ op: 'replace', path, value: is });
    return;
  }
  comparePlain(patches, path, asRecord(was), asRecord(is), (key) =>
    key === 'regions' ? compareRegions : undefined,
  );
};

const compareRegions: Compare = (patches, path, before, after) => {
  comparePlain(patches, path, asRecord(before), asRecord(after), () => compareList);
};

/**
 * A list of nodes: what is the same at its start and its end is left; between, a node of the same
 * id is compared within, another replaced, and the rest removed or added (a delete is one
 * `remove`, a duplicate one `add`).
 */
const compareList: Compare = (patches, path, before, after) => {
  const [was, is] = [before as readonly ViewNode[], after as readonly ViewNode[]];
  let start = 0;
  while (start < was.length && start < is.length && was[start] === is[start]) start += 1;
  let end = 0;
  while (
    end < was.length - start &&
    end < is.length - start &&
    was[was.length - 1 - end] === is[is.length - 1 - end]
  )
    end += 1;
  const wasMiddle = was.slice(start, was.length - end);
  const isMiddle = is.slice(start, is.length - end);
  const shared = Math.min(wasMiddle.length, isMiddle.length);
  for (let index = 0; index < shared; index += 1) {
    compareNode(patches, [...path, start + index], wasMiddle[index], isMiddle[index]);
  }
  for (let index = shared; index < wasMiddle.length; index += 1) {
    patches.push({ op: 'remove', path: [...path, start + shared] });
  }
  for (let index = shared; index < isMiddle.length; index += 1) {
    patches.push({ op: 'add', path: [...path, start + index], value: isMiddle[index] });
  }
};

/** The patches that make `after` of `before`: none when they are equal. */
export function viewPatches(before: View, after: View): Patch[] {
  const patches: Patch[] = [];
  comparePlain(patches, [], asRecord(before), asRecord(after), (key) =>
    key === 'nodes' ? compareList : undefined,
  );
  return patches;
}

/**
 * The path of the innermost node a patch reaches into (`nodes, 3, regions, col1, 0`), or none
 * when it changes the view's own fields or its list of nodes.
 */
function nodePathOf(path: Path): Path | undefined {
  if (path[0] !== 'nodes' || path.length < 2) return undefined;
  let length = 2;
  while (path[length] === 'regions' && path.length >= length + 3) length += 3;
  return path.slice(0, length);
}

function nodeAt(view: View, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value === null || typeof value !== 'object' ? undefined : asRecord(value)[key],
    view,
  );
}

/**
 * `view` with the editor's patches applied, or undefined when they do not apply or make what is
 * not a view: each node a patch reached into is checked with the view node schema (the rest of
 * the view is the one already checked), a patch of the view's own fields the whole view.
 */
export function patchedView(view: View, patches: readonly Patch[]): View | undefined {
  let next: View;
  try {
    next = applyPatches(view, patches);
  } catch {
    // A path that is not in the view, or that reaches a prototype (immer refuses those).
    return undefined;
  }
  // A node taken out of a list leaves a list of checked nodes: nothing new to check.
  const reached = patches
    .filter(
      (patch) => !(patch.op === 'remove' && nodePathOf(patch.path)?.length === patch.path.length),
    )
    .map((patch) => nodePathOf(patch.path));
  if (reached.includes(undefined)) return viewSchema.safeParse(next).success ? next : undefined;
  const valid = reached.every(
    (path) => path !== undefined && viewNodeSchema.safeParse(nodeAt(next, path)).success,
  );
  return valid ? next : undefined;
}
