import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-model';
import { useContentDir } from '../support/useContentDir';
import { KEYS } from '../support/fixtureIds';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('illustrations/generate.ts');

const content = useContentDir();

/** `npm run images -- ...args` on the content copy, whose image documents have no recipe. */
function images(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(TSX, [SCRIPT, ...args], { env: { ...process.env, CONTENT_DIR: content.dir } });
}

const mediaFile = (name: string) => path.join(content.dir, 'media', name);

async function mediaSource(slug: string) {
  const doc = JSON.parse(
    await readFile(path.join(content.dir, 'documents', `${slug}.json`), 'utf8'),
  ) as {
    contentBody: { 'sfdc_cms:media': { source: unknown } };
  };
  return doc.contentBody['sfdc_cms:media'].source;
}

/** Puts an author's picture in place of a fixture document's JPEG original. */
async function replaceOriginal(key: string, name: string, bytes: Buffer): Promise<void> {
  await rm(mediaFile(`${key}.jpg`));
  await writeFile(mediaFile(name), bytes);
}

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b5cab' } });

// Each case starts the command in a process of its own, as an author runs it.
describe('npm run images with originals an author supplied', { timeout: 30_000 }, () => {
  it('takes a PNG smaller than the renditions, and writes its real type and size', async () => {
    const png = await canvas(120, 80).png().toBuffer();
    await replaceOriginal(KEYS.thumb, `${KEYS.thumb}.png`, png);
    const { stdout } = await images('thumb');
    expect(stdout).toMatch(/^thumb +MCV4\w+ +120x80 +\d+ KB +png, supplied by an author$/m);
    expect(await mediaSource('thumb')).toEqual({
      type: 'file',
      mimeType: 'image/png',
      size: png.length,
    });
    const original = (await loadContent(content.dir)).findMedia(KEYS.thumb);
    expect(original).toMatchObject({ format: 'png', width: 120, height: 80 });
  });

  it('takes an AVIF wider than every rendition', async () => {
    const avif = await canvas(3000, 200).avif({ effort: 0 }).toBuffer();
    await replaceOriginal(KEYS.banner, `${KEYS.banner}.avif`, avif);
    const { stdout } = await images('banner');
    expect(stdout).toMatch(/^banner +MCUJ\w+ +3000x200 +\d+ KB +avif, supplied by an author$/m);
    expect(await mediaSource('banner')).toEqual({
      type: 'file',
      mimeType: 'image/avif',
      size: avif.length,
    });
  });

  it('--check passes once the documents are synced, and names a stated size that is wrong', async () => {
    // The fixture documents state a size of 1 byte.
    await expect(images('--check')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^thumb: size is 1 but the original has \d+ bytes$/m,
      ) as unknown,
    });
    await images('banner', 'portrait', 'thumb');
    expect((await images('--check')).stdout).toContain('3 image documents match their originals.');
  });

  it('fails, saying why, when an original is missing or unreadable', async () => {
    await rm(mediaFile(`${KEYS.thumb}.jpg`));
    await expect(images('thumb')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `thumb: no original ${path.join(content.dir, 'media', KEYS.thumb)}.jpg (or .jpeg, .png, .webp, .avif, .gif, .tif, .tiff)`,
      ) as unknown,
    });
    await writeFile(mediaFile(`${KEYS.thumb}.jpg`), 'not a picture');
    await expect(images('thumb')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `thumb: ${mediaFile(`${KEYS.thumb}.jpg`)}: not a readable image`,
      ) as unknown,
    });
  });
});
