import { useEffect, useState, useSyncExternalStore } from 'react';
import { activeContainer, registerContainer, subscribeContainers } from './containerRegistry';

/**
 * True when this container is the one in charge (the first mounted of those still mounted). On
 * the server, and while hydrating what it rendered, a container takes charge: the page's HTML has
 * the toast region before any script runs.
 */
export function useSingleContainer(): boolean {
  const [token] = useState(() => Symbol('toast-container'));
  useEffect(() => registerContainer(token), [token]);
  const active = useSyncExternalStore(subscribeContainers, activeContainer, () => token);
  return active === token;
}
