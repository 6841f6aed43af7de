import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ContentStore, VersionInfo } from './contentStore';
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
