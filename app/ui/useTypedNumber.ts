import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** The spec's typed-key buffer: digits typed within this many ms of each other form one number. */
const TYPED_KEY_BUFFER_MS = 700;

/**
 * Typed digits as a choice among `count` options (1-based, as they are labelled): "3" picks the
 * third, "1" then "2" within 700 ms the twelfth. A number beyond `count` starts again from the
 * last digit. Returns the `onKeyDown` handler for the options' container.
 */
export function useTypedNumber(
  count: number,
  onChoose: (index: number, event: KeyboardEvent<HTMLElement>) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!/^\d$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, TYPED_KEY_BUFFER_MS);
      const joined = Number(buffer.current + event.key);
      buffer.current = joined >= 1 && joined <= count ? buffer.current + event.key : event.key;
      const choice = Number(buffer.current);
      if (choice >= 1 && choice <= count) {
        event.preventDefault();
        onChoose(choice - 1, event);
      }
    },
    [count, onChoose],
  );
}
