import { produce, type Patch } from 'immer';

/**
 * One step of the page's history: what an author did, as immer's patches of the view (forward,
 * to redo it) and their inverse (to undo it), never as copies of the view.
 */
export interface HistoryStep {
  patches: Patch[];
  inversePatches: Patch[];
  /** The step as the author would name it, for an undo button's title: `Move Text Block up`. */
  label: string;
}

/** Steps kept to undo: beyond it the oldest is dropped.
 * @internal Exported for its tests.
 */
export const HISTORY_LIMIT = 1000;

/** The steps with this one last, the oldest dropped beyond `limit`. */
export function withStep(
  steps: readonly HistoryStep[],
  step: HistoryStep,
  limit: number = HISTORY_LIMIT,
): HistoryStep[] {
  return [...steps.slice(Math.max(0, steps.length + 1 - limit)), step];
}

function samePath(a: Patch, b: Patch): boolean {
  return a.path.length === b.path.length && a.path.every((key, index) => key === b.path[index]);
}

/**
 * The one patch that does what `first` then `then` do, when there is one: a later `replace`
 * overrides an earlier `replace` or `add` of the same path (the add stays an add, with the later
 * value), and a later `remove` an earlier `replace`. Other pairs keep both patches.
 */
function combinePatches(first: Patch, then: Patch): Patch | undefined {
  if (!samePath(first, then)) return undefined;
  if (then.op === 'replace' && (first.op === 'replace' || first.op === 'add')) {
    const value: unknown = then.value;
    return { ...first, value };
  }
  if (then.op === 'remove' && first.op === 'replace') return then;
  return undefined;
}

/** Patches that do what `first` then `then` do, the patches where they meet combined. */
function concatPatches(first: readonly Patch[], then: readonly Patch[]): Patch[] {
  const merged = [...first];
  for (const patch of then) {
    const last = merged.at(-1);
    const combined = last && combinePatches(last, patch);
    if (combined) merged[merged.length - 1] = combined;
    else merged.push(patch);
  }
  return merged;
}

/**
 * One step doing what `earlier` then `later` do: typing into a prop is one step however many
 * keys it took, and its undo gives back the value from before the first. A keystroke's patch and
 * the one before it at the same path become one, so the step stays a patch or two long.
 */
export function mergeSteps(earlier: HistoryStep, later: HistoryStep): HistoryStep {
  return {
    patches: concatPatches(earlier.patches, later.patches),
    inversePatches: concatPatches(later.inversePatches, earlier.inversePatches),
    label: earlier.label,
  };
}

/** What the path names inside `container`, or `undefined`. */
function childAt(container: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
    container,
  );
}

/** Keys immer refuses to patch, as they reach an object's prototype rather than a field of it. */
export const UNPATCHABLE_KEYS: ReadonlySet<string | number> = new Set(['__proto__', 'constructor']);

/** One patch, on a draft: as immer's `applyPatches` applies it, without cloning its value. */
function applyPatch(draft: object, { op, path, value }: Patch): void {
  const key = path.at(-1);
  const target = childAt(draft, path.slice(0, -1));
  if (path.some((step) => UNPATCHABLE_KEYS.has(step))) {
    throw new Error(`history: ${path.join('/')} reaches a prototype`);
  }
  if (key === undefined || typeof target !== 'object' || target === null) {
    throw new Error(`history: the view has no ${path.join('/')} to patch`);
  }
  const given: unknown = value;
  if (Array.isArray(target)) {
    const index = Number(key);
    if (op === 'add') target.splice(index, 0, given);
    else if (op === 'remove') target.splice(index, 1);
    else target[index] = given;
  } else if (op === 'remove') {
    Reflect.deleteProperty(target, key);
  } else {
    Reflect.set(target, key, given);
  }
}

/**
 * The patches applied to `base`, as immer's `applyPatches` would, except that a patch's value is
 * put in place as it is, not as a deep copy. A step's values are the view's own blocks (one
 * removed, one moved), so an undo or a redo gives back the very objects the view had, and a
 * memoised block skips its render. immer copies them in case the value is changed afterwards;
 * here nothing is ever changed in place: each write goes to `produce`'s copy of what it changes.
 */
export function applySharedPatches<T extends object>(base: T, patches: readonly Patch[]): T {
  return produce(base, (draft) => {
    for (const patch of patches) applyPatch(draft, patch);
  });
}

/**
 * The ops that turn one list into the other: the items between their common start and their
 * common end (the same objects) removed, and the other's put in. A list an edit rewrote (see
 * `writeList`) thus costs the blocks that moved, not the list.
 */
function listPatches(
  path: Patch['path'],
  from: readonly unknown[],
  to: readonly unknown[],
): Patch[] {
  let start = 0;
  while (start < from.length && start < to.length && Object.is(from[start], to[start])) start++;
  let end = 0;
  while (
    end < from.length - start &&
    end < to.length - start &&
    Object.is(from[from.length - 1 - end], to[to.length - 1 - end])
  ) {
    end++;
  }
  const removals = Array.from({ length: from.length - end - start }, () => ({
    op: 'remove' as const,
    path: [...path, start],
  }));
  const additions = to.slice(start, to.length - end).map((value, offset) => ({
    op: 'add' as const,
    path: [...path, start + offset],
    value,
  }));
  return [...removals, ...additions];
}

/**
 * The patches, as applied to `base`, with each `replace` of a list by a list written as the
 * removals and additions that differ (see `listPatches`). immer replaces a list whole when an
 * edit assigns it: serialised (Redux DevTools, a saved history) such a step would be the list
 * and every block in it, a copy of the page for an edit at its top level.
 */
export function compactPatches(base: object, patches: readonly Patch[]): Patch[] {
  let current = base;
  const compacted: Patch[] = [];
  for (const [index, patch] of patches.entries()) {
    const replaced: unknown = patch.op === 'replace' ? childAt(current, patch.path) : undefined;
    const value: unknown = patch.value;
    compacted.push(
      ...(Array.isArray(replaced) && Array.isArray(value)
        ? listPatches(patch.path, replaced, value)
        : [patch]),
    );
    if (index < patches.length - 1) current = applySharedPatches(current, [patch]);
  }
  return compacted;
}

/**
 * Whether every step undoes from `view` back to the first and redoes from it to the last
 * without a patch missing its place: steps read back from the browser's storage are trusted only
 * so far. A patch of a step kept for another view usually fails here; the rest is the revision's
 * check (`openKeptHistory`).
 */
export function stepsApplyTo(
  view: object,
  past: readonly HistoryStep[],
  future: readonly HistoryStep[],
): boolean {
  try {
    past.reduceRight((at, step) => applySharedPatches(at, step.inversePatches), view);
    future.reduceRight((at, step) => applySharedPatches(at, step.patches), view);
    return true;
  } catch {
    return false;
  }
}
