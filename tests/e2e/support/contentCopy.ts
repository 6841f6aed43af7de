import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The content the end-to-end tests run on (absolute path): the fixture content with the `e2e`
 * overlay, written once for the run by `globalSetup.ts`.
 */
export function e2eContentDir(): string {
  return inject('e2eContentDir');
}

/** A throw-away copy of the site's `content/` folder that a test may edit before starting a site. */
export interface ContentCopy {
  /** Absolute path of the copy, for `startSite({ contentDir })`. */
  dir: string;
  /** Reads a JSON file of the copy (path relative to the folder), changes it, writes it back. */
  editJson: <T>(relativePath: string, change: (data: T) => T | undefined) => Promise<void>;
  remove: () => Promise<void>;
}

/** Copies the end-to-end tests' content (or `source`) into a fresh temporary folder. */
export async function copyContent(source = e2eContentDir()): Promise<ContentCopy> {
  const root = await mkdtemp(path.join(tmpdir(), 'e2e-content-'));
  const dir = path.join(root, 'content');
  // A rendition cache left in the source is not content.
  await cp(source, dir, {
    recursive: true,
    filter: (file) => path.basename(file) !== '.cache',
  });
  return {
    dir,
    editJson: async <T>(relativePath: string, change: (data: T) => T | undefined) => {
      const file = path.join(dir, relativePath);
      const data = JSON.parse(await readFile(file, 'utf8')) as T;
      const next = change(data) ?? data;
      await writeFile(file, `${JSON.stringify(next, null, 2)}\n`);
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
