import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockType: string;
  nodeId: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One block that throws while rendering leaves an empty slot; the rest of the page renders. */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(
      `Block "${this.props.blockType}" (${this.props.nodeId}) failed to render: ${error.message}`,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
