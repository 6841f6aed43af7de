import type { Conflict, Draft, DraftRef, FileChange } from './contentStore';

/**
 * The file changes that publish the named drafts, or the conflicts when a draft is gone or was
 * saved again since its author reviewed it.
 */
export function draftChanges(
  drafts: ReadonlyMap<string, Draft>,
  refs: readonly DraftRef[],
): { changes: FileChange[] } | { conflicts: Conflict[] } {
  const conflicts: Conflict[] = [];
  const changes: FileChange[] = [];
  for (const ref of refs) {
    const draft = drafts.get(ref.path);
    if (draft?.revision !== ref.revision) {
      conflicts.push({
        of: 'draft',
        path: ref.path,
        baseRevision: ref.revision,
        revision: draft?.revision ?? 0,
        by: draft?.savedBy ?? 'unknown',
        at: draft?.savedAt ?? '',
      });
      continue;
    }
    changes.push({ path: draft.path, body: draft.body, baseRevision: draft.baseRevision });
  }
  return conflicts.length > 0 ? { conflicts } : { changes };
}
