import { useLayoutEffect, useRef } from 'react';
import { BLOCK_ID_ATTRIBUTE } from './canvasBlocks';

const blockElement = (id: string) =>
  document.querySelector(`[${BLOCK_ID_ATTRIBUTE}="${CSS.escape(id)}"]`);

/** Where a block is drawn, in the page's coordinates: the box of everything its element holds. */
function boxOf(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  const rect = range.getBoundingClientRect();
  return new DOMRect(
    rect.left + window.scrollX,
    rect.top + window.scrollY,
    rect.width,
    rect.height,
  );
}

/**
 * The selected block's outline, drawn over the page (never inside it, so the page's layout is
 * untouched) and kept on it as the page reflows. Placed straight on the element, after each
 * layout: no state, no second render.
 */
export function SelectionOutline({ selected, drawn }: { selected: string | null; drawn: unknown }) {
  const outline = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = outline.current;
    if (!box) return undefined;
    const place = () => {
      const element = selected === null ? null : blockElement(selected);
      box.hidden = !element;
      if (!element) return;
      const rect = boxOf(element);
      box.style.top = `${String(rect.top)}px`;
      box.style.left = `${String(rect.left)}px`;
      box.style.width = `${String(rect.width)}px`;
      box.style.height = `${String(rect.height)}px`;
    };
    place();
    if (selected !== null)
      blockElement(selected)?.firstElementChild?.scrollIntoView({ block: 'nearest' });
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => {
      observer.disconnect();
    };
  }, [selected, drawn]);
  return <div ref={outline} className="canvas-selection" aria-hidden="true" hidden />;
}
