import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Outline } from '../../../../editor/outline/Outline';
import type { OutlineDragging } from '../../../../editor/outline/useRowDrag';

/**
 * The outline's rows as drag and drop makes them. jsdom has no native drag events (no
 * `DragEvent`, no `DataTransfer`), so the drags themselves are the e2e test's
 * (tests/e2e/pageEditorDragAndDrop.test.ts) and their places the unit test's (outlineDrop).
 */

const ENTRIES = [
  { id: 's1', name: 'Section', level: 1, parent: null },
  { id: 't1', name: 'Text Block: Who we are', level: 2, parent: 's1' },
  { id: 't2', name: 'Text Block: Our Mission', level: 2, parent: 's1' },
  { id: 't3', name: 'Text Block: Our history', level: 1, parent: null },
];

function renderOutline() {
  const dragging: OutlineDragging = { dropOf: vi.fn(), onDrop: vi.fn() };
  const onCommand = vi.fn();
  render(
    <Outline
      entries={ENTRIES}
      selected="t1"
      onSelect={vi.fn()}
      onCommand={onCommand}
      dragging={dragging}
    />,
  );
  return { onCommand, dragging };
}

const rowOf = (id: string) => {
  const row = document.querySelector(`[role="treeitem"][data-block-id="${id}"] > .outline-row`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${id}`);
  return row;
};

describe('the outline with drag and drop', () => {
  it('makes every row draggable, indented by its level within the outline’s width', () => {
    renderOutline();
    for (const entry of ENTRIES) {
      const row = rowOf(entry.id);
      expect(row.draggable).toBe(true);
      expect(row.style.getPropertyValue('--outline-depth')).toBe(String(entry.level - 1));
    }
  });

  it('shows no drop indicator until a block is dragged over a row', () => {
    renderOutline();
    expect(document.querySelector('[data-drop]')).toBeNull();
  });

  it('keeps the keyboard’s moves, the way without dragging', () => {
    const { onCommand, dragging } = renderOutline();
    fireEvent.keyDown(screen.getByRole('treeitem', { name: 'Text Block: Who we are' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(onCommand).toHaveBeenCalledWith('t1', 'down');
    expect(dragging.onDrop).not.toHaveBeenCalled();
  });
});
