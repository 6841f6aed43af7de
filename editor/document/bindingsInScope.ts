import type { View, ViewNode } from '../../shared/viewSchema';
import { locateBlock } from './blockTree';

/**
 * The blocks whose regions give their blocks a binding context, with the context's name when
 * the block names none (`sfdcExpressionKey`, as the platform's data providers have it).
 */
const CONTEXT_DEFAULTS: Readonly<Record<string, string>> = {
  grid: 'Item',
  repeaterItem: 'Item',
  userDataProvider: 'User',
};

/** A context name the renderer accepts (`app/render/dataProvider.ts`). */
const CONTEXT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** `sfdcFields` as the builder stores it: a list, or its comma-joined text. */
function listedFields(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string' && value.trim() !== '') return value.split(',');
  return undefined;
}

/** The record fields of a static list (a grid's `items`) or of one record (a repeater item's). */
function recordFields(node: ViewNode): string[] {
  const props = node.props ?? {};
  const records: unknown[] = Array.isArray(props['items']) ? props['items'] : [props['record']];
  return records.flatMap((record) =>
    typeof record === 'object' && record !== null && !Array.isArray(record)
      ? Object.keys(record)
      : [],
  );
}

/** The bindings a provider `node` offers the blocks in its regions. */
function bindingsOf(node: ViewNode, fallback: string): string[] {
  const props = node.props ?? {};
  const named = props['sfdcExpressionKey'];
  const context = typeof named === 'string' && CONTEXT_NAME.test(named) ? named : fallback;
  const fields = listedFields(props['sfdcFields']) ?? recordFields(node);
  return fields
    .map((field) => field.trim())
    .filter((field) => FIELD_NAME.test(field))
    .map((field) => `{!${context}.${field}}`);
}

/**
 * The bindings (`{!Item.title}`) a text field of the block `id` may use: the fields each data
 * provider around it names (`sfdcFields`), else the fields of its static records; the nearest
 * provider's first, each once. None outside a provider, or for fields only the data knows.
 */
export function bindingsInScope(view: View, id: string): string[] {
  const found: string[] = [];
  let parent = locateBlock(view, id)?.parent;
  while (parent !== undefined) {
    const fallback = CONTEXT_DEFAULTS[parent.type];
    if (fallback !== undefined) found.push(...bindingsOf(parent, fallback));
    parent = locateBlock(view, parent.id)?.parent;
  }
  return [...new Set(found)];
}
