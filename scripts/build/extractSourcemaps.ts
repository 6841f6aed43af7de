import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Moves every `.map` file out of the public `siteDir` into `mapsDir`, at the same relative path
 * (`assets/index-abc.js.map`), and returns those paths. The maps are built `hidden` (the scripts
 * carry no `sourceMappingURL`), so nothing points at them; kept beside the build, they turn a
 * production stack trace back into source lines. The two folders sit at the same depth under
 * `dist/`, so the maps' relative `sources` paths still resolve. `mapsDir` is emptied first, as
 * Vite empties `siteDir`: it holds the maps of this build only.
 */
export async function extractSourcemaps(siteDir: string, mapsDir: string): Promise<string[]> {
  await rm(mapsDir, { recursive: true, force: true });
  const maps = (await readdir(siteDir, { recursive: true }))
    .filter((entry) => entry.endsWith('.map'))
    .sort();
  for (const map of maps) {
    const target = path.join(mapsDir, map);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(siteDir, map), target);
  }
  return maps.map((map) => map.split(path.sep).join('/'));
}
