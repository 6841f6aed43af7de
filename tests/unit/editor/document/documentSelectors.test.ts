import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import {
  blockMoved,
  blockRemoved,
  pageOpened,
  pageSlice,
  propChanged,
  selectCanRedo,
  selectCanUndo,
  selectRedoLabel,
  selectUndoLabel,
  stepUndone,
} from '../../../../editor/document/documentSlice';
import {
  blockSelected,
  selectionAfterRemoval,
  selectionSlice,
} from '../../../../editor/document/selectionSlice';
import {
  selectOutlineItems,
  selectSelectedNode,
} from '../../../../editor/document/documentSelectors';
import { sampleView } from '../../support/editorViews';

function editorStore(view: View = sampleView()) {
  const store = configureStore({
    reducer: { page: pageSlice.reducer, selection: selectionSlice.reducer },
  });
  store.dispatch(pageOpened({ path: 'views/about.json', view, revision: 1, baseRevision: 1 }));
  return store;
}

describe('selectOutlineItems', () => {
  it('gives a row per block in reading order, with its level and name', () => {
    const items = selectOutlineItems(editorStore().getState());
    expect(items.map(({ id, level, name }) => [id, level, name])).toEqual([
      ['s1', 1, 'Section'],
      ['t1', 2, 'Text Block: Who we are'],
      ['t2', 2, 'Text Block: We build software for supply chains.'],
      ['i1', 2, 'Image: A warehouse at dawn'],
      ['t3', 1, 'Text Block: Our history'],
      ['u1', 1, 'User data provider'],
      ['s2', 2, 'Section'],
      ['b1', 3, 'Button: Contact us'],
      ['t4', 1, 'Text Block: Closing words'],
    ]);
    expect(items[1]).toEqual({
      id: 't1',
      type: 'textBlock',
      label: 'Text Block',
      level: 2,
      name: 'Text Block: Who we are',
      parent: 's1',
      region: 'col1',
      regions: [],
    });
  });

  it("names each block's regions in layout order, empty columns and their names from sectionConfig too", () => {
    const items = selectOutlineItems(editorStore().getState());
    const regionsOf = (id: string) => items.find((item) => item.id === id)?.regions;
    // s1 holds col1 and col2, laid out by its default: one column, then the other it holds.
    expect(regionsOf('s1')).toEqual([
      { name: 'col1', label: 'Column 1' },
      { name: 'col2', label: 'Column 2' },
    ]);
    expect(regionsOf('u1')).toEqual([{ name: 'default', label: 'default' }]);
    expect(items.find((item) => item.id === 'i1')?.region).toBe('col2');

    const laidOut = sampleView();
    laidOut.nodes.push({
      type: 'section',
      id: 's3',
      props: {
        sectionConfig: JSON.stringify({
          columns: [
            { columnKey: 'left', columnName: 'Story', columnWidth: 8 },
            { columnKey: 'right', columnWidth: 4 },
          ],
        }),
      },
    });
    const withEmpty = selectOutlineItems(editorStore(laidOut).getState());
    expect(withEmpty.find((item) => item.id === 's3')?.regions).toEqual([
      { name: 'left', label: 'Story' },
      { name: 'right', label: 'Column 2' },
    ]);
  });

  it('is the same array until the view changes', () => {
    const store = editorStore();
    const first = selectOutlineItems(store.getState());
    store.dispatch(blockSelected({ id: 't1' }));
    expect(selectOutlineItems(store.getState())).toBe(first);
    store.dispatch(blockMoved({ id: 't2', direction: 'up' }));
    expect(selectOutlineItems(store.getState()).map((item) => item.id)).toEqual([
      's1',
      't2',
      't1',
      'i1',
      't3',
      'u1',
      's2',
      'b1',
      't4',
    ]);
  });

  it('is empty with no page open', () => {
    const store = configureStore({
      reducer: { page: pageSlice.reducer, selection: selectionSlice.reducer },
    });
    expect(selectOutlineItems(store.getState())).toEqual([]);
  });
});

describe('selectSelectedNode', () => {
  it('gives the selected block as the page has it now', () => {
    const store = editorStore();
    expect(selectSelectedNode(store.getState())).toBeNull();
    store.dispatch(blockSelected({ id: 'b1' }));
    store.dispatch(propChanged({ id: 'b1', prop: 'label', value: 'Write to us' }));
    expect(selectSelectedNode(store.getState())?.props?.label).toBe('Write to us');
  });

  it('is null once the page no longer has the block', () => {
    const store = editorStore();
    store.dispatch(blockSelected({ id: 'b1' }));
    store.dispatch(blockRemoved({ id: 'b1' }));
    expect(selectSelectedNode(store.getState())).toBeNull();
  });
});

describe('removing the selected block', () => {
  it('selects the block the helper names, read before the removal', () => {
    const store = editorStore();
    store.dispatch(blockSelected({ id: 't1' }));
    const view = store.getState().page.view!;
    const next = selectionAfterRemoval(view, 't1');
    store.dispatch(blockRemoved({ id: 't1' }));
    store.dispatch(blockSelected({ id: next }));
    expect(selectSelectedNode(store.getState())?.id).toBe('t2');
  });
});

describe('undo and redo', () => {
  it('are possible once there is a step to undo or to redo, and named by it', () => {
    const store = editorStore();
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectCanRedo(store.getState())).toBe(false);
    expect(selectUndoLabel(store.getState())).toBeNull();

    store.dispatch(blockRemoved({ id: 'i1' }));
    expect(selectCanUndo(store.getState())).toBe(true);
    expect(selectUndoLabel(store.getState())).toBe('Remove Image');

    store.dispatch(stepUndone());
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(selectCanRedo(store.getState())).toBe(true);
    expect(selectRedoLabel(store.getState())).toBe('Remove Image');
  });
});
