import { describe, expect, it } from 'vitest';
import { mergeViews, withChoices } from '../../../../editor/saving/mergeViews';
import { block, viewOf } from '../../support/editorViews';

const text = (id: string, props: Record<string, unknown>) => block('textBlock', id, props);
const base = viewOf([text('a', { text: 'A' }), text('b', { text: 'B' })]);

describe('mergeViews', () => {
  it("keeps each side's change of a different field", () => {
    const mine = viewOf([text('a', { text: 'A mine' }), text('b', { text: 'B' })]);
    const theirs = viewOf([
      text('a', { text: 'A', textAlign: 'center' }),
      text('b', { text: 'B theirs' }),
    ]);
    expect(mergeViews(base, mine, theirs)).toEqual({
      merged: viewOf([
        text('a', { text: 'A mine', textAlign: 'center' }),
        text('b', { text: 'B theirs' }),
      ]),
      conflicts: [],
    });
  });

  it('sees no conflict where both made the same change', () => {
    const both = viewOf([text('a', { text: 'A!' }), text('b', { text: 'B' })]);
    expect(mergeViews(base, both, both).conflicts).toEqual([]);
  });

  it('names a field both changed, each its own way, and keeps theirs until chosen', () => {
    const mine = viewOf([text('a', { text: 'A mine' }), text('b', { text: 'B' })]);
    const theirs = viewOf([text('a', { text: 'A theirs' }), text('b', { text: 'B' })]);
    const merge = mergeViews(base, mine, theirs);
    expect(merge.conflicts).toEqual([
      {
        id: 'a',
        prop: 'text',
        label: 'Text Block: A theirs › text',
        mine: 'A mine',
        theirs: 'A theirs',
      },
    ]);
    expect(merge.merged).toEqual(theirs);
    expect(withChoices(merge, new Set([0]))).toEqual(mine);
    expect(withChoices(merge, new Set())).toEqual(theirs);
  });

  it("keeps a move of one side with the other's prop changes", () => {
    const mine = viewOf([text('b', { text: 'B' }), text('a', { text: 'A' })]);
    const theirs = viewOf([text('a', { text: 'A theirs' }), text('b', { text: 'B' })]);
    expect(mergeViews(base, mine, theirs)).toEqual({
      merged: viewOf([text('b', { text: 'B' }), text('a', { text: 'A theirs' })]),
      conflicts: [],
    });
  });

  it('keeps a removed prop removed', () => {
    const mine = viewOf([text('a', {}), text('b', { text: 'B' })]);
    expect(mergeViews(base, mine, base).merged).toEqual(mine);
  });

  it('makes the page one conflict when both moved, added or removed blocks', () => {
    const mine = viewOf([text('b', { text: 'B' }), text('a', { text: 'A' })]);
    const theirs = viewOf([text('a', { text: 'A' })]);
    const merge = mergeViews(base, mine, theirs);
    expect(merge.conflicts).toHaveLength(1);
    expect(merge.conflicts[0]).toMatchObject({ id: null, prop: null });
    expect(withChoices(merge, new Set([0]))).toEqual(mine);
    expect(withChoices(merge, new Set())).toEqual(theirs);
  });

  it("merges the page's own fields as it merges props", () => {
    const mine = { ...base, title: 'About us' };
    const theirs = { ...base, route: '/about-us' };
    expect(mergeViews(base, mine, theirs).merged).toMatchObject({
      title: 'About us',
      route: '/about-us',
    });
  });
});
