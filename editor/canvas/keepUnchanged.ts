import type { View, ViewNode } from '../../shared/viewSchema';

/** Whether two JSON values (a node's props, as `postMessage` cloned them) are equal throughout. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bValues = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], bValues[key]),
  );
}

/** Whether two nodes' regions hold the same names in order, and in each the same node objects. */
function sameRegions(a: ViewNode['regions'], b: ViewNode['regions']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const names = Object.keys(a);
  if (names.join('\n') !== Object.keys(b).join('\n')) return false;
  return names.every((name) => {
    const before = a[name] ?? [];
    const after = b[name] ?? [];
    return before.length === after.length && before.every((node, index) => node === after[index]);
  });
}

function sameNode(a: ViewNode, b: ViewNode): boolean {
  return (
    a.type === b.type &&
    a.id === b.id &&
    a.lang === b.lang &&
    sameJson(a.props, b.props) &&
    sameRegions(a.regions, b.regions)
  );
}

function byId(nodes: readonly ViewNode[], into = new Map<string, ViewNode>()) {
  for (const node of nodes) {
    into.set(node.id, node);
    for (const region of Object.values(node.regions ?? {})) byId(region, into);
  }
  return into;
}

function keepNodes(nodes: ViewNode[], previous: ReadonlyMap<string, ViewNode>): ViewNode[] {
  return nodes.map((node) => keepNode(node, previous));
}

function keepNode(next: ViewNode, previous: ReadonlyMap<string, ViewNode>): ViewNode {
  const before = previous.get(next.id);
  const regions =
    next.regions &&
    Object.fromEntries(
      Object.entries(next.regions).map(([name, nodes]) => [name, keepNodes(nodes, previous)]),
    );
  const node: ViewNode = regions ? { ...next, regions } : next;
  if (!before) return node;
  if (sameNode(before, node)) return before;
  // Changed, but its props may not be: the block then parses them once, not again.
  return sameJson(before.props, node.props) ? { ...node, props: before.props } : node;
}

/**
 * The view `next` with every node that is deep-equal to the node of its id in `previous` taken
 * from `previous`, the same object, so the canvas draws again only the blocks that changed (and
 * the blocks holding them, whose regions changed). The editor's draft arrives by `postMessage`, a
 * copy each time; without this every node would be new, and every block drawn again.
 */
export function keepUnchanged(previous: View | null, next: View): View {
  if (!previous) return next;
  const nodes = keepNodes(next.nodes, byId(previous.nodes));
  const kept = { ...next, nodes };
  const same =
    nodes.length === previous.nodes.length &&
    nodes.every((node, index) => node === previous.nodes[index]) &&
    sameJson({ ...previous, nodes: null }, { ...kept, nodes: null });
  return same ? previous : kept;
}
