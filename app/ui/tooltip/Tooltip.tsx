import { useId, type ReactNode } from 'react';
import styles from './Tooltip.module.css';
import { useTooltip } from './useTooltip';

/** What the trigger element takes: the tooltip's id while it shows. */
interface TooltipTriggerProps {
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The tooltip's text; for an icon-only control, its accessible name. */
  text: string;
  /** The side of the trigger it shows on. Default `bottom`. */
  side?: 'top' | 'bottom';
  /**
   * The trigger's edge it lines up with: `start` for a trigger at the left of its row, `end` for
   * one at the right, so the tooltip never reaches past the row. Default `center`.
   */
  align?: 'start' | 'center' | 'end';
  /** Renders the trigger (one focusable element) with the props it is given. */
  children: (trigger: TooltipTriggerProps) => ReactNode;
}

/**
 * A tooltip (WAI-ARIA tooltip pattern) for the focusable element `children` renders: it shows on
 * hover and keyboard focus, hides on mouse leave, blur and Escape, and is `role="tooltip"` with
 * the trigger's `aria-describedby` naming it while it shows. It is positioned against the
 * trigger, above the page's flow (no layout shift), and rendered only while open, so the server's
 * HTML has the trigger alone.
 */
export function Tooltip({ text, side = 'bottom', align = 'center', children }: TooltipProps) {
  const id = useId();
  const { open, zIndex, anchorHandlers } = useTooltip();
  return (
    <span className={styles.anchor} {...anchorHandlers}>
      {children(open ? { 'aria-describedby': id } : {})}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`${styles.tooltip} ${styles[side]} ${styles[align]}`}
          style={{ zIndex }}
        >
          {text}
        </span>
      )}
    </span>
  );
}
