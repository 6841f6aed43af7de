import { z } from 'zod/mini';
import { readSeedComponents, type KnownBlockType, type SeedWarning } from './seedComponents';
import type { ViewNode } from '../../shared/viewNode';
import { normalizeColumnWidth } from '../normalizers/normalizeColumnWidth';
import { parseJsonConfig } from '../../shared/jsonConfig';

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

/** A section's default: one full-width column `col1`. */
export const DEFAULT_SECTION_COLUMNS: readonly SectionColumn[] = [
  { columnKey: 'col1', columnName: 'Column 1', columnWidth: 12, seeds: [] },
];

/** The columns block's default: two columns of 6. */
export const DEFAULT_TWO_COLUMNS: readonly SectionColumn[] = [
  { columnKey: 'col1', columnName: 'Column 1', columnWidth: 6, seeds: [] },
  { columnKey: 'col2', columnName: 'Column 2', columnWidth: 6, seeds: [] },
];

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
