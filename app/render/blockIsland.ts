import type { BindingScope } from './bindingScope';
import { collectMediaKeys } from './bindings';
import type { ViewNode } from '../../shared/viewSchema';
import type { IslandDescriptor } from './Island';

/**
 * A block island: the node and the bindings it renders with. Of the page's images it keeps the
 * ones the node names, so the page state carries each binding once, where it is read.
 */
export function blockIsland(node: ViewNode, scope: BindingScope): IslandDescriptor {
  const { cmsMedia, ...rest } = scope;
  if (!cmsMedia) return { kind: 'block', node, scope: rest };
  const named = collectMediaKeys(node).filter((key) => Object.hasOwn(cmsMedia, key));
  return {
    kind: 'block',
    node,
    scope: { ...rest, cmsMedia: Object.fromEntries(named.map((key) => [key, cmsMedia[key]])) },
  };
}
