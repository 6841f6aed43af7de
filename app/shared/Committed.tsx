import { useEffect } from 'react';

/** Calls `onCommit` once React has committed the root it is rendered in; renders nothing. */
export function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
