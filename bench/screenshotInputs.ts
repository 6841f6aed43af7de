/**
 * What the committed screenshots show, as one fingerprint: the content a page is made of (views,
 * documents, server-method answers, media, the site's settings), the site's CSS and its own words.
 * `npm run screenshots` records the fingerprint of each set it takes in `docs/screenshots/`;
 * `npm run screenshots -- --check` fails for every set taken from other inputs than today's.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** The folders and files a screenshot's pixels come from, relative to the project's root. */
const INPUTS = [
  // Not the JSON Schemas, which no page shows, nor dot folders (the server's caches).
  { dir: 'content', include: (file: string) => !file.startsWith('schemas/') },
  { dir: 'app', include: (file: string) => file.endsWith('.css') },
  { dir: 'shared/i18n', include: () => true },
] as const;

/** Where the fingerprints are kept, beside the pictures. */
export const FINGERPRINTS_FILE = 'docs/screenshots/fingerprints.json';

/** Every file under `dir`, relative to it, with `/` separators, in a stable order. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll(path.sep, '/'),
    )
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

/** The sha-256 of every input file's path and bytes under `root`: changes when any of them does. */
export async function screenshotFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const { dir, include } of INPUTS) {
    for (const file of (await filesUnder(path.join(root, dir))).filter(include)) {
      const bytes = await readFile(path.join(root, dir, file));
      hash.update(`${dir}/${file}\0${String(bytes.length)}\0`).update(bytes);
    }
  }
  return hash.digest('hex');
}

/** The fingerprint each screenshot set was taken from, by set name (`about`, `fr`, …). */
const fingerprintsSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/));
export type Fingerprints = z.infer<typeof fingerprintsSchema>;

/** The recorded fingerprints; none before the first run. Throws naming the file when malformed. */
export async function readFingerprints(root: string): Promise<Fingerprints> {
  const file = path.join(root, FINGERPRINTS_FILE);
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '{}';
    throw error;
  });
  const parsed = fingerprintsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${FINGERPRINTS_FILE}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The sets among `sets` whose pictures were taken from other inputs than `root` has now. */
export async function staleScreenshotSets(
  root: string,
  sets: readonly string[],
): Promise<string[]> {
  const [now, taken] = await Promise.all([screenshotFingerprint(root), readFingerprints(root)]);
  return sets.filter((set) => taken[set] !== now);
}
