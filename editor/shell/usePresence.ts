import { useEffect, useState } from 'react';
import type { AuthoringClient } from '../api/authoringClient';

/** How often the editor says the page is open: the store keeps a heartbeat for 45 s. */
const HEARTBEAT_MS = 20_000;

/**
 * Says the page is open (a heartbeat in the store, seen by every instance) while it is, and gives
 * the names of the others who have it open.
 */
export function usePresence(client: AuthoringClient, subject: string, me: string): string[] {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    if (subject === '') return undefined;
    let live = true;
    const beat = () => {
      client.heartbeat(subject).then(
        ({ present }) => {
          if (!live) return;
          const names = new Set(present.map((entry) => entry.user).filter((user) => user !== me));
          setOthers([...names].sort());
        },
        () => {
          // An outage: the save state says so; presence waits for the next beat.
        },
      );
    };
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [client, subject, me]);
  return others;
}
