import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { ContentStore, ListedDraft, VersionInfo } from './contentStore';
import { writeFileAtomically } from './contentFiles';

/** How many laid-out versions a cache keeps: the one served and a few before it. */
const KEPT_VERSIONS = 5;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Lays a version out as a content folder under `cacheDir/versions/<id>`, so the content's reader
 * reads it as it reads the content folder; returns the folder. Each file's bytes are written once
 * by hash under `cacheDir/files` and linked in, so a version costs the files it changed, not the
 * whole content. The folder appears whole or not at all, and only once every file it names is on
 * the local disk: the store going away later breaks no image.
 */
export async function layOutVersion(
  store: ContentStore,
  version: VersionInfo,
  cacheDir: string,
): Promise<string> {
  const versionsDir = path.join(cacheDir, 'versions');
  const dir = path.join(versionsDir, version.id);
  if (await exists(dir)) return dir;
  const bodies = path.join(cacheDir, 'files');
  await mkdir(bodies, { recursive: true });
  const building = path.join(versionsDir, `.${version.id}.${randomBytes(6).toString('hex')}`);
  // Every file at once: a server busy answering visitors would give each step a turn of its own.
  await Promise.all(
    [...(await store.tree(version.id))].map(async ([file, entry]) => {
      const body = path.join(bodies, entry.hash);
      if (!(await exists(body))) await writeFileAtomically(body, await store.read(entry.hash));
      const target = path.join(building, file);
      await mkdir(path.dirname(target), { recursive: true });
      await link(body, target).catch(() => copyFile(body, target));
    }),
  );
  await rename(building, dir).catch(async (error: unknown) => {
    // Another instance sharing the cache laid it out first.
    await rm(building, { recursive: true, force: true });
    if (!(await exists(dir))) throw error;
  });
  await pruneVersions(versionsDir);
  return dir;
}

/** How many laid-out drafted folders a cache keeps. */
const KEPT_DRAFTED = 3;

/**
 * Lays out the head's content with `drafts` applied over it under `cacheDir/drafted/<key>` (the
 * key names the head and each draft's revision), as `layOutVersion` lays out a version: what a
 * signed-in preview reads. The head's files are linked from the version's folder.
 */
export async function layOutDrafted(
  store: ContentStore,
  head: VersionInfo,
  drafts: readonly ListedDraft[],
  key: string,
  cacheDir: string,
): Promise<string> {
  const draftedDir = path.join(cacheDir, 'drafted');
  const dir = path.join(draftedDir, createHash('sha256').update(key).digest('hex').slice(0, 24));
  if (await exists(dir)) return dir;
  const versionDir = await layOutVersion(store, head, cacheDir);
  const drafted = new Map(drafts.map((draft) => [draft.path, draft]));
  const building = `${dir}.${randomBytes(6).toString('hex')}`;
  await Promise.all(
    [...(await store.tree(head.id)).keys()]
      .filter((file) => !drafted.has(file))
      .map(async (file) => {
        const target = path.join(building, file);
        await mkdir(path.dirname(target), { recursive: true });
        await link(path.join(versionDir, file), target).catch(() =>
          copyFile(path.join(versionDir, file), target),
        );
      }),
  );
  await Promise.all(
    drafts.map(async (draft) => {
      if (draft.body !== null)
        await writeFileAtomically(path.join(building, draft.path), draft.body);
    }),
  );
  await mkdir(building, { recursive: true });
  await rename(building, dir).catch(async (error: unknown) => {
    await rm(building, { recursive: true, force: true });
    if (!(await exists(dir))) throw error;
  });
  await pruneOldest(draftedDir, KEPT_DRAFTED);
  return dir;
}

/** Keeps the `kept` folders of `dir` changed last, removing the others. */
async function pruneOldest(dir: string, kept: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => !name.includes('.'));
  const dated = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.at - a.at);
  for (const old of dated.slice(kept)) {
    await rm(path.join(dir, old.name), { recursive: true, force: true });
  }
}

/** Keeps the newest laid-out versions (by number), removing the older. */
async function pruneVersions(versionsDir: string): Promise<void> {
  const numberOf = (name: string) => Number(name.split('-')[0]);
  const laidOut = (await readdir(versionsDir))
    .filter((name) => !name.startsWith('.') && Number.isInteger(numberOf(name)))
    .sort((a, b) => numberOf(b) - numberOf(a));
  for (const old of laidOut.slice(KEPT_VERSIONS)) {
    await rm(path.join(versionsDir, old), { recursive: true, force: true });
  }
}
