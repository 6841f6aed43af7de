import { locateBlock, topLevelAt, type BlockLocation } from '../document';
import type { View } from '../../shared/viewSchema';

/** Where a new or pasted block goes: just after the selected one, else at the page's end. */
export function placeAfter(view: View, selected: string | null): BlockLocation {
  const found = selected === null ? undefined : locateBlock(view, selected);
  if (!found) return topLevelAt(view.nodes.length);
  return { ...found.location, index: found.location.index + 1 };
}
