import type {
  Conflict,
  Draft,
  DraftRef,
  DraftWrite,
  FileChange,
  SaveDraftOutcome,
  SaveDraftsOutcome,
} from './contentStore';
import { assertContentPath } from './contentFiles';

/** Throws unless every write names a content path, each once. */
export function assertDraftWrites(writes: readonly DraftWrite[]): void {
  const seen = new Set<string>();
  for (const write of writes) {
    assertContentPath(write.path);
    if (seen.has(write.path)) throw new Error(`${write.path} is written twice in one batch`);
    seen.add(write.path);
  }
}

/** A batch of one, as one save's outcome. */
export function oneSaveOf(outcome: SaveDraftsOutcome): SaveDraftOutcome {
  if (outcome.result === 'conflict') return { result: 'conflict', current: outcome.current };
  const [draft] = outcome.drafts;
  if (!draft) throw new Error('unreachable: a saved batch of one holds its draft');
  return { result: 'saved', draft };
}

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
