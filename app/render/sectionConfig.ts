import { z } from 'zod/mini';
import { readSeedComponents, type KnownBlockType, type SeedWarning } from './seedComponents';
import type { ViewNode } from '../../shared/viewNode';
import { normalizeColumnWidth } from '../normalizers/normalizeColumnWidth';
import { parseJsonConfig } from '../../shared/jsonConfig';
import { SECTION_DEFAULT_WIDTHS } from '../../shared/blocks/section';
import { COLUMNS_DEFAULT_WIDTHS } from '../../shared/blocks/columns';

/** One column of a section or columns block, after normalising. */
export interface SectionColumn {
  /** The region name the column's blocks live in. */
  columnKey: string;
  columnName: string;
  /** Width out of 12. */
  columnWidth: number;
  /** From `seedComponents`: the blocks shown while the column's region in the view is empty. */
  seeds: readonly ViewNode[];
}

const columnSchema = z.object({
  columnKey: z.string().check(z.trim(), z.minLength(1)),
  columnName: z.optional(z.string()),
  columnWidth: z.optional(z.union([z.string(), z.number()])),
  // Read on its own, so a bad seed drops that seed, not the layout.
  seedComponents: z.optional(z.unknown()),
});

const sectionConfigSchema = z.object({ columns: z.array(columnSchema).check(z.minLength(1)) });

/** Columns `col1`, `col2`… of these widths, with no seeds: a block's default layout. */
function defaultColumns(widths: readonly number[]): readonly SectionColumn[] {
  return widths.map((columnWidth, index) => ({
    columnKey: `col${String(index + 1)}`,
    columnName: `Column ${String(index + 1)}`,
    columnWidth,
    seeds: [],
  }));
}

/** A section's default: one full-width column `col1`. */
export const DEFAULT_SECTION_COLUMNS = defaultColumns(SECTION_DEFAULT_WIDTHS);

/** The columns block's default: two columns of 6. */
export const DEFAULT_TWO_COLUMNS = defaultColumns(COLUMNS_DEFAULT_WIDTHS);

/**
 * Reads `sectionConfig` (JSON text or object): `{columns:[{columnKey, columnName, columnWidth,
 * seedComponents}]}`. Invalid JSON, a wrong shape or no columns give `defaults`; a non-numeric
 * width is 12; a repeated column key keeps its first column only. Seed components become view
 * nodes (see `readSeedComponents`) of the types `isKnown` accepts; `warn` hears about the ones
 * left out.
 */
export function parseSectionConfig(
  value: unknown,
  defaults: readonly SectionColumn[] = DEFAULT_SECTION_COLUMNS,
  warn?: SeedWarning,
  isKnown?: KnownBlockType,
): readonly SectionColumn[] {
  const parsed = sectionConfigSchema.safeParse(parseJsonConfig(value));
  if (!parsed.success) return defaults;
  const seen = new Set<string>();
  const columns: SectionColumn[] = [];
  parsed.data.columns.forEach((column, index) => {
    if (seen.has(column.columnKey)) return;
    seen.add(column.columnKey);
    columns.push({
      columnKey: column.columnKey,
      columnName: column.columnName?.trim() || `Column ${index + 1}`,
      columnWidth: normalizeColumnWidth(column.columnWidth),
      seeds: readSeedComponents(column.seedComponents, column.columnKey, warn, isKnown),
    });
  });
  return columns;
}
