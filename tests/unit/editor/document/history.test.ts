import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import { moveBlock } from '../../../../editor/document/blockMoves';
import { duplicateBlock, removeBlock, setProp } from '../../../../editor/document/blockEdits';
import {
  applySharedPatches,
  compactPatches,
  HISTORY_LIMIT,
  mergeSteps,
  withStep,
  type HistoryStep,
} from '../../../../editor/document/history';
import { block, sampleView, viewOf, wideView } from '../../support/editorViews';

enablePatches();

function stepOf(view: View, edit: (draft: View) => void, label = 'step'): [View, HistoryStep] {
  const [next, patches, inversePatches] = produceWithPatches(view, edit);
  return [next, { patches, inversePatches, label }];
}

/** The views and steps of typing `text` into the prop, one character at a time. */
function typeInto(view: View, id: string, prop: string, text: string): [View, HistoryStep[]] {
  const steps: HistoryStep[] = [];
  let current = view;
  for (let length = 1; length <= text.length; length++) {
    const [next, step] = stepOf(current, (draft) => {
      setProp(draft, id, prop, text.slice(0, length));
    });
    current = next;
    steps.push(step);
  }
  return [current, steps];
}

function mergeAll(steps: HistoryStep[]): HistoryStep {
  return steps.reduce((merged, step) => mergeSteps(merged, step));
}

describe('withStep', () => {
  const step = (label: string): HistoryStep => ({ patches: [], inversePatches: [], label });

  it('gives the steps with the new one last, leaving the steps given as they were', () => {
    const steps = [step('a')];
    expect(withStep(steps, step('b')).map((s) => s.label)).toEqual(['a', 'b']);
    expect(steps).toHaveLength(1);
  });

  it('drops the oldest steps beyond the limit', () => {
    const steps = ['a', 'b', 'c'].map(step);
    expect(withStep(steps, step('d'), 3).map((s) => s.label)).toEqual(['b', 'c', 'd']);
    expect(withStep(steps, step('d'), 5).map((s) => s.label)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a thousand steps by default', () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(500);
    let steps: HistoryStep[] = [];
    for (let index = 0; index < HISTORY_LIMIT + 5; index++)
      steps = withStep(steps, step(`${index}`));
    expect(steps).toHaveLength(HISTORY_LIMIT);
    expect(steps[0]?.label).toBe('5');
  });
});

describe('mergeSteps', () => {
  it('makes typing into a prop one step that undoes to the value before the typing', () => {
    const view = sampleView();
    const [typed, steps] = typeInto(view, 't1', 'text', 'Who we were');
    const merged = mergeAll(steps);
    expect(applyPatches(typed, merged.inversePatches)).toEqual(view);
    expect(applyPatches(view, merged.patches)).toEqual(typed);
  });

  it('keeps the typing step as small as one keystroke’s', () => {
    const [, steps] = typeInto(sampleView(), 't1', 'text', 'A longer sentence typed key by key');
    const merged = mergeAll(steps);
    expect(merged.patches).toHaveLength(1);
    expect(merged.inversePatches).toHaveLength(1);
  });

  it('undoes typing into a prop the block did not have to its absence', () => {
    const view = sampleView();
    const [typed, steps] = typeInto(view, 't1', 'url', 'https://example.com');
    const merged = mergeAll(steps);
    expect(merged.patches).toEqual([
      { op: 'add', path: expect.any(Array) as unknown, value: 'https://example.com' },
    ]);
    expect(applyPatches(typed, merged.inversePatches)).toEqual(view);
    expect(applyPatches(view, merged.patches)).toEqual(typed);
  });

  it('undoes typing into a block without props to a block without props', () => {
    const view = viewOf([block('textBlock', 'bare')]);
    const [typed, steps] = typeInto(view, 'bare', 'text', 'Hello there');
    const merged = mergeAll(steps);
    expect(applyPatches(typed, merged.inversePatches)).toEqual(view);
    expect(applyPatches(view, merged.patches)).toEqual(typed);
    expect(merged.patches.length).toBeLessThanOrEqual(2);
  });

  it('keeps both patches of a prop removed and set again', () => {
    const view = sampleView();
    const [cleared, first] = stepOf(view, (draft) => {
      setProp(draft, 't1', 'text', undefined);
    });
    const [retyped, second] = stepOf(cleared, (draft) => {
      setProp(draft, 't1', 'text', 'W');
    });
    const merged = mergeSteps(first, second);
    expect(applyPatches(retyped, merged.inversePatches)).toEqual(view);
    expect(applyPatches(view, merged.patches)).toEqual(retyped);
  });

  it('keeps the earlier step’s label', () => {
    const empty = { patches: [], inversePatches: [] };
    expect(mergeSteps({ ...empty, label: 'first' }, { ...empty, label: 'second' }).label).toBe(
      'first',
    );
  });
});

describe('applySharedPatches', () => {
  it('applies a step as immer’s applyPatches does', () => {
    const view = sampleView();
    const [moved, move] = stepOf(view, (draft) => {
      moveBlock(draft, 'b1', 'out');
    });
    const [typed, typing] = stepOf(moved, (draft) => {
      setProp(draft, 'b1', 'label', 'Write');
      setProp(draft, 't1', 'text', undefined);
    });
    for (const [base, patches] of [
      [view, move.patches],
      [moved, move.inversePatches],
      [moved, typing.patches],
      [typed, typing.inversePatches],
    ] as const) {
      expect(applySharedPatches(base, patches)).toEqual(applyPatches(base, patches));
    }
  });

  it('applies array patches by index, as immer does', () => {
    const base = { list: ['a', 'b', 'c'] };
    const patches: Patch[] = [
      { op: 'add', path: ['list', 1], value: 'x' },
      { op: 'remove', path: ['list', 3] },
      { op: 'replace', path: ['list', 0], value: 'z' },
    ];
    expect(applySharedPatches(base, patches)).toEqual({ list: ['z', 'x', 'b'] });
    expect(applySharedPatches(base, patches)).toEqual(applyPatches(base, patches));
  });

  it('gives an undo the very blocks the view had, where applyPatches gives copies', () => {
    const view = wideView(100);
    const [removed, removal] = stepOf(view, (draft) => {
      removeBlock(draft, 'w0');
    });
    const shared = applySharedPatches(removed, removal.inversePatches);
    const copied = applyPatches(removed, removal.inversePatches);
    const blocks = view.nodes[0]!.regions!.col1!;
    expect(shared.nodes[0]!.regions!.col1!.every((node, index) => node === blocks[index])).toBe(
      true,
    );
    expect(copied.nodes[0]!.regions!.col1![1]).not.toBe(blocks[1]);
  });

  it('refuses a path through __proto__ or constructor, as immer does', () => {
    const patch: Patch = { op: 'replace', path: ['__proto__', 'polluted'], value: true };
    expect(() => applySharedPatches({}, [patch])).toThrow(/prototype/);
    expect(() => applySharedPatches({}, [{ op: 'add', path: ['constructor'], value: 1 }])).toThrow(
      /prototype/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a path the view does not have', () => {
    expect(() =>
      applySharedPatches(sampleView(), [{ op: 'replace', path: ['nodes', 9, 'id'], value: 'x' }]),
    ).toThrow(/no nodes\/9\/id/);
  });
});

describe('compactPatches', () => {
  /** An edit's patches both ways, compacted, checked to do what immer's own do. */
  function compacted(view: View, edit: (draft: View) => void) {
    const [next, patches, inversePatches] = produceWithPatches(view, edit);
    const forward = compactPatches(view, patches);
    const inverse = compactPatches(next, inversePatches);
    expect(applySharedPatches(view, forward)).toEqual(next);
    expect(applySharedPatches(next, inverse)).toEqual(view);
    return { next, forward, inverse };
  }

  it('writes a removal from a long list as that one removal', () => {
    const view = wideView(100);
    const { forward, inverse } = compacted(view, (draft) => {
      removeBlock(draft, 'w40');
    });
    const path = ['nodes', 0, 'regions', 'col1', 40];
    expect(forward).toEqual([{ op: 'remove', path }]);
    expect(inverse).toEqual([{ op: 'add', path, value: view.nodes[0]!.regions!.col1![40] }]);
  });

  it('writes a swap as the two blocks taken out and put back', () => {
    const { forward } = compacted(wideView(100), (draft) => {
      moveBlock(draft, 'w50', 'up');
    });
    expect(forward.map(({ op, path }) => `${op} ${path.at(-1)}`)).toEqual([
      'remove 49',
      'remove 49',
      'add 49',
      'add 50',
    ]);
  });

  it('writes a duplicate as the copy put in', () => {
    const { forward, next } = compacted(wideView(100), (draft) => {
      duplicateBlock(draft, 'w99', () => 'copy');
    });
    expect(forward).toEqual([
      {
        op: 'add',
        path: ['nodes', 0, 'regions', 'col1', 100],
        value: next.nodes[0]!.regions!.col1![100],
      },
    ]);
  });

  it('compacts each of a step’s patches against the view as the ones before it left it', () => {
    compacted(sampleView(), (draft) => {
      moveBlock(draft, 'b1', 'out');
      moveBlock(draft, 'b1', 'out');
      moveBlock(draft, 't3', 'in');
      setProp(draft, 't1', 'text', 'Changed');
    });
  });

  it('leaves a patch of anything but a list as it is', () => {
    const { forward } = compacted(sampleView(), (draft) => {
      setProp(draft, 't1', 'text', 'Changed');
    });
    expect(forward).toEqual([
      {
        op: 'replace',
        path: ['nodes', 0, 'regions', 'col1', 0, 'props', 'text'],
        value: 'Changed',
      },
    ]);
  });

  it('gives no patch for a list replaced by the same blocks', () => {
    const view = sampleView();
    const same = [...view.nodes];
    expect(compactPatches(view, [{ op: 'replace', path: ['nodes'], value: same }])).toEqual([]);
  });
});
