import { current, isDraft } from 'immer';
import type { View, ViewNode } from '../../shared/viewSchema';
import { regionOrder } from './blockRegions';

/** Where a block sits in a view. */
export interface BlockLocation {
  /** The id of the node whose region holds the block; `null` at the view's top level (`nodes`). */
  parentId: string | null;
  /** The name of that node's region (`col1`, `default`); `null` at the view's top level. */
  region: string | null;
  /** The block's place in its list, from 0. */
  index: number;
}

/** A block found in a view, with its depth and what an edit of its place needs. */
export interface LocatedBlock {
  node: ViewNode;
  location: BlockLocation;
  /** 1 for a block at the view's top level, 2 for a block in one of its regions, and so on. */
  level: number;
  /** The list that holds it: the view's `nodes` or its parent's region (the array itself). */
  siblings: ViewNode[];
  /** The node whose region holds it; `undefined` at the top level. */
  parent: ViewNode | undefined;
}

/** The location of the view's top level, at `index`. */
export function topLevelAt(index: number): BlockLocation {
  return { parentId: null, region: null, index };
}

/** The names of a node's regions in some order: their key order, or the layout's. */
type RegionNames = (node: ViewNode) => readonly string[];

const keyOrder: RegionNames = (node) => Object.keys(node.regions ?? {});

/**
 * Every block of the nodes and their regions, depth first, a node before its regions and the
 * regions in the order `regionsOf` gives.
 */
function* walkNodes(
  nodes: ViewNode[],
  parent: ViewNode | undefined,
  region: string | null,
  level: number,
  regionsOf: RegionNames,
): Generator<LocatedBlock, void, undefined> {
  for (const [index, node] of nodes.entries()) {
    const location = { parentId: parent?.id ?? null, region, index };
    yield { node, location, siblings: nodes, parent, level };
    for (const name of regionsOf(node)) {
      const children = node.regions?.[name];
      if (children) yield* walkNodes(children, node, name, level + 1, regionsOf);
    }
  }
}

/** The view's blocks depth first, regions in key order, lazily, so a search can stop early.
 * @internal Exported for its tests.
 */
export function walkBlocks(view: View): Generator<LocatedBlock, void, undefined> {
  return walkNodes(view.nodes, undefined, null, 1, keyOrder);
}

/**
 * The view's blocks in outline order, each with its level, parent and region: depth first, a
 * block before its regions, the regions in the order it lays them out (`regionOrder`: a
 * section's columns left to right), the order a reader meets them.
 */
export function outlineOf(view: View): LocatedBlock[] {
  return [...walkNodes(view.nodes, undefined, null, 1, regionOrder)];
}

/** One step down to a block: the region of the node above (none at the top level), the index. */
interface Step {
  region: string | null;
  index: number;
}

/** The steps from `nodes` to the block with this id, searched as `walkBlocks` has them. */
function stepsTo(
  nodes: readonly ViewNode[],
  id: string,
  region: string | null,
): Step[] | undefined {
  for (const [index, node] of nodes.entries()) {
    if (node.id === id) return [{ region, index }];
    for (const [name, children] of Object.entries(node.regions ?? {})) {
      const rest = stepsTo(children, id, name);
      if (rest) return [{ region, index }, ...rest];
    }
  }
  return undefined;
}

/**
 * The block with this id, where it sits, and its list; `undefined` when the view has none. In an
 * edit the view is an immer draft, where each node a search read would become a draft of its
 * own: the search reads the draft's plain copy, and only the nodes on the way to the block are
 * read in the draft.
 */
export function locateBlock(view: View, id: string): LocatedBlock | undefined {
  const steps = stepsTo(isDraft(view) ? current(view).nodes : view.nodes, id, null);
  if (!steps) return undefined;
  let siblings = view.nodes;
  let parent: ViewNode | undefined;
  for (const [depth, { region, index }] of steps.entries()) {
    if (parent) siblings = parent.regions?.[region ?? ''] ?? [];
    const node = siblings[index];
    if (!node) return undefined;
    if (depth === steps.length - 1) {
      const location = { parentId: parent?.id ?? null, region, index };
      return { node, location, siblings, parent, level: depth + 1 };
    }
    parent = node;
  }
  return undefined;
}

/** The node with this id, or `undefined`. */
export function findBlock(view: View, id: string): ViewNode | undefined {
  return locateBlock(view, id)?.node;
}

/** The ids of every node in these nodes and their regions, at any depth. */
export function idsIn(nodes: readonly ViewNode[]): string[] {
  return nodes.flatMap((node) => [
    node.id,
    ...Object.values(node.regions ?? {}).flatMap((children) => idsIn(children)),
  ]);
}

/**
 * The list a location points into, and the block that holds it: the view's `nodes`, or the
 * parent's region (`[]` for a region it does not have yet: an empty column of a section has no
 * key until a block is put in it). `undefined` for an unknown parent or a location that mixes
 * the top level and a region.
 */
export function listAt(
  view: View,
  { parentId, region }: Pick<BlockLocation, 'parentId' | 'region'>,
): { parent: ViewNode | undefined; nodes: ViewNode[] } | undefined {
  if (parentId === null) {
    return region === null ? { parent: undefined, nodes: view.nodes } : undefined;
  }
  const parent = findBlock(view, parentId);
  if (!parent || region === null) return undefined;
  return { parent, nodes: parent.regions?.[region] ?? [] };
}

/** The list without its item at `index`. */
export function without(nodes: readonly ViewNode[], index: number): ViewNode[] {
  return [...nodes.slice(0, index), ...nodes.slice(index + 1)];
}

/** The list with `node` put in at `index`. */
export function insertedAt(nodes: readonly ViewNode[], index: number, node: ViewNode): ViewNode[] {
  return [...nodes.slice(0, index), node, ...nodes.slice(index)];
}

/**
 * Puts a new list in the place of the view's nodes (no parent) or of the parent's region. The
 * edits write lists this way, of the blocks (or their drafts) they keep: immer then records one
 * patch holding the view's own blocks, where a splice of a draft's list gives one per block
 * after the place it changed.
 */
export function writeList(
  view: View,
  parent: ViewNode | undefined,
  region: string | null,
  nodes: ViewNode[],
): void {
  if (!parent) {
    view.nodes = nodes;
    return;
  }
  if (region === null) throw new Error(`writeList: a region of ${parent.id} is needed`);
  (parent.regions ??= {})[region] = nodes;
}
