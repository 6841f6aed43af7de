import { isRecord } from './isRecord';

/** A seed component as a block type and props, before the view node schema checks it. */
export interface SeedShape {
  type: unknown;
  props: unknown;
}

/**
 * What a seed component stands for: the platform's `{fqn: "namespace:name", attributes}` (the
 * block type is the name after the colon) or the view's own `{type, props}`. A string saying why
 * when the entry is neither.
 */
export function seedShape(seed: unknown): SeedShape | string {
  if (!isRecord(seed)) return 'it is not an object';
  if (typeof seed.fqn === 'string') {
    return { type: seed.fqn.slice(seed.fqn.lastIndexOf(':') + 1), props: seed.attributes ?? {} };
  }
  if ('type' in seed) return { type: seed.type, props: seed.props ?? {} };
  return 'it has neither fqn nor type';
}
