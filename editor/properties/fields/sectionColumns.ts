import { isPlainObject } from '../../../shared/isPlainObject';
import { parseJsonConfig } from '../../../shared/jsonConfig';
import { readNumber } from '../fieldValues';

/** The layout grid's columns: a section's column widths add up to this. */
export const GRID_COLUMNS = 12;

type Column = Readonly<Record<string, unknown>>;

/**
 * A section's `sectionConfig` (`{columns:[{columnKey, columnName, columnWidth, seedComponents}]}`)
 * as the columns field edits it: the config's other keys and each column's are kept as they were.
 */
export interface ColumnLayout {
  config: Readonly<Record<string, unknown>>;
  columns: readonly Column[];
}

/** A column's width as the block reads it (app/render/sectionConfig.ts): a whole 1-12, else `undefined`. */
export function widthOf(column: Column): number | undefined {
  const n = readNumber(column.columnWidth);
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= GRID_COLUMNS ? n : undefined;
}

/** What the block lays out for a width it cannot read: a full-width column. */
export const usedWidthOf = (column: Column): number => widthOf(column) ?? GRID_COLUMNS;

function newColumn(columns: readonly Column[], width: number): Column {
  const keys = new Set(columns.map((column) => column.columnKey));
  let n = columns.length + 1;
  while (keys.has(`col${String(n)}`)) n += 1;
  // Widths are text where the config's first column has them so, as the page builder writes them.
  const asText = columns.length === 0 || typeof columns[0]?.columnWidth !== 'number';
  return {
    columnKey: `col${String(n)}`,
    columnName: `Column ${String(n)}`,
    columnWidth: asText ? String(width) : width,
    seedComponents: [],
  };
}

/**
 * The layout `value` holds; left out, the block's default columns (`defaultWidths`, keyed `col1`,
 * `col2`… as the block's defaults are). `undefined` when `value` holds no list of columns the
 * block would read (invalid JSON, a binding, no `columns`).
 */
export function readColumnLayout(
  value: unknown,
  defaultWidths: readonly number[],
): ColumnLayout | undefined {
  if (value === undefined || value === '') {
    const columns: Column[] = [];
    for (const width of defaultWidths) columns.push(newColumn(columns, width));
    return { config: {}, columns };
  }
  const config = parseJsonConfig(value);
  const columns = config?.columns;
  if (!config || !Array.isArray(columns) || columns.length === 0) return undefined;
  if (!columns.every(isPlainObject)) return undefined;
  return { config, columns };
}

/** The config to store: JSON text unless the prop held an object, as it was before. */
export function writeColumnLayout(layout: ColumnLayout, before: unknown): unknown {
  const config = { ...layout.config, columns: layout.columns };
  return isPlainObject(before) ? config : JSON.stringify(config);
}

/** A column `width` wide, its width written in the form it had (text, as the builder writes it). */
function resized(column: Column, width: number): Column {
  return { ...column, columnWidth: typeof column.columnWidth === 'number' ? width : String(width) };
}

/** The layout with column `index` `width` wide. */
export function withWidth(layout: ColumnLayout, index: number, width: number): ColumnLayout {
  const columns = layout.columns.map((column, at) =>
    at === index ? resized(column, width) : column,
  );
  return { ...layout, columns };
}

/** The layout with a new column `width` wide at the end. */
const appended = (layout: ColumnLayout, width: number): ColumnLayout => ({
  ...layout,
  columns: [...layout.columns, newColumn(layout.columns, width)],
});

/**
 * The layout with a column added at the end: it takes what the widths lack of 12, else the
 * columns share 12 evenly when they all can, else it takes half of the widest column.
 */
export function withColumnAdded(layout: ColumnLayout): ColumnLayout {
  const widths = layout.columns.map(usedWidthOf);
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total < GRID_COLUMNS) return appended(layout, GRID_COLUMNS - total);
  const even = GRID_COLUMNS / (widths.length + 1);
  if (total === GRID_COLUMNS && Number.isInteger(even) && new Set(widths).size === 1) {
    return appended(
      { ...layout, columns: layout.columns.map((column) => resized(column, even)) },
      even,
    );
  }
  const widest = widths.indexOf(Math.max(...widths));
  const half = Math.floor((widths[widest] ?? GRID_COLUMNS) / 2);
  return appended(withWidth(layout, widest, (widths[widest] ?? GRID_COLUMNS) - half), half);
}

/** The layout without column `index`; its width goes to the column before it (after, for the first). */
export function withColumnRemoved(layout: ColumnLayout, index: number): ColumnLayout {
  const removed = layout.columns[index];
  if (removed === undefined || layout.columns.length === 1) return layout;
  const neighbour = index === 0 ? 1 : index - 1;
  const column = layout.columns[neighbour];
  const widened =
    column === undefined
      ? layout
      : withWidth(
          layout,
          neighbour,
          Math.min(GRID_COLUMNS, usedWidthOf(column) + usedWidthOf(removed)),
        );
  return { ...widened, columns: widened.columns.filter((_, at) => at !== index) };
}
