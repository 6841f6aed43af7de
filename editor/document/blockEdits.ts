import { current, isDraft } from 'immer';
import type { View, ViewNode } from '../../shared/viewSchema';
import {
  idsIn,
  insertedAt,
  listAt,
  locateBlock,
  without,
  writeList,
  type BlockLocation,
} from './blockTree';
import { UNPATCHABLE_KEYS } from './history';

/** Makes a node id no view has yet. */
export type MakeId = () => string;

/** A fresh id for each call (read when called, so tests and Node can stand in their own). */
export const randomId: MakeId = () => crypto.randomUUID();

/**
 * A deep copy of the node and everything in its regions, each node with an id of `makeId`, the
 * node's first and then the others in outline order. The props are cloned too: nothing of the
 * copy is shared with the node, so an edit made in place on one never shows in the other.
 */
export function copyWithFreshIds(node: ViewNode, makeId: MakeId = randomId): ViewNode {
  const source = isDraft(node) ? current(node) : node;
  const copy: ViewNode = { ...source, id: makeId() };
  if (source.props) copy.props = structuredClone(source.props);
  if (source.regions) {
    copy.regions = Object.fromEntries(
      Object.entries(source.regions).map(([name, children]) => [
        name,
        children.map((child) => copyWithFreshIds(child, makeId)),
      ]),
    );
  }
  return copy;
}

/** Removes the block with this id and everything in its regions; false for an unknown id. */
export function removeBlock(view: View, id: string): boolean {
  const block = locateBlock(view, id);
  if (!block) return false;
  const { siblings, location, parent } = block;
  writeList(view, parent, location.region, without(siblings, location.index));
  return true;
}

/** The node's ids are each its own and none is the view's already (a view's ids are unique). */
function hasOnlyNewIds(view: View, node: ViewNode): boolean {
  const ids = idsIn([node]);
  const taken = new Set(idsIn(view.nodes));
  return new Set(ids).size === ids.length && ids.every((id) => !taken.has(id));
}

/**
 * Puts a copy of the block (see `copyWithFreshIds`) just after it, in place. Gives the copy's id,
 * or `undefined`, changing nothing, for an unknown id or ids of `makeId` the view already has.
 */
export function duplicateBlock(
  view: View,
  id: string,
  makeId: MakeId = randomId,
): string | undefined {
  const block = locateBlock(view, id);
  if (!block) return undefined;
  const { node, siblings, location, parent } = block;
  const copy = copyWithFreshIds(node, makeId);
  if (!hasOnlyNewIds(view, copy)) return undefined;
  writeList(view, parent, location.region, insertedAt(siblings, location.index + 1, copy));
  return copy.id;
}

/**
 * Puts the node at the location, in place; a region the parent does not have yet is made. Gives
 * false, changing nothing, for an unknown parent, an index past the end of the list, or a node
 * (or a node in its regions) whose id the view already has.
 */
export function insertBlock(view: View, location: BlockLocation, node: ViewNode): boolean {
  const list = listAt(view, location);
  const { index } = location;
  if (!list || !Number.isInteger(index) || index < 0 || index > list.nodes.length) return false;
  if (!hasOnlyNewIds(view, node)) return false;
  writeList(view, list.parent, location.region, insertedAt(list.nodes, index, node));
  return true;
}

/**
 * Sets one prop of the node with this id, in place; `undefined` removes it. Gives false,
 * changing nothing, for an unknown id, a value the prop already has, removing a prop the node
 * does not have, or a name that reaches the props' prototype (which no undo could patch).
 */
export function setProp(view: View, id: string, prop: string, value: unknown): boolean {
  const node = locateBlock(view, id)?.node;
  if (!node || UNPATCHABLE_KEYS.has(prop)) return false;
  const props = node.props;
  const has = props !== undefined && Object.hasOwn(props, prop);
  if (value === undefined) {
    if (!props || !has) return false;
    return Reflect.deleteProperty(props, prop);
  }
  if (has && Object.is(props[prop], value)) return false;
  (node.props ??= {})[prop] = value;
  return true;
}
