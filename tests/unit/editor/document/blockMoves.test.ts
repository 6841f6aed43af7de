import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import { findBlock, locateBlock, outlineOf } from '../../../../editor/document/blockTree';
import { mayMoveTo, moveBlock, moveBlockTo } from '../../../../editor/document/blockMoves';
import { setProp } from '../../../../editor/document/blockEdits';
import { block, sampleView, viewOf, wideView } from '../../support/editorViews';

function idsOf(view: View): string[] {
  return outlineOf(view).map((entry) => entry.node.id);
}

function regionIds(view: View, parentId: string, region: string): string[] | undefined {
  return findBlock(view, parentId)?.regions?.[region]?.map((node) => node.id);
}

describe('moveBlock up and down', () => {
  it('swaps a block with the one before or after it in its region', () => {
    const view = sampleView();
    expect(moveBlock(view, 't2', 'up')).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t2', 't1']);
    expect(moveBlock(view, 't2', 'down')).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t1', 't2']);
  });

  it('moves a top-level block among the view’s nodes', () => {
    const view = sampleView();
    expect(moveBlock(view, 't4', 'up')).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 't3', 't4', 'u1']);
  });

  it('refuses the first block up and the last down, changing nothing', () => {
    const view = sampleView();
    const before = structuredClone(view);
    expect(moveBlock(view, 't1', 'up')).toBe(false);
    expect(moveBlock(view, 't2', 'down')).toBe(false);
    expect(moveBlock(view, 's1', 'up')).toBe(false);
    expect(moveBlock(view, 't4', 'down')).toBe(false);
    expect(moveBlock(view, 'i1', 'up')).toBe(false);
    expect(moveBlock(view, 'i1', 'down')).toBe(false);
    expect(view).toEqual(before);
  });

  it('moves within a region of a hundred blocks, refusing at both ends', () => {
    const view = wideView(100);
    expect(moveBlock(view, 'w99', 'up')).toBe(true);
    expect(locateBlock(view, 'w99')?.location.index).toBe(98);
    expect(locateBlock(view, 'w98')?.location.index).toBe(99);
    expect(moveBlock(view, 'w0', 'down')).toBe(true);
    expect(locateBlock(view, 'w0')?.location.index).toBe(1);
    expect(moveBlock(view, 'w1', 'up')).toBe(false);
    expect(moveBlock(view, 'w98', 'down')).toBe(false);
    expect(findBlock(view, 'wide')?.regions?.col1).toHaveLength(100);
  });
});

describe('moveBlock in', () => {
  it('moves a block to the end of the first region of the block before it', () => {
    const view = sampleView();
    expect(moveBlock(view, 't3', 'in')).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t1', 't2', 't3']);
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 'u1', 't4']);
  });

  it('moves a nested block deeper', () => {
    const view = viewOf([
      block(
        'section',
        'outer',
        {},
        {
          col1: [
            block('section', 'inner', {}, { col1: [block('textBlock', 'x')] }),
            block('button', 'b'),
          ],
        },
      ),
    ]);
    expect(moveBlock(view, 'b', 'in')).toBe(true);
    expect(regionIds(view, 'inner', 'col1')).toEqual(['x', 'b']);
    expect(locateBlock(view, 'b')?.level).toBe(3);
  });

  it('refuses the first block of its list, and a block after one without regions', () => {
    const view = sampleView();
    const before = structuredClone(view);
    expect(moveBlock(view, 's1', 'in')).toBe(false);
    expect(moveBlock(view, 't1', 'in')).toBe(false);
    expect(moveBlock(view, 'u1', 'in')).toBe(false);
    expect(moveBlock(view, 't2', 'in')).toBe(false);
    expect(view).toEqual(before);
  });

  it('refuses a block after one whose regions are empty of names and has no default columns', () => {
    const view = viewOf([block('userDataProvider', 's', {}, {}), block('textBlock', 't')]);
    expect(moveBlock(view, 't', 'in')).toBe(false);
    expect(view.nodes).toHaveLength(2);
  });
});

describe('moveBlock out', () => {
  it('moves a block to just after the block whose region holds it', () => {
    const view = sampleView();
    expect(moveBlock(view, 't1', 'out')).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 't1', 't3', 'u1', 't4']);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t2']);
  });

  it('moves a block of the third level to the second', () => {
    const view = sampleView();
    expect(moveBlock(view, 'b1', 'out')).toBe(true);
    expect(regionIds(view, 'u1', 'default')).toEqual(['s2', 'b1']);
    expect(regionIds(view, 's2', 'col1')).toEqual([]);
    expect(locateBlock(view, 'b1')?.level).toBe(2);
  });

  it('moves out of a region of a hundred blocks, from its middle', () => {
    const view = wideView(100);
    expect(moveBlock(view, 'w50', 'out')).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['wide', 'w50']);
    expect(findBlock(view, 'wide')?.regions?.col1).toHaveLength(99);
  });

  it('refuses a top-level block', () => {
    const view = sampleView();
    const before = structuredClone(view);
    expect(moveBlock(view, 's1', 'out')).toBe(false);
    expect(moveBlock(view, 't4', 'out')).toBe(false);
    expect(view).toEqual(before);
  });

  it('is undone by a move in, for a block at the end of its parent’s first region', () => {
    const view = sampleView();
    const before = structuredClone(view);
    moveBlock(view, 't2', 'out');
    moveBlock(view, 't2', 'in');
    expect(view).toEqual(before);
  });
});

describe('moveBlock', () => {
  it('refuses an unknown id in every direction', () => {
    const view = sampleView();
    for (const direction of ['up', 'down', 'in', 'out'] as const) {
      expect(moveBlock(view, 'nope', direction)).toBe(false);
    }
    expect(view).toEqual(sampleView());
  });

  it('leaves a moved block a draft, for the next edit of the same recipe', () => {
    const next = produce(sampleView(), (draft) => {
      moveBlock(draft, 'b1', 'out');
      moveBlock(draft, 'b1', 'out');
      setProp(draft, 'b1', 'label', 'Moved twice');
    });
    expect(next.nodes.map((node) => node.id)).toEqual(['s1', 't3', 'u1', 'b1', 't4']);
    expect(findBlock(next, 'b1')?.props?.label).toBe('Moved twice');
  });

  it('works on an immer draft, leaving the blocks it does not move as they were', () => {
    const view = sampleView();
    const next = produce(view, (draft) => {
      moveBlock(draft, 't3', 'in');
    });
    expect(idsOf(next)).toEqual(['s1', 't1', 't2', 't3', 'i1', 'u1', 's2', 'b1', 't4']);
    expect(idsOf(view)).toEqual(['s1', 't1', 't2', 'i1', 't3', 'u1', 's2', 'b1', 't4']);
    expect(next.nodes[1]).toBe(view.nodes[2]);
    expect(findBlock(next, 't1')).toBe(findBlock(view, 't1'));
    expect(findBlock(next, 's1')?.regions?.col2).toBe(findBlock(view, 's1')?.regions?.col2);
  });
});

describe('moveBlock to the region beside', () => {
  /** History cards: a columns block of four columns, the fourth one new and still empty. */
  const cards = () => {
    const columns = [1, 2, 3, 4].map((n) => ({
      columnKey: `col${String(n)}`,
      columnName: `Column ${String(n)}`,
      columnWidth: '3',
    }));
    return viewOf([
      block(
        'columns',
        'c1',
        { sectionConfig: JSON.stringify({ columns }) },
        {
          col1: [block('contentCard', 'k1')],
          col2: [block('contentCard', 'k2')],
          col3: [block('contentCard', 'k3'), block('contentCard', 'k4')],
        },
      ),
    ]);
  };

  it("moves a block to the end of the next column, the config's empty one too", () => {
    const view = cards();
    expect(moveBlock(view, 'k4', 'nextRegion')).toBe(true);
    expect(regionIds(view, 'c1', 'col3')).toEqual(['k3']);
    expect(regionIds(view, 'c1', 'col4')).toEqual(['k4']);
    expect(moveBlock(view, 'k1', 'nextRegion')).toBe(true);
    expect(regionIds(view, 'c1', 'col2')).toEqual(['k2', 'k1']);
    expect(moveBlock(view, 'k1', 'previousRegion')).toBe(true);
    expect(regionIds(view, 'c1', 'col1')).toEqual(['k1']);
  });

  it('refuses past the first and the last region, and at the top level, changing nothing', () => {
    const view = cards();
    expect(moveBlock(view, 'k4', 'nextRegion')).toBe(true);
    const before = structuredClone(view);
    expect(moveBlock(view, 'k4', 'nextRegion')).toBe(false);
    expect(moveBlock(view, 'k1', 'previousRegion')).toBe(false);
    expect(moveBlock(view, 'c1', 'nextRegion')).toBe(false);
    expect(view).toEqual(before);
  });

  it('follows the regions as a block holds them when it has no columns config', () => {
    const view = sampleView();
    expect(moveBlock(view, 't2', 'nextRegion')).toBe(true);
    expect(regionIds(view, 's1', 'col2')).toEqual(['i1', 't2']);
  });

  it('moves a block into the first column of an empty section', () => {
    const columns = [{ columnKey: 'col1', columnName: 'Column 1', columnWidth: '12' }];
    const view = viewOf([
      block('textBlock', 't1'),
      block('section', 's9', { sectionConfig: { columns } }),
      block('textBlock', 't2'),
    ]);
    expect(moveBlock(view, 't2', 'in')).toBe(true);
    expect(regionIds(view, 's9', 'col1')).toEqual(['t2']);
  });

  it('moves a block into a new section, which has its default column and no config yet', () => {
    const view = viewOf([block('section', 's9', {}), block('banner', 'b9', {})]);
    expect(moveBlock(view, 'b9', 'in')).toBe(true);
    expect(regionIds(view, 's9', 'col1')).toEqual(['b9']);
  });
});

describe('moveBlockTo, the drop of drag and drop', () => {
  it('puts a block before or after another, in the other’s region or at the top level', () => {
    const view = sampleView();
    expect(moveBlockTo(view, 't4', { side: 'before', of: 't1' })).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t4', 't1', 't2']);
    expect(moveBlockTo(view, 't4', { side: 'after', of: 't3' })).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t1', 't2']);
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 't3', 't4', 'u1']);
  });

  it('reorders within one list, the target found after the block is taken out', () => {
    const view = sampleView();
    expect(moveBlockTo(view, 's1', { side: 'after', of: 'u1' })).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['t3', 'u1', 's1', 't4']);
    expect(moveBlockTo(view, 't4', { side: 'before', of: 't3' })).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['t4', 't3', 'u1', 's1']);
  });

  it('moves a block into another, at the end of its first region, as `in` does', () => {
    const view = sampleView();
    expect(moveBlockTo(view, 't3', { side: 'into', of: 's1' })).toBe(true);
    expect(regionIds(view, 's1', 'col1')).toEqual(['t1', 't2', 't3']);
    expect(moveBlockTo(view, 'i1', { side: 'into', of: 'u1' })).toBe(true);
    expect(regionIds(view, 'u1', 'default')).toEqual(['s2', 'i1']);
    expect(regionIds(view, 's1', 'col2')).toEqual([]);
  });

  it('moves a block into the region named, an empty column too, and refuses a region the block has not', () => {
    const view = sampleView();
    expect(moveBlockTo(view, 't3', { side: 'into', of: 's1', region: 'col2' })).toBe(true);
    expect(regionIds(view, 's1', 'col2')).toEqual(['i1', 't3']);
    const section = view.nodes.find((node) => node.id === 's1');
    section!.props = {
      sectionConfig: JSON.stringify({
        columns: ['col1', 'col2', 'col3'].map((columnKey) => ({ columnKey, columnWidth: 4 })),
      }),
    };
    expect(moveBlockTo(view, 't4', { side: 'into', of: 's1', region: 'col3' })).toBe(true);
    expect(regionIds(view, 's1', 'col3')).toEqual(['t4']);
    const before = structuredClone(view);
    expect(mayMoveTo(view, 't1', { side: 'into', of: 's1', region: 'col9' })).toBe(false);
    expect(moveBlockTo(view, 't1', { side: 'into', of: 's1', region: 'col9' })).toBe(false);
    expect(view).toEqual(before);
  });

  it('refuses what the keyboard’s moves refuse, changing nothing', () => {
    const view = sampleView();
    const before = structuredClone(view);
    // Into a block without regions.
    expect(mayMoveTo(view, 't3', { side: 'into', of: 't4' })).toBe(false);
    expect(moveBlockTo(view, 't3', { side: 'into', of: 't4' })).toBe(false);
    // Beside or into itself, or a block in its own regions.
    expect(moveBlockTo(view, 's1', { side: 'after', of: 's1' })).toBe(false);
    expect(moveBlockTo(view, 'u1', { side: 'before', of: 'b1' })).toBe(false);
    expect(moveBlockTo(view, 'u1', { side: 'into', of: 's2' })).toBe(false);
    // Unknown blocks.
    expect(moveBlockTo(view, 'nope', { side: 'after', of: 't1' })).toBe(false);
    expect(moveBlockTo(view, 't1', { side: 'after', of: 'nope' })).toBe(false);
    expect(view).toEqual(before);
  });

  it('allows a block beside an ancestor, out of its region', () => {
    const view = sampleView();
    expect(mayMoveTo(view, 'b1', { side: 'after', of: 'u1' })).toBe(true);
    expect(moveBlockTo(view, 'b1', { side: 'after', of: 'u1' })).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 't3', 'u1', 'b1', 't4']);
  });
});
