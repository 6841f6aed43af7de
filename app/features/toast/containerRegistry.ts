/**
 * The mounted toast containers, first one in charge: the platform allows one container at a time
 * (MAX_NUM_GLOBAL_TOAST_CONTAINER = 1). Another one renders nothing until the first unmounts.
 */
const containers: symbol[] = [];
const listeners = new Set<() => void>();

const SECOND_CONTAINER_WARNING =
  'ToastContainer: only one toast container can be mounted at a time; this one renders nothing.';

function notify(): void {
  for (const listener of listeners) listener();
}

/** Registers a container; returns its unregister function. Warns when one is already mounted. */
export function registerContainer(token: symbol): () => void {
  if (containers.length > 0) console.warn(SECOND_CONTAINER_WARNING);
  containers.push(token);
  notify();
  return () => {
    const index = containers.indexOf(token);
    if (index >= 0) containers.splice(index, 1);
    notify();
  };
}

export function subscribeContainers(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function activeContainer(): symbol | null {
  return containers[0] ?? null;
}
