import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from '../features/toast/ToastContainer';
import { NodeList } from '../render/NodeList';
import type { IslandDescriptor } from '../render/Island';

interface IslandContentProps {
  island: IslandDescriptor;
  /**
   * The browser: called once React has committed the island. An effect here rather than a
   * sibling component, so the tree (and the ids `useId` makes from it) is the server's.
   */
  onCommit?: () => void;
}

/** What an island root renders, on the server and again when the browser hydrates it. */
export function IslandContent({ island, onCommit }: IslandContentProps): ReactNode {
  useEffect(() => onCommit?.(), [onCommit]);
  if (island.kind === 'toasts') return <ToastContainer />;
  return <NodeList nodes={[island.node]} scope={island.scope} />;
}
