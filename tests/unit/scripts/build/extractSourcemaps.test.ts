import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractSourcemaps } from '../../../../scripts/build/extractSourcemaps';

let root: string;
let siteDir: string;
let mapsDir: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sourcemaps-'));
  siteDir = path.join(root, 'site');
  mapsDir = path.join(root, 'sourcemaps');
  await mkdir(path.join(siteDir, 'assets'), { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('extractSourcemaps', () => {
  it('moves every map out of the site folder to the same relative path', async () => {
    await writeFile(path.join(siteDir, 'assets', 'index-abc.js'), 'export {};');
    await writeFile(path.join(siteDir, 'assets', 'index-abc.js.map'), '{"version":3}');
    await writeFile(path.join(siteDir, 'assets', 'lazy-def.js.map'), '{"version":3}');
    await expect(extractSourcemaps(siteDir, mapsDir)).resolves.toEqual([
      'assets/index-abc.js.map',
      'assets/lazy-def.js.map',
    ]);
    expect(await readdir(path.join(siteDir, 'assets'))).toEqual(['index-abc.js']);
    await expect(readFile(path.join(mapsDir, 'assets', 'index-abc.js.map'), 'utf8')).resolves.toBe(
      '{"version":3}',
    );
  });

  it("keeps only this build's maps", async () => {
    await mkdir(path.join(mapsDir, 'assets'), { recursive: true });
    await writeFile(path.join(mapsDir, 'assets', 'old.js.map'), '{}');
    await writeFile(path.join(siteDir, 'assets', 'new.js.map'), '{}');
    await extractSourcemaps(siteDir, mapsDir);
    expect(await readdir(path.join(mapsDir, 'assets'))).toEqual(['new.js.map']);
  });
});
