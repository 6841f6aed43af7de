import { describe, expect, it } from 'vitest';
import { pageOpened } from '../../../../editor/document/documentSlice';
import {
  blockSelected,
  selectionAfterRemoval,
  selectionSlice,
  selectSelectedId,
} from '../../../../editor/document/selectionSlice';
import { block, sampleView, viewOf, wideView } from '../../support/editorViews';

const reducer = selectionSlice.reducer;

describe('selection/blockSelected', () => {
  it('selects a block, and nothing for null', () => {
    const selected = reducer(undefined, blockSelected({ id: 't1' }));
    expect(selectSelectedId({ selection: selected })).toBe('t1');
    expect(selectSelectedId({ selection: reducer(selected, blockSelected({ id: null })) })).toBe(
      null,
    );
  });

  it('is emptied when another page is opened', () => {
    const selected = reducer(undefined, blockSelected({ id: 't1' }));
    const opened = reducer(
      selected,
      pageOpened({ path: 'views/about.json', view: sampleView(), revision: 0, baseRevision: 0 }),
    );
    expect(opened.selectedId).toBeNull();
  });
});

describe('selectionAfterRemoval', () => {
  it('moves to the block after the removed one', () => {
    expect(selectionAfterRemoval(sampleView(), 't1')).toBe('t2');
    expect(selectionAfterRemoval(sampleView(), 's1')).toBe('t3');
  });

  it('moves to the block before it when it was the last of its list', () => {
    expect(selectionAfterRemoval(sampleView(), 't2')).toBe('t1');
    expect(selectionAfterRemoval(sampleView(), 't4')).toBe('u1');
    expect(selectionAfterRemoval(wideView(100), 'w99')).toBe('w98');
  });

  it('moves to its parent when it was alone in its region', () => {
    expect(selectionAfterRemoval(sampleView(), 'i1')).toBe('s1');
    expect(selectionAfterRemoval(sampleView(), 'b1')).toBe('s2');
  });

  it('selects nothing after the page’s only block, or for an unknown id', () => {
    expect(selectionAfterRemoval(viewOf([block('textBlock', 'only')]), 'only')).toBeNull();
    expect(selectionAfterRemoval(sampleView(), 'nope')).toBeNull();
  });
});
