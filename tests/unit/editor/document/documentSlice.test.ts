import { configureStore, findNonSerializableValue, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import type { View } from '../../../../shared/viewSchema';
import { findBlock, idsIn, outlineOf, topLevelAt } from '../../../../editor/document/blockTree';
import { type MoveDirection } from '../../../../editor/document/blockMoves';
import {
  blockDuplicated,
  blockInserted,
  blockMoved,
  blockPasted,
  blockRemoved,
  pageOpened,
  pageSaved,
  pageSlice,
  propChanged,
  stepRedone,
  stepUndone,
  type PageState,
} from '../../../../editor/document/documentSlice';
import { blockSelected, selectionSlice } from '../../../../editor/document/selectionSlice';
import { block, countingIds, sampleView, wideView } from '../../support/editorViews';

const reducer = pageSlice.reducer;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function opened(view: View = sampleView()): PageState {
  return reducer(
    undefined,
    pageOpened({ path: `views/${view.id}.json`, view, revision: 3, baseRevision: 2 }),
  );
}

function run(state: PageState, ...actions: UnknownAction[]): PageState {
  return actions.reduce(reducer, state);
}

function viewOf(state: PageState): View {
  if (!state.view) throw new Error('no page is open');
  return state.view;
}

describe('page/opened', () => {
  it('holds the view, its path and revisions, with no history', () => {
    const view = sampleView();
    const state = opened(view);
    expect(state).toEqual({
      path: 'views/about.json',
      view,
      revision: 3,
      baseRevision: 2,
      past: [],
      future: [],
      typing: null,
    });
  });

  it('forgets the history of the page open before', () => {
    const edited = run(opened(), blockRemoved({ id: 't3' }), blockRemoved({ id: 't4' }));
    const undone = run(edited, stepUndone());
    const reopened = run(
      undone,
      pageOpened({ path: 'views/x.json', view: wideView(), revision: 0, baseRevision: 0 }),
    );
    expect(reopened.past).toEqual([]);
    expect(reopened.future).toEqual([]);
  });
});

describe('with no page open', () => {
  it('changes nothing', () => {
    const initial = reducer(undefined, { type: 'init' });
    const after = run(
      initial,
      propChanged({ id: 't1', prop: 'text', value: 'x' }),
      blockRemoved({ id: 't1' }),
      stepUndone(),
      stepRedone(),
    );
    expect(after).toEqual(initial);
    expect(initial.view).toBeNull();
  });
});

describe('the edits', () => {
  it('record one step each, labelled as the author would name it', () => {
    const state = run(
      opened(),
      propChanged({ id: 't1', prop: 'text', value: 'Hello' }),
      blockMoved({ id: 't2', direction: 'up' }),
      blockRemoved({ id: 'i1' }),
      blockDuplicated({ id: 't3', newId: 'copy' }),
      blockInserted({ location: topLevelAt(0), node: block('button', 'new') }),
      blockPasted({ location: topLevelAt(0), node: block('image', 'clip') }, countingIds('paste')),
    );
    expect(state.past.map((step) => step.label)).toEqual([
      'Change text of Text Block',
      'Move Text Block up',
      'Remove Image',
      'Duplicate Text Block',
      'Insert Button',
      'Paste Image',
    ]);
    expect(viewOf(state).nodes.map((node) => node.id)).toEqual([
      'paste-1',
      'new',
      's1',
      't3',
      'copy',
      'u1',
      't4',
    ]);
  });

  it('move a block in every direction', () => {
    const directions: [string, MoveDirection][] = [
      ['t3', 'in'],
      ['t3', 'up'],
      ['t3', 'out'],
      ['t4', 'up'],
      ['t1', 'down'],
    ];
    const state = run(
      opened(),
      ...directions.map(([id, direction]) => blockMoved({ id, direction })),
    );
    expect(outlineOf(viewOf(state)).map(({ node, level }) => `${node.id}:${level}`)).toEqual([
      's1:1',
      't2:2',
      't1:2',
      'i1:2',
      't3:1',
      't4:1',
      'u1:1',
      's2:2',
      'b1:3',
    ]);
    expect(state.past).toHaveLength(5);
  });

  it('record nothing for an edit that changes nothing, and keep the state the same object', () => {
    const state = opened();
    const refused = [
      blockMoved({ id: 's1', direction: 'up' }),
      blockMoved({ id: 't4', direction: 'down' }),
      blockMoved({ id: 's1', direction: 'in' }),
      blockMoved({ id: 's1', direction: 'out' }),
      blockRemoved({ id: 'nope' }),
      blockDuplicated({ id: 'nope' }),
      blockInserted({ location: topLevelAt(9), node: block('button', 'new') }),
      blockInserted({ location: topLevelAt(0), node: block('button', 't1') }),
      propChanged({ id: 't1', prop: 'text', value: 'Who we are' }),
      propChanged({ id: 'nope', prop: 'text', value: 'x' }),
      stepUndone(),
      stepRedone(),
    ];
    for (const action of refused) expect(reducer(state, action)).toBe(state);
  });

  it('are undone and redone one step at a time', () => {
    const view = sampleView();
    const actions = [
      propChanged({ id: 'b1', prop: 'label', value: 'Write to us' }),
      blockMoved({ id: 'b1', direction: 'out' }),
      blockDuplicated({ id: 'u1', newId: 'copy' }),
      blockRemoved({ id: 's1' }),
      blockInserted({
        location: { parentId: 't3', region: 'default', index: 0 },
        node: block('button', 'n'),
      }),
    ];
    const states = [opened(view)];
    for (const action of actions) states.push(reducer(states.at(-1), action));

    let state = states.at(-1)!;
    for (let index = actions.length - 1; index >= 0; index--) {
      state = reducer(state, stepUndone());
      expect(state.view).toEqual(states[index]!.view);
    }
    expect(state.view).toEqual(view);
    for (let index = 1; index <= actions.length; index++) {
      state = reducer(state, stepRedone());
      expect(state.view).toEqual(states[index]!.view);
    }
  });
});

describe('page/blockMoved to a place (a drop)', () => {
  it('is one step, named by both blocks, undone at once', () => {
    const view = sampleView();
    const state = run(opened(view), blockMoved({ id: 't4', place: { side: 'into', of: 's1' } }));
    expect(findBlock(viewOf(state), 's1')?.regions?.col1?.map((node) => node.id)).toEqual([
      't1',
      't2',
      't4',
    ]);
    expect(state.past).toHaveLength(1);
    expect(state.past[0]?.label).toBe('Move Text Block into Section');
    expect(reducer(state, stepUndone()).view).toEqual(view);
  });

  it('records nothing for a drop where the block may not go, or where it already is', () => {
    const state = opened();
    for (const action of [
      blockMoved({ id: 'u1', place: { side: 'after', of: 'b1' } }),
      blockMoved({ id: 't3', place: { side: 'into', of: 't4' } }),
      blockMoved({ id: 't3', place: { side: 'after', of: 's1' } }),
      blockMoved({ id: 't3', place: { side: 'before', of: 'u1' } }),
    ]) {
      expect(reducer(state, action)).toBe(state);
    }
  });
});

describe('page/blockDuplicated', () => {
  it('gives the copy a fresh UUID when none is named, and every block in it an id of its own', () => {
    const action = blockDuplicated({ id: 'u1' });
    expect(action.payload.newId).toMatch(UUID);
    const view = viewOf(run(opened(), action));
    const copy = findBlock(view, action.payload.newId)!;
    const ids = idsIn(view.nodes);
    expect(new Set(ids).size).toBe(ids.length);
    expect(idsIn([copy])).toHaveLength(3);
  });

  it('names the copy’s blocks after its id, so a replay of the action makes the same page', () => {
    const action = blockDuplicated({ id: 'u1', newId: 'dup' });
    const first = viewOf(run(opened(), action));
    expect(idsIn([findBlock(first, 'dup')!])).toEqual(['dup', 'dup-1', 'dup-2']);
    expect(viewOf(run(opened(), action))).toEqual(first);
  });
});

describe('page/blockPasted', () => {
  it('carries the copied block with fresh ids throughout', () => {
    const copied = findBlock(sampleView(), 's1')!;
    const action = blockPasted({ location: topLevelAt(4), node: copied });
    const ids = idsIn([action.payload.node]);
    expect(ids).toHaveLength(4);
    expect(ids.every((id) => UUID.test(id))).toBe(true);
    expect(ids.some((id) => idsIn([copied]).includes(id))).toBe(false);

    const view = viewOf(run(opened(), action));
    expect(view.nodes[4]?.id).toBe(ids[0]);
  });
});

describe('typing', () => {
  const typing = (id: string, prop: string, text: string) =>
    Array.from(text, (_, index) => propChanged({ id, prop, value: text.slice(0, index + 1) }));

  it('makes changes of the same prop of the same block in a row one step', () => {
    const state = run(opened(), ...typing('t1', 'text', 'Who we were'));
    expect(state.past).toHaveLength(1);
    expect(findBlock(viewOf(state), 't1')?.props?.text).toBe('Who we were');
  });

  it('is undone at once, to the value from before the typing began', () => {
    const view = sampleView();
    const state = run(opened(view), ...typing('t1', 'text', 'Who we were'), stepUndone());
    expect(state.view).toEqual(view);
    expect(state.past).toHaveLength(0);
    expect(run(state, stepRedone()).view).toEqual(
      run(opened(view), ...typing('t1', 'text', 'Who we were')).view,
    );
  });

  it('starts a new step for another prop or another block', () => {
    const state = run(
      opened(),
      ...typing('t1', 'text', 'Hi'),
      ...typing('t1', 'url', '/a'),
      ...typing('t2', 'text', 'Yo'),
      ...typing('t1', 'text', 'Hey'),
    );
    expect(state.past).toHaveLength(4);
  });

  it('ends with another step or a selection, not with a save or what the editor says of it', () => {
    const state = run(
      opened(),
      ...typing('t1', 'text', 'Hi'),
      blockSelected({ id: 't1' }),
      ...typing('t1', 'text', 'Hi there'),
      pageSaved({ revision: 4 }),
      { type: 'save/started' },
      ...typing('t1', 'text', 'Hi there!'),
      blockMoved({ id: 't2', direction: 'up' }),
      ...typing('t1', 'text', 'Hi there!!'),
    );
    expect(state.past).toHaveLength(4);
    expect(state.typing).toEqual({ id: 't1', prop: 'text' });
  });

  it('ends with an undo, so typing after it is a step of its own', () => {
    const state = run(
      opened(),
      ...typing('t1', 'text', 'A'),
      ...typing('t2', 'text', 'B'),
      stepUndone(),
      ...typing('t1', 'text', 'AB'),
    );
    expect(state.past.map((step) => step.label)).toEqual([
      'Change text of Text Block',
      'Change text of Text Block',
    ]);
    expect(findBlock(viewOf(state), 't2')?.props?.text).toBe(
      'We build software for supply chains.',
    );
  });

  it('is not ended by a change to the value the prop already has', () => {
    const state = run(
      opened(),
      propChanged({ id: 't1', prop: 'text', value: 'W' }),
      propChanged({ id: 't1', prop: 'text', value: 'W' }),
      propChanged({ id: 't1', prop: 'text', value: 'Wh' }),
    );
    expect(state.past).toHaveLength(1);
  });

  it('is ended by a change of another prop that changes nothing', () => {
    const state = run(
      opened(),
      propChanged({ id: 't1', prop: 'text', value: 'W' }),
      propChanged({ id: 't1', prop: 'headingTag', value: 'h2' }),
      propChanged({ id: 't1', prop: 'text', value: 'Wh' }),
    );
    expect(state.past).toHaveLength(2);
  });
});

describe('redo', () => {
  it('is cleared by a new change', () => {
    const undone = run(
      opened(),
      blockRemoved({ id: 't3' }),
      blockRemoved({ id: 't4' }),
      stepUndone(),
      stepUndone(),
    );
    expect(undone.future).toHaveLength(2);
    const changed = run(undone, blockMoved({ id: 't4', direction: 'up' }));
    expect(changed.future).toEqual([]);
    expect(run(changed, stepRedone())).toBe(changed);
  });

  it('is kept by a change that changes nothing', () => {
    const undone = run(opened(), blockRemoved({ id: 't3' }), stepUndone());
    expect(run(undone, blockMoved({ id: 's1', direction: 'up' })).future).toHaveLength(1);
  });
});

describe('names no undo could patch', () => {
  it('are refused, for a prop or for a region the view names so', () => {
    const view = {
      ...sampleView(),
      nodes: [block('section', 'odd', {}, { constructor: [block('textBlock', 'inside')] })],
    };
    const state = opened(view);
    expect(reducer(state, propChanged({ id: 't1', prop: 'constructor', value: 1 }))).toBe(state);
    expect(reducer(state, blockRemoved({ id: 'inside' }))).toBe(state);
  });
});

describe('page/saved', () => {
  it('keeps the revision the next save names, and the history', () => {
    const edited = run(opened(), blockRemoved({ id: 't3' }));
    const saved = run(edited, pageSaved({ revision: 4 }));
    expect(saved.revision).toBe(4);
    expect(saved.baseRevision).toBe(2);
    expect(saved.past).toBe(edited.past);
  });
});

/** A run of edits of every kind, chosen by a seeded generator from the blocks the page has. */
function editsFor(seed: number): (view: View, step: number) => UnknownAction {
  let random = seed;
  const next = (below: number) => {
    random = (random * 1103515245 + 12345) % 2147483648;
    return random % below;
  };
  const directions: MoveDirection[] = ['up', 'down', 'in', 'out'];
  return (view, step) => {
    const entries = outlineOf(view);
    const { node } = entries[next(entries.length)]!;
    switch (next(6)) {
      case 0:
        return blockMoved({ id: node.id, direction: directions[next(4)]! });
      case 1:
        // Copies of copies would double the page; past a size, the page loses blocks instead.
        return entries.length < 150
          ? blockDuplicated({ id: node.id, newId: `dup${step}` })
          : blockRemoved({ id: node.id });
      case 2:
        return entries.length > 12 ? blockRemoved({ id: node.id }) : stepUndone();
      case 3:
        return blockInserted({
          location: { parentId: node.id, region: 'default', index: 0 },
          node: block('textBlock', `new${step}`, { text: `New ${step}` }),
        });
      default:
        return propChanged({ id: node.id, prop: `p${next(3)}`, value: step });
    }
  };
}

describe('a long history', () => {
  it('undoes 600 steps back to the page as opened, exactly, and redoes them', () => {
    const view = sampleView();
    const nextEdit = editsFor(7);
    let state = opened(view);
    const views: View[] = [view];
    for (let step = 0; state.past.length < 600; step++) {
      state = reducer(state, nextEdit(viewOf(state), step));
      // A typed change joins the last step; an undo or a refused edit leaves the history as it was.
      views.length = state.past.length + 1;
      views[state.past.length] = viewOf(state);
    }
    const edited = state;

    for (let step = 600; step > 0; step--) {
      state = reducer(state, stepUndone());
      expect(state.view).toEqual(views[step - 1]);
    }
    expect(state.view).toEqual(view);
    expect(JSON.stringify(state.view)).toBe(JSON.stringify(view));
    expect(state.future).toHaveLength(600);

    for (let step = 0; step < 600; step++) state = reducer(state, stepRedone());
    expect(state.view).toEqual(edited.view);
  });

  it('keeps the last thousand steps', () => {
    let state = opened(wideView(1));
    for (let step = 0; step < 1010; step++) {
      state = run(
        state,
        propChanged({ id: 'w0', prop: 'text', value: step }),
        blockSelected({ id: null }),
      );
    }
    expect(state.past).toHaveLength(1000);
    for (let step = 0; step < 1000; step++) state = reducer(state, stepUndone());
    expect(findBlock(viewOf(state), 'w0')?.props?.text).toBe(9);
  });
});

describe('structural sharing', () => {
  it('keeps the object of every block an edit does not touch', () => {
    const before = opened();
    const after = run(before, propChanged({ id: 't1', prop: 'text', value: 'Changed' }));
    const old = viewOf(before);
    const now = viewOf(after);
    for (const id of ['t2', 'i1', 't3', 'u1', 's2', 'b1', 't4']) {
      expect(findBlock(now, id)).toBe(findBlock(old, id));
    }
    expect(findBlock(now, 't1')).not.toBe(findBlock(old, 't1'));
    expect(findBlock(now, 's1')).not.toBe(findBlock(old, 's1'));
  });

  it('keeps them through a move, a removal, an undo and a redo', () => {
    const before = opened(wideView(100));
    const old = viewOf(before);
    const moved = run(before, blockMoved({ id: 'w10', direction: 'up' }));
    const removed = run(moved, blockRemoved({ id: 'w50' }));
    const undone = run(removed, stepUndone());
    const redone = run(undone, stepRedone());
    for (const state of [moved, removed, undone, redone]) {
      expect(findBlock(viewOf(state), 'w0')).toBe(findBlock(old, 'w0'));
      expect(findBlock(viewOf(state), 'w99')).toBe(findBlock(old, 'w99'));
    }
  });

  it('gives an undo back the blocks themselves, the removed one too', () => {
    const before = opened(wideView(100));
    const old = viewOf(before);
    const undone = run(before, blockRemoved({ id: 'w50' }), stepUndone());
    for (const id of ['w0', 'w49', 'w50', 'w51', 'w99']) {
      expect(findBlock(viewOf(undone), id)).toBe(findBlock(old, id));
    }
  });

  it('records a removal as the removed block alone, however long its list', () => {
    const before = opened(wideView(100));
    const removed = run(before, blockRemoved({ id: 'w0' }));
    const [step] = removed.past;
    const path = ['nodes', 0, 'regions', 'col1', 0];
    expect(step?.patches).toEqual([{ op: 'remove', path }]);
    expect(step?.inversePatches).toEqual([
      { op: 'add', path, value: findBlock(viewOf(before), 'w0') },
    ]);
    expect(step?.inversePatches[0]?.value).toBe(findBlock(viewOf(before), 'w0'));
  });

  it('keeps a step of a large page small once serialised', () => {
    const sections = Array.from({ length: 60 }, (_, index) =>
      block(
        'section',
        `s${index}`,
        {},
        {
          col1: wideView(16).nodes[0]!.regions!.col1!.map((node) => ({
            ...node,
            id: `${node.id}-${index}`,
          })),
        },
      ),
    );
    const state = run(
      opened({ ...sampleView(), nodes: sections }),
      blockMoved({ id: 's30', direction: 'up' }),
      blockRemoved({ id: 's0' }),
      blockDuplicated({ id: 'w3-40', newId: 'copy' }),
    );
    const page = JSON.stringify(state.view).length;
    for (const step of state.past) {
      expect(JSON.stringify(step).length).toBeLessThan(page / 10);
    }
  });

  it('keeps the history’s earlier steps as they were', () => {
    const one = run(opened(), blockRemoved({ id: 't3' }));
    const two = run(one, blockRemoved({ id: 't4' }));
    expect(two.past[0]).toBe(one.past[0]);
  });
});

describe('in a store', () => {
  it('keeps a state Redux Toolkit finds serialisable, and passes its checks', () => {
    const errors = vi.spyOn(console, 'error');
    const store = configureStore({
      reducer: { page: pageSlice.reducer, selection: selectionSlice.reducer },
    });
    const nextEdit = editsFor(11);
    store.dispatch(
      pageOpened({ path: 'views/about.json', view: sampleView(), revision: 1, baseRevision: 1 }),
    );
    for (let step = 0; step < 100; step++) {
      store.dispatch(nextEdit(viewOf(store.getState().page), step));
    }
    store.dispatch(stepUndone());
    const state = store.getState();
    expect(findNonSerializableValue(state)).toBe(false);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(errors).not.toHaveBeenCalled();
  });
});
