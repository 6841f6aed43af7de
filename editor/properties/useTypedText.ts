import { useCallback, useState } from 'react';

interface TypedText<T> {
  text: string;
  /** The value the text stands for: it is shown only while the field still holds that value. */
  of: T;
}

/**
 * The text a field shows for `value`: what the author typed while the value is still the one that
 * text made (or left unchanged, when the text is not a value yet: half-typed JSON), else `value`
 * formatted. So typing is never reformatted under the caret, and an outside change (an undo, a
 * change on the canvas) replaces text typed for a value no longer there.
 */
export function useTypedText<T>(
  value: T,
  format: (value: T) => string,
): [text: string, hold: (text: string, of: T) => void] {
  const [typed, setTyped] = useState<TypedText<T> | undefined>(undefined);
  const text = typed !== undefined && Object.is(typed.of, value) ? typed.text : format(value);
  const hold = useCallback((next: string, of: T) => {
    setTyped({ text: next, of });
  }, []);
  return [text, hold];
}
