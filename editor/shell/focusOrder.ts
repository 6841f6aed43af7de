/** What may take the focus, before the checks of `isTabbable`. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** Whether Tab stops at the element: in the tab order, enabled, not inert, and shown. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled')) return false;
  if (element.closest('[inert], [hidden]')) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * Moves the focus to the element Tab (or Shift+Tab, `back`) reaches after `from`, in the
 * document's order (the editor sets no positive tabindex); leaves it where it is at either end.
 */
export function focusBeside(from: HTMLElement, back: boolean): void {
  const stops = [...from.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element === from || isTabbable(element),
  );
  const at = stops.indexOf(from);
  if (at === -1) return;
  stops[at + (back ? -1 : 1)]?.focus();
}
