import { useEffect, useState, useSyncExternalStore } from 'react';
import { activeContainer, registerContainer, subscribeContainers } from './containerRegistry';

/** True when this container is the one in charge (the first mounted of those still mounted). */
export function useSingleContainer(): boolean {
  const [token] = useState(() => Symbol('toast-container'));
  useEffect(() => registerContainer(token), [token]);
  const active = useSyncExternalStore(subscribeContainers, activeContainer, () => null);
  return active === token;
}
