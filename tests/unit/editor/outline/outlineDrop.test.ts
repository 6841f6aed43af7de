import type { Instruction } from '@atlaskit/pragmatic-drag-and-drop-hitbox/tree-item';
import { describe, expect, it } from 'vitest';
import { outlineDropOf, placeOf, regionDropOf } from '../../../../editor/outline/outlineDrop';
import { sampleView } from '../../support/editorViews';

const INDENT = 16;
const at = (type: 'reorder-above' | 'reorder-below' | 'make-child', currentLevel: number) =>
  ({ type, currentLevel, indentPerLevel: INDENT }) satisfies Instruction;
const reparent = (currentLevel: number, desiredLevel: number): Instruction => ({
  type: 'reparent',
  currentLevel,
  indentPerLevel: INDENT,
  desiredLevel,
});

describe('placeOf, a tree-item instruction on an outline row', () => {
  const view = sampleView();

  it('is before the row above it, after it below it, into it in its middle', () => {
    expect(placeOf(view, 't3', at('reorder-above', 0))).toEqual({ side: 'before', of: 't3' });
    expect(placeOf(view, 't3', at('reorder-below', 0))).toEqual({ side: 'after', of: 't3' });
    expect(placeOf(view, 's1', at('make-child', 0))).toEqual({ side: 'into', of: 's1' });
  });

  it('is after the ancestor at the level wanted, for a reparent left of a group’s last row', () => {
    // b1 is in s2 (level 1 from 0), in u1 (level 0).
    expect(placeOf(view, 'b1', reparent(2, 0))).toEqual({ side: 'after', of: 'u1' });
    expect(placeOf(view, 'b1', reparent(2, 1))).toEqual({ side: 'after', of: 's2' });
    expect(placeOf(view, 'b1', reparent(2, 2))).toEqual({ side: 'after', of: 'b1' });
    expect(placeOf(view, 'b1', reparent(2, 7))).toEqual({ side: 'after', of: 'b1' });
  });

  it('is nowhere for a blocked instruction or a row the page does not have', () => {
    const blocked: Instruction = { type: 'instruction-blocked', desired: at('make-child', 0) };
    expect(placeOf(view, 's1', blocked)).toBeUndefined();
    expect(placeOf(view, 'nope', reparent(1, 0))).toBeUndefined();
  });
});

describe('outlineDropOf', () => {
  const view = sampleView();

  it('allows what the keyboard’s moves allow', () => {
    expect(outlineDropOf(view, 't4', 's1', at('make-child', 0))).toEqual({
      place: { side: 'into', of: 's1' },
      allowed: true,
    });
    // The last row of a group dragged left on itself: out, after an ancestor.
    expect(outlineDropOf(view, 'b1', 'b1', reparent(2, 0))?.allowed).toBe(true);
    expect(outlineDropOf(view, 'b1', 'b1', at('reorder-below', 2))?.allowed).toBe(false);
    expect(outlineDropOf(view, 't1', 'b1', reparent(2, 0))).toEqual({
      place: { side: 'after', of: 'u1' },
      allowed: true,
    });
  });

  it('refuses a drop into a block without regions, or into the dragged block’s own', () => {
    expect(outlineDropOf(view, 't4', 't3', at('make-child', 0))?.allowed).toBe(false);
    expect(outlineDropOf(view, 'u1', 's2', at('reorder-below', 1))?.allowed).toBe(false);
    expect(outlineDropOf(view, 'u1', 's2', at('make-child', 1))?.allowed).toBe(false);
  });
});

describe('regionDropOf, a drop on a region caption', () => {
  it('puts the block at the end of that region, allowed where the keyboard’s moves allow it', () => {
    const view = sampleView();
    expect(regionDropOf(view, 't3', 's1', 'col2')).toEqual({
      place: { side: 'into', of: 's1', region: 'col2' },
      allowed: true,
    });
    // Into a region of its own block: refused.
    expect(regionDropOf(view, 's1', 's1', 'col2').allowed).toBe(false);
    expect(regionDropOf(view, 't3', 's1', 'nowhere').allowed).toBe(false);
  });
});
