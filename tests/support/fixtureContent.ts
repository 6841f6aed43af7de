import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';

export const FIXTURE_SITE = path.resolve('tests/fixtures/site');

/** The fixture content every suite starts from. */
const BASE_CONTENT = path.resolve('tests/fixtures/content');

/** The suites whose content adds to or replaces the base's: `tests/fixtures/content-overlays/<suite>/`. */
export type ContentOverlay = 'e2e';

/** An overlay's list of the base's files it takes away, one path (in the content folder) a line. */
const REMOVALS = '.remove';

/**
 * Writes a suite's fixture content into `dir`: the base tree less the files its overlay's `.remove`
 * lists, then the overlay's files over it (a file at the same path replaces the base's). Without
 * `overlay`, the base alone.
 */
export async function writeFixtureContent(dir: string, overlay?: ContentOverlay): Promise<void> {
  await cp(BASE_CONTENT, dir, { recursive: true });
  if (overlay === undefined) return;
  const overlayDir = path.resolve('tests/fixtures/content-overlays', overlay);
  const removals = await readFile(path.join(overlayDir, REMOVALS), 'utf8').catch(() => '');
  for (const line of removals.split('\n')) {
    const file = line.trim();
    if (file === '') continue;
    const target = path.resolve(dir, file);
    if (!target.startsWith(dir + path.sep)) {
      throw new Error(`${overlay}/${REMOVALS} names a file outside the content: ${file}`);
    }
    // A line naming no base file is a stale line: rm fails on it.
    await rm(target);
  }
  await cp(overlayDir, dir, {
    recursive: true,
    filter: (file) => path.basename(file) !== REMOVALS,
  });
}

/** Originals of the fixture images, in pixels. */
export const FIXTURE_IMAGE = { width: 2000, height: 1200 } as const;

/** A stripey picture, so resizing does real work and formats compress differently. */
async function writeImage(file: string, mimeType: string): Promise<void> {
  const { width, height } = FIXTURE_IMAGE;
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#0b5cab"/>` +
      Array.from(
        { length: 20 },
        (_, i) => `<rect x="${i * 100}" width="50" height="100%" fill="#f4a300"/>`,
      ).join('') +
      '</svg>',
  );
  const image = sharp(stripes);
  await (mimeType === 'image/png' ? image.png() : image.jpeg({ quality: 85 })).toFile(file);
}

/** The media files the fixture documents need, generated into `dir/media`. */
async function generateMedia(dir: string): Promise<void> {
  const mediaDir = path.join(dir, 'media');
  await mkdir(mediaDir, { recursive: true });
  const documentsDir = path.join(dir, 'documents');
  for (const name of await readdir(documentsDir)) {
    const doc = JSON.parse(await readFile(path.join(documentsDir, name), 'utf8')) as {
      contentKey: string;
      contentBody: { 'sfdc_cms:media'?: { source: { mimeType: string } } };
    };
    const mimeType = doc.contentBody['sfdc_cms:media']?.source.mimeType;
    if (!mimeType) continue;
    const ext = mimeType === 'image/png' ? 'png' : 'jpg';
    await writeImage(path.join(mediaDir, `${doc.contentKey}.${ext}`), mimeType);
  }
}

/**
 * The fixture content with its generated images, made once per test run by
 * `tests/support/contentTemplate.ts`; remove it with `remove`.
 */
export async function makeContentTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'about-content-template-'));
  const dir = path.join(root, 'content');
  await writeFixtureContent(dir);
  await generateMedia(dir);
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A throwaway copy of the fixture content with its images, alone in a folder of its own: a test
 * may write files beside it (`path.dirname(dir)`), and `cleanup` removes them with it.
 */
export async function makeContentDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'about-content-'));
  const dir = path.join(root, 'content');
  await cp(inject('contentTemplate'), dir, { recursive: true });
  return { dir, cleanup: () => rm(root, { recursive: true, force: true }) };
}
