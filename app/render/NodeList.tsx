import { createContext, memo, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { BlockDefinition } from './blockDefinition';
import type { BindingScope } from './bindingScope';
import { collectMediaKeys, resolveBindings } from './bindings';
import { seedsUnder } from './seedComponents';
import type { ViewNode } from '../../shared/viewNode';
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { blockIsland } from './blockIsland';
import { Island } from './Island';

/** The blocks a view may place, by type name. */
export type BlockRegistry = ReadonlyMap<string, BlockDefinition<unknown>>;

export const BlockRegistryContext = createContext<BlockRegistry>(new Map());

interface NodeListProps {
  nodes: readonly ViewNode[];
  scope: BindingScope;
}

export function NodeList({ nodes, scope }: NodeListProps): ReactNode {
  return nodes.map((node) => <NodeBlock key={node.id} node={node} scope={scope} />);
}

interface NodeBlockProps {
  node: ViewNode;
  scope: BindingScope;
}

/** The page's images a node and its regions name, as they are in `scope`. */
const namedImages = ({ node, scope }: NodeBlockProps) =>
  JSON.stringify(collectMediaKeys(node).map((key) => scope.cmsMedia?.[key]));

/**
 * Whether a node would render as it did: the same node object (the editor's canvas keeps the
 * unchanged ones) and the same bindings, of the page's images those it names. A node whose
 * bindings are alike is not rendered again, nor anything under it (its regions' nodes are named
 * in it).
 */
const rendersAlike = (a: NodeBlockProps, b: NodeBlockProps) =>
  a.node === b.node &&
  (a.scope === b.scope ||
    (Object.keys({ ...a.scope, ...b.scope }).every(
      (context) => context === 'cmsMedia' || a.scope[context] === b.scope[context],
    ) &&
      namedImages(a) === namedImages(b)));

const NodeBlock = memo(function NodeBlock({ node, scope }: NodeBlockProps): ReactNode {
  const registry = useContext(BlockRegistryContext);
  const definition = registry.get(node.type);
  const props = useMemo(
    () => definition?.parse(resolveBindings(node.props ?? {}, scope) as Record<string, unknown>),
    [definition, node.props, scope],
  );
  const renderRegion = useCallback(
    (name: string, extra?: Partial<BindingScope>, seeds?: readonly ViewNode[]) => {
      const placed = node.regions?.[name] ?? [];
      const nodes = placed.length === 0 && seeds ? seedsUnder(node.id, seeds) : placed;
      return <NodeList nodes={nodes} scope={extra ? { ...scope, ...extra } : scope} />;
    },
    [node.id, node.regions, scope],
  );
  const regionNames = useMemo(() => Object.keys(node.regions ?? {}), [node.regions]);

  if (!definition) {
    console.warn(`Unknown block type "${node.type}" (${node.id}) was not rendered.`);
    return null;
  }
  const Block = definition.component;
  // Copy a translation left in its source language says so (screen readers, search), and a
  // draft's preview outlines it (`.in-language`). An interactive block marks its copy itself:
  // its controls speak the page's language.
  const copyLang = definition.interactive ? node.lang : undefined;
  const rendered = (
    <Block
      id={node.id}
      props={props}
      renderRegion={renderRegion}
      regionNames={regionNames}
      copyLang={copyLang}
    />
  );
  const block = (
    <BlockErrorBoundary blockType={node.type} nodeId={node.id}>
      {node.lang === undefined ? (
        rendered
      ) : (
        <div className="in-language" lang={copyLang ? undefined : node.lang}>
          {rendered}
        </div>
      )}
    </BlockErrorBoundary>
  );
  if (!definition.interactive) return block;
  return <Island describe={() => blockIsland(node, scope)}>{block}</Island>;
}, rendersAlike);
