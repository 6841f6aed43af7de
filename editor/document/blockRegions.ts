import type { ViewNode } from '../../shared/viewSchema';
import { fieldsOfType } from '../../shared/blocks/fieldsIndex';
import { isPlainObject } from '../../shared/isPlainObject';
import { parseJsonConfig } from '../../shared/jsonConfig';

/** One region of a block, as an author knows it: `col2`, named "Column 2". */
export interface BlockRegion {
  name: string;
  label: string;
}

/** A region's name as an author reads it: `col3` is "Column 3"; another name as it is. */
function regionLabel(name: string): string {
  const column = /^col(\d+)$/.exec(name);
  return column?.[1] ? `Column ${column[1]}` : name;
}

const defaultsByType = new Map<string, readonly BlockRegion[]>();

/**
 * The columns a section-like block lays out with no readable `sectionConfig`: its default's.
 * Kept by type: the outline asks for every block's on every change.
 */
function defaultColumns(type: string): readonly BlockRegion[] {
  const known = defaultsByType.get(type);
  if (known) return known;
  const field = fieldsOfType(type)?.find((each) => each.kind === 'columns');
  const columns =
    field?.kind === 'columns'
      ? field.defaultWidths.map((_width, index) => ({
          name: `col${String(index + 1)}`,
          label: regionLabel(`col${String(index + 1)}`),
        }))
      : [];
  defaultsByType.set(type, columns);
  return columns;
}

/** The columns a `sectionConfig` names, each by its `columnName` (else "Column N"). */
function configuredColumns(node: ViewNode): BlockRegion[] | undefined {
  const columns = parseJsonConfig(node.props?.sectionConfig)?.columns;
  if (!Array.isArray(columns)) return undefined;
  return columns.flatMap((column: unknown, index) => {
    if (!isPlainObject(column) || typeof column.columnKey !== 'string') return [];
    const named = typeof column.columnName === 'string' ? column.columnName.trim() : '';
    return [{ name: column.columnKey, label: named || `Column ${String(index + 1)}` }];
  });
}

/**
 * A block's regions in the order it lays them out: a section's (or columns block's) by its
 * `sectionConfig` columns (its default's when it has none), empty ones too, then any other region
 * it holds; else as it holds them.
 */
export function blockRegions(node: ViewNode): BlockRegion[] {
  const columns = configuredColumns(node) ?? defaultColumns(node.type);
  const named = new Set(columns.map((column) => column.name));
  const others = Object.keys(node.regions ?? {})
    .filter((region) => !named.has(region))
    .map((region) => ({ name: region, label: regionLabel(region) }));
  return [...columns, ...others];
}

/** The names of a block's regions, in `blockRegions`' order. */
export function regionOrder(node: ViewNode): string[] {
  return blockRegions(node).map((region) => region.name);
}
