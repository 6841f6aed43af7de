import { isPlainObject } from './isPlainObject';
import { parseJsonConfig } from './jsonConfig';

/** A seed component as a block type and props, before the view node schema checks it. */
interface SeedShape {
  type: unknown;
  props: unknown;
}

/**
 * What a seed component stands for: the platform's `{fqn: "namespace:name", attributes}` (the
 * block type is the name after the colon) or the view's own `{type, props}`. A string saying why
 * when the entry is neither.
 */
export function seedShape(seed: unknown): SeedShape | string {
  if (!isPlainObject(seed)) return 'it is not an object';
  if (typeof seed.fqn === 'string') {
    return { type: seed.fqn.slice(seed.fqn.lastIndexOf(':') + 1), props: seed.attributes ?? {} };
  }
  if ('type' in seed) return { type: seed.type, props: seed.props ?? {} };
  return 'it has neither fqn nor type';
}

/** A seed component of a section's column that names a block type. */
interface SectionSeed {
  type: string;
  props: Record<string, unknown>;
  /** The column's place in `columns`, and its `columnKey` when that is text. */
  columnIndex: number;
  columnKey: string | undefined;
  /** The seed's place in the column's `seedComponents`. */
  seedIndex: number;
  /** Where the entry keeps its props: the platform's `attributes` or the view's `props`. */
  propsKey: 'attributes' | 'props';
}

/**
 * Every seed component of every column of a `sectionConfig` (JSON text or object) that names a
 * block type, unchecked: the walk the renderer (which blocks to load) and the content check
 * (each seed checked like a placed block) share. Columns whose `seedComponents` is not a list,
 * and entries of another shape, are passed over.
 */
export function sectionSeeds(sectionConfig: unknown): SectionSeed[] {
  const columns = parseJsonConfig(sectionConfig)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column: unknown, columnIndex) => {
    const seeds = isPlainObject(column) ? column.seedComponents : undefined;
    if (!Array.isArray(seeds)) return [];
    const columnKey =
      isPlainObject(column) && typeof column.columnKey === 'string' ? column.columnKey : undefined;
    return seeds.flatMap((seed: unknown, seedIndex): SectionSeed[] => {
      const shape = seedShape(seed);
      if (typeof shape === 'string' || typeof shape.type !== 'string') return [];
      return [
        {
          type: shape.type,
          props: isPlainObject(shape.props) ? shape.props : {},
          columnIndex,
          columnKey,
          seedIndex,
          propsKey: isPlainObject(seed) && typeof seed.fqn === 'string' ? 'attributes' : 'props',
        },
      ];
    });
  });
}
