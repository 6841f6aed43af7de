import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while `open` holds: the browser keeps focus in it, makes the rest
 * of the editor inert and closes it on Escape (its `close` event says so).
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
