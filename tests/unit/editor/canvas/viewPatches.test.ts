import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { patchedView, viewPatches } from '../../../../editor/canvas/viewPatches';
import type { View } from '../../../../shared/viewSchema';

function page(): View {
  return {
    id: 'test',
    route: '/test',
    title: 'Test page',
    urlAlias: 'test',
    nodes: [
      { type: 'textBlock', id: 'a', props: { title: 'A', tags: ['x', { y: 1 }] } },
      {
        type: 'section',
        id: 's',
        props: { columns: [6, 6] },
        regions: {
          col1: [
            { type: 'textBlock', id: 'b', props: { title: 'B' } },
            { type: 'textBlock', id: 'd', props: { title: 'D' } },
          ],
          col2: [{ type: 'textBlock', id: 'c', props: { title: 'C' } }],
        },
      },
    ],
  };
}

/** What the canvas draws after the editor's change: the patches, cloned as `postMessage` does. */
function sent(before: View, after: View): View | undefined {
  return patchedView(before, structuredClone(viewPatches(before, after)));
}

describe('viewPatches', () => {
  it('makes a keystroke one patch of the block’s props', () => {
    const before = page();
    const after = produce(before, (view) => {
      view.nodes[1]!.regions!.col2![0]!.props = { title: 'C, edited' };
    });
    expect(viewPatches(before, after)).toEqual([
      {
        op: 'replace',
        path: ['nodes', 1, 'regions', 'col2', 0, 'props'],
        value: { title: 'C, edited' },
      },
    ]);
  });

  it('makes a delete one remove, a duplicate one add, a title one replace', () => {
    const before = page();
    const removed = produce(before, (view) => {
      view.nodes[1]!.regions!.col1!.splice(0, 1);
    });
    expect(viewPatches(before, removed)).toEqual([
      { op: 'remove', path: ['nodes', 1, 'regions', 'col1', 0] },
    ]);
    const copy = { type: 'textBlock', id: 'b2', props: { title: 'B' } };
    const duplicated = produce(before, (view) => {
      view.nodes[1]!.regions!.col1!.splice(1, 0, copy);
    });
    expect(viewPatches(before, duplicated)).toEqual([
      { op: 'add', path: ['nodes', 1, 'regions', 'col1', 1], value: copy },
    ]);
    const renamed = produce(before, (view) => {
      view.title = 'Renamed';
      delete view.urlAlias;
    });
    expect(viewPatches(before, renamed)).toEqual([
      { op: 'replace', path: ['title'], value: 'Renamed' },
      { op: 'remove', path: ['urlAlias'] },
    ]);
  });

  it('finds no change between equal copies (a reload, a merge)', () => {
    expect(viewPatches(page(), structuredClone(page()))).toEqual([]);
  });
});

describe('patchedView', () => {
  it('draws the change, keeping every node it does not touch the same object', () => {
    const before = page();
    const after = produce(before, (view) => {
      const [b, d] = view.nodes[1]!.regions!.col1!;
      view.nodes[1]!.regions!.col1 = [d!];
      view.nodes[1]!.regions!.col2!.push(b!);
      view.nodes[0]!.lang = 'fr-FR';
    });
    const drawn = sent(before, after)!;
    expect(drawn).toEqual(after);
    expect(drawn.nodes[1]!.props).toBe(before.nodes[1]!.props);
    expect(drawn.nodes[1]!.regions!.col1![0]).toBe(before.nodes[1]!.regions!.col1![1]);
    expect(drawn.nodes[1]!.regions!.col2![0]).toBe(before.nodes[1]!.regions!.col2![0]);
  });

  it('draws a move up and a region emptied as the editor has them', () => {
    const before = page();
    const swapped = produce(before, (view) => {
      view.nodes.reverse();
    });
    expect(sent(before, swapped)).toEqual(swapped);
    const emptied = produce(before, (view) => {
      view.nodes[1]!.regions = { col1: [], col2: [] };
    });
    expect(sent(before, emptied)).toEqual(emptied);
  });

  it('refuses what is not a view, and patches that do not apply', () => {
    const before = page();
    const badType = produce(before, (view) => {
      view.nodes[1]!.regions!.col1![0]!.type = 'Not a type';
    });
    expect(sent(before, badType)).toBeUndefined();
    const badTitle = produce(before, (view) => {
      view.title = '';
    });
    expect(sent(before, badTitle)).toBeUndefined();
    const noId = [{ op: 'remove' as const, path: ['nodes', 0, 'id'] }];
    expect(patchedView(before, noId)).toBeUndefined();
    const nowhere = [{ op: 'replace' as const, path: ['nodes', 7, 'props'], value: {} }];
    expect(patchedView(before, nowhere)).toBeUndefined();
    const prototype = [{ op: 'add' as const, path: ['nodes', 0, '__proto__', 'x'], value: 1 }];
    expect(patchedView(before, prototype)).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
