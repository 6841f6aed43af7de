// placeholder until the changes module lands
export interface VersionChange { path: string; kind: string; change: 'added' | 'removed' | 'changed'; }
export function describeChanges(before: ReadonlyMap<string, Uint8Array> | undefined, after: ReadonlyMap<string, Uint8Array>): VersionChange[] {
  const out: VersionChange[] = [];
  for (const [p, b] of after) { const a = before?.get(p); if (!a) out.push({ path: p, kind: 'other', change: 'added' }); else if (Buffer.compare(a, b) !== 0) out.push({ path: p, kind: 'other', change: 'changed' }); }
  for (const p of before?.keys() ?? []) if (!after.has(p)) out.push({ path: p, kind: 'other', change: 'removed' });
  return out;
}
export function summarizeChanges(changes: readonly VersionChange[]): string { return changes.map((c) => `${c.path} ${c.change}`).join('; '); }
