import { describe, expect, it } from 'vitest';
import {
  findBlock,
  idsIn,
  listAt,
  locateBlock,
  outlineOf,
  topLevelAt,
  walkBlocks,
} from '../../../../editor/document/blockTree';
import { block, sampleView, viewOf, wideView } from '../../support/editorViews';

describe('outlineOf', () => {
  it('lists the blocks depth first, a node before its regions, the regions in key order', () => {
    expect(outlineOf(sampleView()).map((entry) => entry.node.id)).toEqual([
      's1',
      't1',
      't2',
      'i1',
      't3',
      'u1',
      's2',
      'b1',
      't4',
    ]);
  });

  it('gives each block its level from 1, its parent, its region and its index', () => {
    const rows = outlineOf(sampleView()).map(({ node, level, location }) => [
      node.id,
      level,
      location.parentId,
      location.region,
      location.index,
    ]);
    expect(rows).toEqual([
      ['s1', 1, null, null, 0],
      ['t1', 2, 's1', 'col1', 0],
      ['t2', 2, 's1', 'col1', 1],
      ['i1', 2, 's1', 'col2', 0],
      ['t3', 1, null, null, 1],
      ['u1', 1, null, null, 2],
      ['s2', 2, 'u1', 'default', 0],
      ['b1', 3, 's2', 'col1', 0],
      ['t4', 1, null, null, 3],
    ]);
  });

  it('follows the order of the region keys as the view has them', () => {
    const view = viewOf([
      block(
        'section',
        's',
        {},
        { right: [block('textBlock', 'r')], left: [block('textBlock', 'l')] },
      ),
    ]);
    expect(outlineOf(view).map((entry) => entry.node.id)).toEqual(['s', 'r', 'l']);
  });

  it('is empty for a view without blocks', () => {
    expect(outlineOf(viewOf([]))).toEqual([]);
  });

  it('walks lazily, so a search stops at its block', () => {
    const walk = walkBlocks(sampleView());
    const idOfNext = () => {
      const next = walk.next();
      return next.done ? undefined : next.value.node.id;
    };
    expect(idOfNext()).toBe('s1');
    expect(idOfNext()).toBe('t1');
  });
});

describe('locateBlock', () => {
  it('finds a nested block with its list and parent', () => {
    const view = sampleView();
    const found = locateBlock(view, 'b1');
    const s2 = findBlock(view, 's2');
    expect(found?.location).toEqual({ parentId: 's2', region: 'col1', index: 0 });
    expect(found?.level).toBe(3);
    expect(found?.parent).toBe(s2);
    expect(found?.siblings).toBe(s2?.regions?.col1);
  });

  it('finds a top-level block in the view’s nodes', () => {
    const view = sampleView();
    const found = locateBlock(view, 't4');
    expect(found?.location).toEqual(topLevelAt(3));
    expect(found?.siblings).toBe(view.nodes);
    expect(found?.parent).toBeUndefined();
  });

  it('finds the last of a hundred children', () => {
    expect(locateBlock(wideView(100), 'w99')?.location).toEqual({
      parentId: 'wide',
      region: 'col1',
      index: 99,
    });
  });

  it('gives undefined for an id the view does not have', () => {
    expect(locateBlock(sampleView(), 'nope')).toBeUndefined();
    expect(findBlock(sampleView(), 'nope')).toBeUndefined();
  });
});

describe('idsIn', () => {
  it('gives the ids of the nodes and of everything in their regions', () => {
    expect(idsIn(sampleView().nodes)).toEqual([
      's1',
      't1',
      't2',
      'i1',
      't3',
      'u1',
      's2',
      'b1',
      't4',
    ]);
  });
});

describe('listAt', () => {
  it('points to the view’s nodes at the top level and to a region in a block', () => {
    const view = sampleView();
    expect(listAt(view, topLevelAt(0))).toEqual({ parent: undefined, nodes: view.nodes });
    expect(listAt(view, topLevelAt(0))?.nodes).toBe(view.nodes);
    const s1 = findBlock(view, 's1');
    expect(listAt(view, { parentId: 's1', region: 'col2' })?.parent).toBe(s1);
    expect(listAt(view, { parentId: 's1', region: 'col2' })?.nodes).toBe(s1?.regions?.col2);
  });

  it('gives an empty list for a region the block does not have yet, without making it', () => {
    const view = sampleView();
    expect(listAt(view, { parentId: 't3', region: 'default' })?.nodes).toEqual([]);
    expect(findBlock(view, 't3')).not.toHaveProperty('regions');
  });

  it('gives undefined for an unknown parent or a location mixing the top level and a region', () => {
    const view = sampleView();
    expect(listAt(view, { parentId: 'nope', region: 'col1' })).toBeUndefined();
    expect(listAt(view, { parentId: null, region: 'col1' })).toBeUndefined();
    expect(listAt(view, { parentId: 's1', region: null })).toBeUndefined();
  });
});
