import { useEffect, useEffectEvent, useRef } from 'react';

interface AutoCloseOptions {
  /** Total time on screen before `onElapsed`, in ms. */
  durationMs: number;
  /** False for sticky or closing toasts: no timer runs. */
  enabled: boolean;
  /** True while the toast is hovered or holds focus. */
  paused: boolean;
  onElapsed: () => void;
}

/**
 * Calls `onElapsed` once the toast has been visible and unpaused for `durationMs` in total.
 * A pause keeps the time already spent: on resume the timer runs for the remaining time, not the
 * whole duration again, so a toast a pointer merely crosses does not linger twice as long.
 */
export function useAutoClose({ durationMs, enabled, paused, onElapsed }: AutoCloseOptions): void {
  const remaining = useRef(durationMs);
  const elapsed = useEffectEvent(onElapsed);

  useEffect(() => {
    if (!enabled || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(elapsed, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [enabled, paused]);
}
