import type { EditorState } from 'prosemirror-state';
import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './RichText.module.css';

/** One button of the toolbar. */
export interface ToolbarButton {
  /** Its accessible name and its text. */
  name: string;
  /** The keys that do the same (`aria-keyshortcuts`). */
  keys?: string;
  /** Pressed (`aria-pressed`) for a mark or a block the selection is in; `undefined`: an action. */
  pressed?: (state: EditorState) => boolean;
  /** Whether it can act on the selection now. */
  enabled?: (state: EditorState) => boolean;
  run: () => void;
}

interface RichTextToolbarProps {
  /** What the toolbar is for, read with its role ("Text formatting"). */
  label: string;
  buttons: readonly ToolbarButton[];
  state: EditorState | undefined;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The rich-text toolbar, as the WAI-ARIA toolbar pattern has it: one tab stop, the arrow keys
 * (and Home, End) move between its buttons, each named; marks and blocks say they are pressed.
 * A press keeps the focus in the text (the button takes none from a pointer).
 */
export function RichTextToolbar({ label, buttons, state }: RichTextToolbarProps) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const keyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move(current, buttons.length);
    setCurrent(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={keyDown}>
      {buttons.map((button, index) => {
        const pressed = state && button.pressed ? button.pressed(state) : undefined;
        const enabled = state !== undefined && (button.enabled?.(state) ?? true);
        return (
          <button
            key={button.name}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            className={styles.button}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed}
            aria-keyshortcuts={button.keys}
            aria-disabled={enabled ? undefined : true}
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onFocus={() => {
              setCurrent(index);
            }}
            onClick={() => {
              if (enabled) button.run();
            }}
          >
            {button.name}
          </button>
        );
      })}
    </div>
  );
}
