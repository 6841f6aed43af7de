import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachInstruction,
  extractInstruction,
  type Instruction,
  type ItemMode,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/tree-item';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { OutlineDrop } from './outlineDrop';

/**
 * How far a level of the outline is indented, in CSS pixels: the rows' own padding
 * (`--outline-depth` in editor.css), which the hitbox reads a reparent by.
 */
const OUTLINE_INDENT_PX = 16;

/** The key of the dragged block's id in the drag's data. */
const BLOCK_ID = 'outlineBlockId';

/** What the outline asks of its page when a row is dragged over another and dropped. */
export interface OutlineDragging {
  /** What dropping `dragged` where the instruction says, on the row of `target`, would do. */
  dropOf: (dragged: string, target: string, instruction: Instruction) => OutlineDrop | undefined;
  /** What dropping `dragged` on the caption of `of`'s region `region` would do (into its end). */
  regionDropOf: (dragged: string, of: string, region: string) => OutlineDrop | undefined;
  /** The dragged block was dropped there (allowed or not: a refused drop is said so). */
  onDrop: (dragged: string, drop: OutlineDrop) => void;
}

/** The drop indicator a row shows: a line before or after it, an outline into it. */
export interface DropIndicator {
  side: OutlineDrop['place']['side'];
  /** The level the line is drawn at, from 0 (a reparent's is its ancestor's). */
  depth: number;
  allowed: boolean;
}

interface RowOptions {
  id: string;
  /** The row's level in the outline, from 1. */
  level: number;
  /** `expanded` for an open block with rows under it, `last-in-group` for its region's last. */
  mode: ItemMode;
}

const draggedIdOf = (data: Record<string | symbol, unknown>) => {
  const id = data[BLOCK_ID];
  return typeof id === 'string' ? id : undefined;
};

function sameIndicator(a: DropIndicator | null, b: DropIndicator | null): boolean {
  return a === b || (a?.side === b?.side && a?.depth === b?.depth && a?.allowed === b?.allowed);
}

/** The indicator a drop target draws, and how to show another (or none); the same one redraws nothing. */
function useDropIndicator() {
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const show = useCallback((next: DropIndicator | null) => {
    setIndicator((current) => (sameIndicator(current, next) ? current : next));
  }, []);
  return [indicator, show] as const;
}

/**
 * Makes the row draggable and a drop target of Pragmatic drag and drop (native HTML drag
 * events), and gives the indicator to draw while a block is dragged over it. The drop's place
 * comes from the hitbox's tree-item instruction: the upper quarter is before the row, the lower
 * after it, the middle into it.
 */
export function useRowDrag(
  ref: RefObject<HTMLElement | null>,
  { id, level, mode }: RowOptions,
  dragging: OutlineDragging,
): DropIndicator | null {
  const [indicator, show] = useDropIndicator();

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const dropAt = (
      data: Record<string | symbol, unknown>,
      source: Record<string | symbol, unknown>,
    ) => {
      const dragged = draggedIdOf(source);
      const instruction = extractInstruction(data);
      if (dragged === undefined || !instruction) return undefined;
      const drop = dragging.dropOf(dragged, id, instruction);
      // Over its own row a block goes nowhere, but out of its region (a reparent, left of it).
      if (!drop || drop.place.of === dragged) return undefined;
      return { dragged, drop, instruction };
    };
    return combine(
      draggable({ element, getInitialData: () => ({ [BLOCK_ID]: id }) }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => draggedIdOf(source.data) !== undefined,
        getData: ({ input }) =>
          attachInstruction(
            {},
            { input, element, currentLevel: level - 1, indentPerLevel: OUTLINE_INDENT_PX, mode },
          ),
        getIsSticky: () => true,
        onDrag: ({ self, source }) => {
          const at = dropAt(self.data, source.data);
          show(
            at
              ? {
                  side: at.drop.place.side,
                  depth: depthOf(at.instruction, level),
                  allowed: at.drop.allowed,
                }
              : null,
          );
        },
        onDragLeave: () => {
          show(null);
        },
        onDrop: ({ self, source }) => {
          show(null);
          const at = dropAt(self.data, source.data);
          if (at) dragging.onDrop(at.dragged, at.drop);
        },
      }),
    );
  }, [ref, id, level, mode, dragging, show]);

  return indicator;
}

/** The level a drop's line is drawn at: the row's own, or the ancestor's a reparent names. */
function depthOf(instruction: Instruction, level: number): number {
  return instruction.type === 'reparent'
    ? Math.min(instruction.desiredLevel, level - 1)
    : level - 1;
}

/**
 * Makes a region's caption in the outline a drop target: a block dropped on it goes to the end of
 * that region (an empty column's only place to drop). Gives the indicator to draw on it.
 */
export function useRegionDrop(
  ref: RefObject<HTMLElement | null>,
  { of, region }: { of: string; region: string },
  dragging: OutlineDragging,
): DropIndicator | null {
  const [indicator, show] = useDropIndicator();

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const dropOf = (source: Record<string | symbol, unknown>) => {
      const dragged = draggedIdOf(source);
      return dragged === undefined
        ? undefined
        : { dragged, drop: dragging.regionDropOf(dragged, of, region) };
    };
    return dropTargetForElements({
      element,
      canDrop: ({ source }) => draggedIdOf(source.data) !== undefined,
      onDrag: ({ source }) => {
        const at = dropOf(source.data);
        show(at?.drop ? { side: 'into', depth: 0, allowed: at.drop.allowed } : null);
      },
      onDragLeave: () => {
        show(null);
      },
      onDrop: ({ source }) => {
        show(null);
        const at = dropOf(source.data);
        if (at?.drop) dragging.onDrop(at.dragged, at.drop);
      },
    });
  }, [ref, of, region, dragging, show]);

  return indicator;
}
