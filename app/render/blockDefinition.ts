import type { ComponentType, ReactNode } from 'react';
import type { BindingScope } from './bindingScope';
import type { ViewNode } from '../../shared/viewNode';

/** What the view renderer hands a block: its parsed props and a way to render its regions. */
export interface BlockProps<P> {
  /** The node's id in the view JSON. */
  id: string;
  /** Props after binding resolution and `parse` (normalisers applied). */
  props: P;
  /**
   * Renders the named child region of this node. `scope` adds binding data for the children,
   * e.g. `{ Item: record }` for a repeater's template. An unknown or empty region renders
   * `seeds` (a column's seed components, their ids put under this node's), else nothing.
   */
  renderRegion: (
    name: string,
    scope?: Partial<BindingScope>,
    seeds?: readonly ViewNode[],
  ) => ReactNode;
  /** Names of the regions this node has in the view JSON, in order. */
  regionNames: readonly string[];
  /**
   * An interactive block's copy language when a translation left its copy in another than the
   * page's (`en-US`): the block marks its copy with it, and its site words (controls, status
   * messages) stay in the page's language. Other blocks are wrapped in an element with `lang`.
   */
  copyLang?: string | undefined;
}

/** A page-builder block as the renderer runs it: its contract's names with its parse and component. */
export interface BlockDefinition<P> {
  /** The block's type name in view JSON, e.g. `textBlock`. */
  type: string;
  /** The name site builders see in the blocks gallery. */
  label: string;
  /** Normalises raw (binding-resolved) props; never throws: invalid values take the spec's fallbacks. */
  parse: (raw: Readonly<Record<string, unknown>>) => P;
  component: ComponentType<BlockProps<P>>;
  /**
   * True for blocks that respond to the visitor (timers, buttons, paging). A server-rendered page
   * hydrates only these in the browser; every other block stays the server's HTML.
   */
  interactive?: true;
}
