/**
 * Edit distance between two strings (insertions, deletions, substitutions and swaps of two
 * neighbours, so "titel" is one edit from "title"), case-insensitive.
 */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = [Array.from({ length: y.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const above = rows[i - 1] ?? [];
      const substitution = (above[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1);
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[x.length]?.[y.length] ?? 0;
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
