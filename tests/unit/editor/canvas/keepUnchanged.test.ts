import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '../../../../editor/canvas/keepUnchanged';
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
          col1: [{ type: 'textBlock', id: 'b', props: { title: 'B' } }],
          col2: [{ type: 'textBlock', id: 'c', props: { title: 'C' } }],
        },
      },
    ],
  };
}

describe('keepUnchanged', () => {
  it('gives back the previous view for an equal copy', () => {
    const previous = page();
    expect(keepUnchanged(previous, structuredClone(previous))).toBe(previous);
    expect(keepUnchanged(null, previous)).toBe(previous);
  });

  it('keeps every node but the changed one and the nodes holding it', () => {
    const previous = page();
    const next = structuredClone(previous);
    const [a, s] = next.nodes;
    s!.regions!.col2![0]!.props = { title: 'C, edited' };
    const kept = keepUnchanged(previous, next);

    expect(kept).not.toBe(previous);
    expect(kept.nodes[0]).toBe(previous.nodes[0]);
    expect(kept.nodes[0]).not.toBe(a);
    const section = kept.nodes[1]!;
    expect(section).not.toBe(previous.nodes[1]);
    // The section's own props did not change: they stay the same object.
    expect(section.props).toBe(previous.nodes[1]!.props);
    expect(section.regions!.col1![0]).toBe(previous.nodes[1]!.regions!.col1![0]);
    expect(section.regions!.col2![0]).toEqual({
      type: 'textBlock',
      id: 'c',
      props: { title: 'C, edited' },
    });
    expect(kept).toEqual(next);
  });

  it('keeps a moved node, and tells apart what only looks alike', () => {
    const previous = page();
    const next = structuredClone(previous);
    const b = next.nodes[1]!.regions!.col1!.pop()!;
    next.nodes.push(b);
    // An array is not an object with the same keys, nor a lang-less node one with a lang.
    next.nodes[0]!.props = { title: 'A', tags: { 0: 'x', 1: { y: 1 } } };
    const kept = keepUnchanged(previous, next);

    expect(kept.nodes[2]).toBe(previous.nodes[1]!.regions!.col1![0]);
    expect(kept.nodes[0]).not.toBe(previous.nodes[0]);
    expect(kept.nodes[1]!.regions!.col2![0]).toBe(previous.nodes[1]!.regions!.col2![0]);
    expect(kept).toEqual(next);

    const translated = structuredClone(previous);
    translated.nodes[0]!.lang = 'en-US';
    expect(keepUnchanged(previous, translated).nodes[0]).not.toBe(previous.nodes[0]);
  });

  it('takes a view whose own fields changed anew, its nodes kept', () => {
    const previous = page();
    const next = { ...structuredClone(previous), title: 'Renamed' };
    const kept = keepUnchanged(previous, next);
    expect(kept).not.toBe(previous);
    expect(kept.title).toBe('Renamed');
    expect(kept.nodes[1]).toBe(previous.nodes[1]);
  });
});
