import type { ContentProblem } from '../problems';
import { changesBetween, type ContentFiles, type VersionChange } from '../versions/changes';
import { checkFiles } from './checkFiles';
import type { ContentStore, ListedDraft, VersionInfo } from './contentStore';
import { versionFiles } from './versioning';

/** The published content with every draft applied over it, as the editor's preview shows it. */
interface DraftedContent {
  /** The version the drafts are applied over; undefined while nothing is published. */
  readonly head: VersionInfo | undefined;
  readonly drafts: readonly ListedDraft[];
  readonly files: ContentFiles;
}

/** A key that changes whenever the drafted content may have: the head and each draft's revision. */
export function draftedKey(head: VersionInfo | undefined, drafts: readonly ListedDraft[]): string {
  const revisions = drafts.map((draft) => `${draft.path}@${String(draft.revision)}`).sort();
  return [head?.id ?? '-', ...revisions].join('\n');
}

/** The head's files with `drafts` applied (a draft with no body removes its file). */
export async function draftedContent(
  store: ContentStore,
  drafts?: readonly ListedDraft[],
): Promise<DraftedContent> {
  const [head, listed] = await Promise.all([store.head(), drafts ?? store.drafts()]);
  const files = head ? await versionFiles(store, head.id) : new Map<string, Uint8Array>();
  for (const draft of listed) {
    if (draft.body === null) files.delete(draft.path);
    else files.set(draft.path, draft.body);
  }
  return { head, drafts: listed, files };
}

/**
 * Checks the content as publishing every draft would make it, exactly as a publish checks it,
 * and publishes nothing.
 */
export async function checkDrafts(
  store: ContentStore,
): Promise<{ problems: readonly ContentProblem[]; changes: VersionChange[] }> {
  const drafted = await draftedContent(store);
  const published = drafted.head ? await versionFiles(store, drafted.head.id) : undefined;
  const check = await checkFiles(drafted.files);
  return {
    problems: check.ok ? [] : check.problems,
    changes: changesBetween(published, drafted.files),
  };
}

/** What changed from one version to another, file by file and field by field. */
export async function versionDifference(
  store: ContentStore,
  from: string,
  to: string,
): Promise<VersionChange[]> {
  const [before, after] = await Promise.all([versionFiles(store, from), versionFiles(store, to)]);
  return changesBetween(before, after);
}
