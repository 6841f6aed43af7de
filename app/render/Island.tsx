import { createContext, use, useId, type ReactNode } from 'react';
import type { BindingScope } from './bindingScope';
import type { ViewNode } from '../../shared/viewSchema';

/**
 * An interactive part of a server-rendered page, which the browser hydrates as a React root of
 * its own: a view node with the bindings it reads, or the site's toast region.
 */
export type IslandDescriptor =
  { kind: 'block'; node: ViewNode; scope: BindingScope } | { kind: 'toasts' };

/** The islands of one page, by the id their element carries in `data-island`. */
export type Islands = Record<string, IslandDescriptor>;

/**
 * Server rendering: renders an island as a root of its own (as the browser will hydrate it, so
 * ids made with `useId` agree) and writes it down for the page state. Same id, same promise.
 */
export interface IslandRenderer {
  render(id: string, island: IslandDescriptor): Promise<string>;
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

interface IslandProps {
  /** Called on the server only: what the browser needs to render the island again. */
  describe: () => IslandDescriptor;
  children: ReactNode;
}

/**
 * On the server, an element holding the island's own render, for the browser to hydrate.
 * Anywhere else (the island's root in the browser, a page rendered in the browser only, a
 * test) its children as they are.
 */
export function Island({ describe, children }: IslandProps): ReactNode {
  const renderer = use(IslandRendererContext);
  // React's id for this place in the page: the same however often a render is retried.
  const id = useId();
  if (!renderer) return children;
  const html = use(renderer.render(id, describe()));
  return (
    <div
      data-island={id}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
