import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Outline } from '../../../../editor/outline/Outline';

/** Each row's drag hook runs once per render of its row: what it saw is what rendered. */
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('../../../../editor/outline/useRowDrag', () => ({
  useRowDrag: (_row: unknown, { id }: { id: string }) => {
    rendered.push(id);
    return null;
  },
}));

/** A section of a hundred text blocks, the fiftieth named `name`. */
const entries = (name: string) => [
  { id: 's1', name: 'Section', level: 1, parent: null },
  ...Array.from({ length: 100 }, (_, index) => ({
    id: `t${String(index)}`,
    name: index === 50 ? name : `Text Block: ${String(index)}`,
    level: 2,
    parent: 's1',
  })),
];

describe('the outline on a region of a hundred blocks', () => {
  it('redraws only the row whose name changed, and the row holding it', () => {
    const props = {
      selected: 't50',
      onSelect: vi.fn(),
      onCommand: vi.fn(),
      dragging: { dropOf: vi.fn(), regionDropOf: vi.fn(), onDrop: vi.fn() },
    };
    const { rerender } = render(<Outline entries={entries('Text Block: Our')} {...props} />);
    expect(rendered).toHaveLength(101);
    rendered.length = 0;
    rerender(<Outline entries={entries('Text Block: Our Mission')} {...props} />);
    expect(rendered).toEqual(['s1', 't50']);
  });
});
