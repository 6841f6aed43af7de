import { seedShape } from '../../shared/sectionSeeds';
import { viewNodeSchema, type ViewNode } from '../../shared/viewNode';

/** Receives why a seed component was left out. */
export type SeedWarning = (message: string) => void;

/**
 * Whether a view may place a block type: the renderer's registry answers (`isBlockType`), so a
 * page's script needs no list of blocks. Without it, every well-formed type is kept and the
 * renderer skips an unknown one when it renders.
 */
export type KnownBlockType = (type: string) => boolean;

function devWarning(message: string): void {
  if (import.meta.env.DEV) console.warn(message);
}

function seedNode(seed: unknown, id: string, isKnown?: KnownBlockType): ViewNode | string {
  const shape = seedShape(seed);
  if (typeof shape === 'string') return shape;
  const parsed = viewNodeSchema.safeParse({ type: shape.type, id, props: shape.props });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
  }
  if (isKnown && !isKnown(parsed.data.type)) return `unknown block type "${parsed.data.type}"`;
  return parsed.data;
}

/**
 * A column's `seedComponents` as view nodes: the blocks the column shows while its region in the
 * view is empty. Each is validated with the view node schema and given the stable id
 * `{columnKey}-seed-{n}` (n from 1; the renderer puts the owning node's id in front). Entries of
 * an unknown block type or of another shape are left out, each with a warning (in development
 * builds by default).
 */
export function readSeedComponents(
  value: unknown,
  columnKey: string,
  warn: SeedWarning = devWarning,
  isKnown?: KnownBlockType,
): ViewNode[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn(`Column "${columnKey}": seedComponents is not a list; no seed components.`);
    return [];
  }
  return value.flatMap((seed: unknown, index) => {
    const node = seedNode(seed, `${columnKey}-seed-${String(index + 1)}`, isKnown);
    if (typeof node !== 'string') return [node];
    warn(`Column "${columnKey}": seed component ${String(index + 1)} was skipped: ${node}.`);
    return [];
  });
}

/** Seed nodes placed under the node that owns them, with ids unique in the page. */
export function seedsUnder(ownerId: string, seeds: readonly ViewNode[]): ViewNode[] {
  return seeds.map((seed) => ({ ...seed, id: `${ownerId}-${seed.id}` }));
}
