/** Edit distance between two strings (insertions, deletions, substitutions), case-insensitive. */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/**
 * The candidate closest to `name`, when close enough to be a likely typo (at most a third of its
 * length away, and at least one edit): ` (did you mean "textBlock"?)`, else ''.
 */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  let best: { candidate: string; cost: number } | undefined;
  for (const candidate of candidates) {
    const cost = distance(name, candidate);
    if (!best || cost < best.cost) best = { candidate, cost };
  }
  const limit = Math.max(1, Math.floor(Math.max(name.length, 3) / 3));
  return best && best.cost <= limit ? ` (did you mean "${best.candidate}"?)` : '';
}
