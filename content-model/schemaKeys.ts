import type { z } from 'zod';

type Def = z.core.$ZodTypeDef & {
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  getter?: () => z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
};

const def = (schema: z.core.$ZodType): Def => schema._zod.def;

/** The schema a wrapper (optional, default, a refinement's pipe, lazy…) stands for. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  for (let current = schema, depth = 0; depth < 20; depth += 1) {
    const d = def(current);
    const inner = d.innerType ?? d.in ?? d.getter?.();
    if (!inner) return current;
    current = inner;
  }
  return schema;
}

/**
 * The field names an object schema allows at `path` (a zod issue's path), for a "did you mean"
 * on an unknown field; undefined where the schema is not an object with fixed fields.
 */
export function knownKeysAt(
  schema: z.core.$ZodType,
  path: readonly PropertyKey[],
): string[] | undefined {
  let current: z.core.$ZodType | undefined = unwrap(schema);
  for (const segment of path) {
    const d = def(current);
    if (d.type === 'object' && typeof segment === 'string') current = d.shape?.[segment];
    else if (d.type === 'array' && typeof segment === 'number') current = d.element;
    else if (d.type === 'record') current = d.valueType;
    else return undefined;
    if (!current) return undefined;
    current = unwrap(current);
  }
  const shape = def(current).shape;
  return def(current).type === 'object' && shape ? Object.keys(shape) : undefined;
}
