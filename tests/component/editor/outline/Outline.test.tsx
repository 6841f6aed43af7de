import { fireEvent, render, screen, within } from '@testing-library/react';
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
  const dragging: OutlineDragging = { dropOf: vi.fn(), regionDropOf: vi.fn(), onDrop: vi.fn() };
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

describe('the outline of a block with regions', () => {
  const SECTION_ENTRIES = [
    {
      id: 's1',
      name: 'Section',
      level: 1,
      parent: null,
      region: null,
      regions: [
        { name: 'col1', label: 'Column 1' },
        { name: 'col2', label: 'Column 2' },
      ],
    },
    { id: 't1', name: 'Text Block: Who we are', level: 2, parent: 's1', region: 'col1' },
    { id: 't2', name: 'Text Block: Our Mission', level: 2, parent: 's1', region: 'col1' },
    {
      id: 'c1',
      name: 'Columns',
      level: 1,
      parent: null,
      region: null,
      regions: [{ name: 'col1', label: 'Column 1' }],
    },
  ];

  it('groups the rows by region, each group named by its caption, an empty column too', () => {
    const dragging: OutlineDragging = { dropOf: vi.fn(), regionDropOf: vi.fn(), onDrop: vi.fn() };
    render(
      <Outline
        entries={SECTION_ENTRIES}
        selected="t1"
        onSelect={vi.fn()}
        onCommand={vi.fn()}
        dragging={dragging}
      />,
    );
    const section = screen.getByRole('treeitem', { name: /^Section/ });
    const columns = screen.getAllByRole('group');
    expect(columns.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Column 1',
      'Column 2',
      'Column 1',
    ]);
    expect(section.contains(columns[1]!)).toBe(true);
    // The blocks stay the tree's only items; the captions are no part of its semantics.
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    expect(
      within(columns[0]!)
        .getAllByRole('treeitem')
        .map((item) => item.dataset.blockId),
    ).toEqual(['t1', 't2']);
    expect(within(columns[1]!).queryAllByRole('treeitem')).toEqual([]);
    expect(columns[1]!.querySelector('.outline-region')).toHaveAttribute('aria-hidden', 'true');
    expect(columns[1]!.querySelector('.outline-region')).toHaveTextContent('Column 2');
  });
});
