import { contractOf } from '../../shared/blocks/catalog';
import type { ViewNode } from '../../shared/viewNode';
import { checkViews } from '../checkViews';
import type { ProblemSink } from './contentProblem';

/** One thing wrong with a node's props, at the prop a property panel shows it by. */
export interface PropProblem {
  /** The prop; `undefined` for the node as a whole. */
  prop: string | undefined;
  message: string;
  /**
   * `error`: `content:check` refuses a view with it; `warning`: the block shows a fallback
   * instead, and the view is still published.
   */
  severity: 'error' | 'warning';
}

/** A placed block: its regions, if any, are not looked at. */
type NodeToCheck = Pick<ViewNode, 'type' | 'id'> & { props?: Readonly<Record<string, unknown>> };

/** Where a node stands in the one-node view it is checked in. */
const PROPS_AT = ['nodes', 0, 'props'] as const;

/**
 * The props a problem at `field` is about. One at the props themselves is a missing required
 * prop, about each prop that would supply it.
 */
function propsAt(
  node: NodeToCheck,
  field: readonly PropertyKey[] | string,
): (string | undefined)[] {
  if (typeof field === 'string') return [undefined];
  const prop = field[PROPS_AT.length];
  if (typeof prop === 'string') return [prop];
  return [...(contractOf(node.type)?.required?.anyOf ?? [undefined])];
}

/**
 * Checks one placed block's props as `content:check` checks them in a view, with its messages:
 * the props its block cannot render without, values outside a prop's options (a warning: the
 * block shows its fallback), a section's seed components. What needs the rest of the view or the
 * documents (a second h1, what `{!cmsMedia.…}` names) is not checked, nor are the node's regions.
 * Runs in the browser, as an author types.
 */
export function checkNodeProps(node: NodeToCheck): PropProblem[] {
  const found: PropProblem[] = [];
  const report =
    (severity: PropProblem['severity']) =>
    (_file: string, field: readonly PropertyKey[] | string, message: string) => {
      for (const prop of propsAt(node, field)) found.push({ prop, message, severity });
    };
  const problems: ProblemSink = { add: report('error'), warn: report('warning') };
  const alone: ViewNode = { type: node.type, id: node.id, props: { ...node.props } };
  checkViews(
    {
      views: [
        { file: 'node', value: { id: 'node', route: '/node', title: 'node', nodes: [alone] } },
      ],
    },
    problems,
  );
  return found;
}
