import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { ViewNode } from '../../../../shared/viewSchema';
import { findBlock, idsIn, locateBlock, topLevelAt } from '../../../../editor/document/blockTree';
import {
  copyWithFreshIds,
  duplicateBlock,
  insertBlock,
  removeBlock,
  setProp,
} from '../../../../editor/document/blockEdits';
import { block, countingIds, sampleView, viewOf, wideView } from '../../support/editorViews';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The node with every id blanked, to compare a copy with its original. */
function withoutIds(node: ViewNode): unknown {
  return JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'id' ? '' : value)));
}

describe('removeBlock', () => {
  it('removes a block and everything in its regions', () => {
    const view = sampleView();
    expect(removeBlock(view, 'u1')).toBe(true);
    expect(idsIn(view.nodes)).toEqual(['s1', 't1', 't2', 'i1', 't3', 't4']);
  });

  it('removes a nested block from its region', () => {
    const view = sampleView();
    expect(removeBlock(view, 'b1')).toBe(true);
    expect(findBlock(view, 's2')?.regions?.col1).toEqual([]);
  });

  it('removes the last of a hundred children', () => {
    const view = wideView(100);
    expect(removeBlock(view, 'w99')).toBe(true);
    expect(findBlock(view, 'wide')?.regions?.col1).toHaveLength(99);
    expect(findBlock(view, 'w99')).toBeUndefined();
  });

  it('refuses an unknown id, changing nothing', () => {
    const view = sampleView();
    expect(removeBlock(view, 'nope')).toBe(false);
    expect(view).toEqual(sampleView());
  });
});

describe('copyWithFreshIds', () => {
  it('copies the node and its regions deeply, with ids of makeId in outline order', () => {
    const source = findBlock(sampleView(), 'u1')!;
    const copy = copyWithFreshIds(source, countingIds('copy'));
    expect(idsIn([copy])).toEqual(['copy-1', 'copy-2', 'copy-3']);
    expect(withoutIds(copy)).toEqual(withoutIds(source));
    expect(copy.props).not.toBe(source.props);
    expect(copy.regions?.default?.[0]?.props).not.toBe(source.regions?.default?.[0]?.props);
  });

  it('copies props deeply, so an edit of the copy’s object prop leaves the original alone', () => {
    const source = block('textBlock', 't', { text: 'Hi', textDisplayInfo: { headingTag: 'h2' } });
    const copy = copyWithFreshIds(source, countingIds());
    (copy.props?.textDisplayInfo as Record<string, unknown>).headingTag = 'h3';
    expect(source.props?.textDisplayInfo).toEqual({ headingTag: 'h2' });
  });

  it('copies a node of an immer draft as plain data', () => {
    const view = sampleView();
    let copy: ViewNode | undefined;
    produce(view, (draft) => {
      copy = copyWithFreshIds(draft.nodes[0]!, countingIds());
    });
    expect(idsIn([copy!])).toEqual(['id-1', 'id-2', 'id-3', 'id-4']);
    expect(withoutIds(copy!)).toEqual(withoutIds(view.nodes[0]!));
  });
});

describe('duplicateBlock', () => {
  it('puts a deep copy just after the original, every node of it with a fresh UUID', () => {
    const view = sampleView();
    const copyId = duplicateBlock(view, 's1');
    const original = findBlock(view, 's1')!;
    const copy = view.nodes[1]!;
    expect(copy.id).toBe(copyId);
    expect(withoutIds(copy)).toEqual(withoutIds(original));

    const copyIds = idsIn([copy]);
    expect(copyIds).toHaveLength(4);
    expect(copyIds.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(idsIn(view.nodes)).size).toBe(idsIn(view.nodes).length);
    expect(copyIds.some((id) => idsIn([original]).includes(id))).toBe(false);
  });

  it('takes its ids from makeId, the copy’s own first', () => {
    const view = sampleView();
    expect(duplicateBlock(view, 'u1', countingIds('dup'))).toBe('dup-1');
    expect(view.nodes.map((node) => node.id)).toEqual(['s1', 't3', 'u1', 'dup-1', 't4']);
    expect(idsIn([view.nodes[3]!])).toEqual(['dup-1', 'dup-2', 'dup-3']);
  });

  it('duplicates a nested block within its region', () => {
    const view = sampleView();
    duplicateBlock(view, 't1', countingIds());
    expect(findBlock(view, 's1')?.regions?.col1?.map((node) => node.id)).toEqual([
      't1',
      'id-1',
      't2',
    ]);
  });

  it('duplicates the last of a hundred children to the region’s end', () => {
    const view = wideView(100);
    duplicateBlock(view, 'w99', countingIds());
    expect(locateBlock(view, 'id-1')?.location.index).toBe(100);
  });

  it('leaves the original untouched when made on a draft', () => {
    const view = sampleView();
    const next = produce(view, (draft) => {
      duplicateBlock(draft, 's1', countingIds());
    });
    expect(view).toEqual(sampleView());
    expect(next.nodes[0]).toBe(view.nodes[0]);
    expect(next.nodes[1]?.id).toBe('id-1');
    expect(next.nodes[2]).toBe(view.nodes[1]);
  });

  it('refuses ids the view already has, changing nothing', () => {
    const view = sampleView();
    const reused = ['fresh', 't4', 'other'];
    expect(duplicateBlock(view, 'u1', () => reused.shift()!)).toBeUndefined();
    expect(duplicateBlock(view, 't1', () => 't2')).toBeUndefined();
    expect(view).toEqual(sampleView());
  });

  it('refuses an unknown id, changing nothing', () => {
    const view = sampleView();
    expect(duplicateBlock(view, 'nope', countingIds())).toBeUndefined();
    expect(view).toEqual(sampleView());
  });
});

describe('insertBlock', () => {
  const fresh = () => block('button', 'new', { label: 'New' });

  it('inserts at the top level, at the start and at the end', () => {
    const view = sampleView();
    expect(insertBlock(view, topLevelAt(0), fresh())).toBe(true);
    expect(insertBlock(view, topLevelAt(5), block('textBlock', 'end'))).toBe(true);
    expect(view.nodes.map((node) => node.id)).toEqual(['new', 's1', 't3', 'u1', 't4', 'end']);
  });

  it('inserts into a region of a nested block', () => {
    const view = sampleView();
    expect(insertBlock(view, { parentId: 's2', region: 'col1', index: 1 }, fresh())).toBe(true);
    expect(findBlock(view, 's2')?.regions?.col1?.map((node) => node.id)).toEqual(['b1', 'new']);
  });

  it('inserts in the middle of a hundred children', () => {
    const view = wideView(100);
    expect(insertBlock(view, { parentId: 'wide', region: 'col1', index: 50 }, fresh())).toBe(true);
    expect(locateBlock(view, 'new')?.location.index).toBe(50);
    expect(locateBlock(view, 'w50')?.location.index).toBe(51);
  });

  it('makes a region the parent does not have yet', () => {
    const view = sampleView();
    expect(insertBlock(view, { parentId: 's1', region: 'col3', index: 0 }, fresh())).toBe(true);
    expect(Object.keys(findBlock(view, 's1')?.regions ?? {})).toEqual(['col1', 'col2', 'col3']);
  });

  it('refuses an index outside the list, an unknown parent or a mixed location', () => {
    const view = sampleView();
    const refused = [
      topLevelAt(5),
      topLevelAt(-1),
      topLevelAt(0.5),
      { parentId: 's1', region: 'col1', index: 3 },
      { parentId: 's1', region: 'col3', index: 1 },
      { parentId: 'nope', region: 'col1', index: 0 },
      { parentId: null, region: 'col1', index: 0 },
      { parentId: 's1', region: null, index: 0 },
    ];
    for (const location of refused) expect(insertBlock(view, location, fresh())).toBe(false);
    expect(view).toEqual(sampleView());
  });

  it('refuses a node whose id, or an id in its regions, the view has or it repeats', () => {
    const view = sampleView();
    const nested = block('section', 'fresh', {}, { col1: [block('textBlock', 't1')] });
    const repeated = block('section', 'x', {}, { col1: [block('textBlock', 'x')] });
    expect(insertBlock(view, topLevelAt(0), block('textBlock', 't4'))).toBe(false);
    expect(insertBlock(view, topLevelAt(0), nested)).toBe(false);
    expect(insertBlock(view, topLevelAt(0), repeated)).toBe(false);
    expect(view).toEqual(sampleView());
  });
});

describe('setProp', () => {
  it('sets and changes a prop of a nested block', () => {
    const view = sampleView();
    expect(setProp(view, 'b1', 'label', 'Write to us')).toBe(true);
    expect(setProp(view, 'b1', 'stretch', true)).toBe(true);
    expect(findBlock(view, 'b1')?.props).toEqual({ label: 'Write to us', stretch: true });
  });

  it('gives a block without props its first', () => {
    const view = viewOf([block('textBlock', 'bare')]);
    expect(setProp(view, 'bare', 'text', 'Hello')).toBe(true);
    expect(view.nodes[0]?.props).toEqual({ text: 'Hello' });
  });

  it('removes the prop for undefined', () => {
    const view = sampleView();
    expect(setProp(view, 't1', 'headingTag', undefined)).toBe(true);
    expect(findBlock(view, 't1')?.props).toEqual({ text: 'Who we are' });
  });

  it('refuses a value the prop has, removing a prop the block lacks, and an unknown id', () => {
    const view = sampleView();
    expect(setProp(view, 't1', 'text', 'Who we are')).toBe(false);
    expect(setProp(view, 't1', 'fontSize', undefined)).toBe(false);
    expect(setProp(viewOf([block('textBlock', 'bare')]), 'bare', 'text', undefined)).toBe(false);
    expect(setProp(view, 'nope', 'text', 'x')).toBe(false);
    expect(view).toEqual(sampleView());
  });

  it('refuses __proto__, which would set the prototype of the props', () => {
    const view = sampleView();
    expect(setProp(view, 't1', '__proto__', { polluted: true })).toBe(false);
    expect(Object.getPrototypeOf(findBlock(view, 't1')?.props)).toBe(Object.prototype);
  });

  it('sets a prop of the last of a hundred children on a draft, sharing the other 99', () => {
    const view = wideView(100);
    const next = produce(view, (draft) => {
      setProp(draft, 'w99', 'text', 'Changed');
    });
    const before = findBlock(view, 'wide')!.regions!.col1!;
    const after = findBlock(next, 'wide')!.regions!.col1!;
    expect(after[99]?.props?.text).toBe('Changed');
    expect(after.slice(0, 99).every((node, index) => node === before[index])).toBe(true);
  });
});
