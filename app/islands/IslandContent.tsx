import type { ReactNode } from 'react';
import { ToastContainer } from '../features/toast/ToastContainer';
import { NodeList } from '../views/NodeView';
import type { IslandDescriptor } from './Island';

/** What an island root renders, on the server and again when the browser hydrates it. */
export function IslandContent({ island }: { island: IslandDescriptor }): ReactNode {
  if (island.kind === 'toasts') return <ToastContainer />;
  return <NodeList nodes={[island.node]} scope={island.scope} />;
}
