/** The parts of an async thunk's `rejected` action this feature reads. */
export interface RejectedActionLike {
  type: string;
  meta?: { arg?: unknown; aborted?: unknown; condition?: unknown };
  error?: { name?: unknown };
}

const REJECTED_SUFFIX = '/rejected';

/**
 * An aborted request or a thunk cancelled by its `condition` is not a failure the visitor
 * should hear about: the data was simply not needed any more.
 */
export function isCancellation(action: RejectedActionLike): boolean {
  return (
    action.meta?.aborted === true ||
    action.meta?.condition === true ||
    action.error?.name === 'AbortError'
  );
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` name the same source. */
function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    if (seen.has(v)) return '[circular]';
    seen.add(v);
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  }) as string | undefined;
  return json ?? '';
}

/**
 * The failing source: the thunk's type prefix plus a stable form of its argument, e.g.
 * `carousel/loadSlides {"contentKey":"MC…"}`. Two requests for the same data share a source.
 */
export function rejectionSource(action: RejectedActionLike): string {
  const prefix = action.type.endsWith(REJECTED_SUFFIX)
    ? action.type.slice(0, -REJECTED_SUFFIX.length)
    : action.type;
  const arg = stableJson(action.meta?.arg);
  return arg ? `${prefix} ${arg}` : prefix;
}
