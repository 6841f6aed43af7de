import { parseJsonConfig } from '../normalizers/parseJsonConfig';
import { seedShape } from '../../shared/seedShape';
import { isRecord } from '../../shared/isRecord';

/**
 * The seed components of every column of a `sectionConfig` (JSON text or object) that name a
 * block type, unchecked and without warnings: enough to know which blocks to load. The page
 * reads seeds with `parseSectionConfig`; this lighter reader keeps the section config's checks
 * (and the view node schema) out of the island loader.
 */
export function seedBlocksIn(
  sectionConfig: unknown,
): { type: string; props?: Record<string, unknown> }[] {
  const columns = parseJsonConfig(sectionConfig)?.columns;
  if (!Array.isArray(columns)) return [];
  return columns.flatMap((column: unknown) => {
    const seeds = isRecord(column) ? column.seedComponents : undefined;
    if (!Array.isArray(seeds)) return [];
    return seeds.flatMap((seed: unknown) => {
      const shape = seedShape(seed);
      if (typeof shape === 'string' || typeof shape.type !== 'string') return [];
      return [{ type: shape.type, ...(isRecord(shape.props) ? { props: shape.props } : {}) }];
    });
  });
}
