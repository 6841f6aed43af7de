/**
 * Returns `value` when it is exactly one of `options` (case-sensitive), else `fallback`.
 * The shared core of every enumerated normaliser.
 */
export function pickOption<T extends string>(
  value: unknown,
  options: readonly T[],
  fallback: T,
): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Like {@link pickOption} but trims and lower-cases text first (for builder-typed values). */
export function pickOptionLoose<T extends string>(
  value: unknown,
  options: readonly T[],
  fallback: T,
): T {
  return pickOption(
    typeof value === 'string' ? value.trim().toLowerCase() : value,
    options,
    fallback,
  );
}
