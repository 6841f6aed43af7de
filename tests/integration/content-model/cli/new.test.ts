import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newContentKey, newManagedContentId } from '../../../../content-model/cli/contentIds';
import { newImage, newPage } from '../../../../content-model/cli/newContent';
import { loadContent } from '../../../../content-model';
import { useContentDir } from '../../support/useContentDir';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('content-model/cli/new.ts');

const content = useContentDir();
/** Where an author's pictures are before they are added. */
let pictures: string;

beforeEach(async () => {
  pictures = await mkdtemp(path.join(tmpdir(), 'about-pictures-'));
});
afterEach(async () => {
  await rm(pictures, { recursive: true, force: true });
});

/** A picture of `width` x `height` in `format`, saved as `name` among the author's pictures. */
async function picture(name: string, width: number, height: number, format: 'png' | 'avif') {
  const image = sharp({ create: { width, height, channels: 3, background: '#0b5cab' } });
  const bytes = await (format === 'png' ? image.png() : image.avif({ effort: 0 })).toBuffer();
  const file = path.join(pictures, name);
  await writeFile(file, bytes);
  return { file, bytes };
}

interface ImageSource {
  type: string;
  mimeType: string;
  size: number;
}
const mediaSource = (doc: Record<string, unknown>) =>
  (doc.contentBody as { 'sfdc_cms:media': { source: ImageSource } })['sfdc_cms:media'].source;

/** `npm run content:new -- ...args` on the content copy. */
async function contentNew(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(TSX, [SCRIPT, ...args], { env: { ...process.env, CONTENT_DIR: content.dir } });
}

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(content.dir, file), 'utf8')) as Record<string, unknown>;

describe('new ids', () => {
  it('are in the platform formats, the managed content id with its case checksum', () => {
    expect(newContentKey()).toMatch(/^MC[A-Z2-7]{26}$/);
    expect(newManagedContentId()).toMatch(/^20Y5f00000[a-zA-Z0-9]{5}[A-Z0-5]{3}$/);
    // Salesforce's rule, as its own 001A0000006Vm9r → 001A0000006Vm9rIAC shows: a letter per five
    // characters, a bit per capital. Here 20Y5f → E, 00000 → A, 6Vm9r → C.
    expect(newManagedContentId('6Vm9r')).toBe('20Y5f000006Vm9rEAC');
  });
});

// Each case starts the command in a process of its own, as an author runs it.
describe('npm run content:new', { timeout: 30_000 }, () => {
  it('news "Title": a valid news document published now, found by its new key', async () => {
    const before = Date.now();
    const { stdout } = await contentNew('news', 'Cycle counts, simplified!');
    expect(stdout).toContain('documents/cycle-counts-simplified.json');
    expect(stdout).toMatch(/valid \(8 documents, 3 views\)/);
    const doc = await readJson('documents/cycle-counts-simplified.json');
    expect(doc).toMatchObject({
      $schema: '../schemas/document.schema.json',
      title: 'Cycle counts, simplified!',
      urlName: 'cycle-counts-simplified',
      language: 'en_US',
      contentType: { fullyQualifiedName: 'sfdc_cms__news' },
    });
    expect(Date.parse(doc.publishedDate as string)).toBeGreaterThanOrEqual(before - 1000);
    const store = await loadContent(content.dir);
    expect(store.findDocument(doc.contentKey as string)?.title).toBe('Cycle counts, simplified!');
    expect(store.findDocument(doc.managedContentId as string)?.urlName).toBe(
      'cycle-counts-simplified',
    );
  });

  it('image <file> "alt": a document stating the real type and byte count of the copy', async () => {
    const { file, bytes } = await picture('Warehouse Photo.png', 120, 80, 'png');
    const { stdout } = await contentNew('image', file, 'Aisle with stocked shelving');
    expect(stdout).toContain('documents/warehouse-photo.json');
    expect(stdout).toMatch(/valid \(8 documents, 3 views\)/);
    const doc = await readJson('documents/warehouse-photo.json');
    const key = doc.contentKey as string;
    const copy = await readFile(path.join(content.dir, 'media', `${key}.png`));
    expect(doc.contentBody).toEqual({
      altText: 'Aisle with stocked shelving',
      'sfdc_cms:media': {
        source: { type: 'file', mimeType: 'image/png', size: copy.length },
        url: `/cms/delivery/media/${key}`,
      },
    });
    // Written again without metadata, the same pixels.
    const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
    expect((await pixels(copy)).equals(await pixels(bytes))).toBe(true);
    // Smaller than every rendition but one, and served as it is.
    const original = (await loadContent(content.dir)).findMedia(key);
    expect(original).toMatchObject({ format: 'png', width: 120, height: 80 });
    expect(original?.bytes.equals(copy)).toBe(true);
  });

  it('image <file>: writes the photo upright and without its EXIF and GPS position', async () => {
    const file = path.join(pictures, 'shelf.jpg');
    await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0b5cab' } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toFile(file);
    const created = await newImage(content.dir, file);
    const doc = JSON.parse(await readFile(created, 'utf8')) as Record<string, unknown>;
    const copy = await readFile(path.join(content.dir, 'media', `${doc.contentKey as string}.jpg`));
    expect(mediaSource(doc)).toEqual({ type: 'file', mimeType: 'image/jpeg', size: copy.length });
    const meta = await sharp(copy).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 60, height: 90 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('image <file>: a wide AVIF, its extension taken from its data', async () => {
    const { file } = await picture('Wide Banner.AVIF', 3000, 200, 'avif');
    const created = await newImage(content.dir, file, 'A wide banner');
    expect(path.basename(created)).toBe('wide-banner.json');
    const doc = JSON.parse(await readFile(created, 'utf8')) as Record<string, unknown>;
    const copy = await readFile(
      path.join(content.dir, 'media', `${doc.contentKey as string}.avif`),
    );
    expect(mediaSource(doc)).toEqual({ type: 'file', mimeType: 'image/avif', size: copy.length });
    expect(await sharp(copy).metadata()).toMatchObject({
      format: 'heif',
      width: 3000,
      height: 200,
    });
  });

  it('image <file>: refuses a file that is no image of an accepted format, saying why', async () => {
    const svg = path.join(pictures, 'logo.svg');
    await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(contentNew('image', svg)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'holds svg data; an image is a JPEG, PNG, WebP, AVIF, GIF or TIFF file',
      ) as unknown,
    });
  });

  it('image <file>: refuses a text file named .png, saying it is not an image', async () => {
    const notes = path.join(pictures, 'notes.png');
    await writeFile(notes, 'Shopping list: milk, eggs\n');
    await expect(contentNew('image', notes)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`${notes} is not an image: `) as unknown,
    });
  });

  it('image <file>: refuses a file over 20 MiB or 40 megapixels, writing nothing', async () => {
    const mediaBefore = await readdir(path.join(content.dir, 'media'));
    const huge = path.join(pictures, 'huge.jpg');
    await writeFile(huge, '');
    await truncate(huge, 21 * 1024 * 1024);
    await expect(contentNew('image', huge)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(`${huge} is 21 MiB; at most 20 MiB`) as unknown,
    });
    const { file } = await picture('Poster.png', 9000, 5000, 'png');
    await expect(contentNew('image', file)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        `${file} is 9000 × 5000 px, 45 megapixels; at most 40`,
      ) as unknown,
    });
    expect(await readdir(path.join(content.dir, 'media'))).toEqual(mediaBefore);
    await expect(readFile(path.join(content.dir, 'documents/poster.json'))).rejects.toThrow();
  });

  it('page <id>: a view with its h1, served at /<id>, and its SEO record', async () => {
    const { stdout } = await contentNew('page', 'careers');
    expect(stdout).toMatch(/valid \(7 documents, 4 views\)/);
    const store = await loadContent(content.dir);
    expect(store.views.find((view) => view.id === 'careers')).toMatchObject({
      route: '/careers',
      title: 'Careers',
      urlAlias: 'careers',
    });
    expect(store.findSeoRecord('careers')).toMatchObject({
      fields: { Title: 'Careers', Description: '' },
      isSeoIndexed: true,
    });
  });

  it('variant <document> <language>: its copy in that language, served for it once translated', async () => {
    const { stdout } = await contentNew('variant', 'documents/news-a.json', 'fr_FR');
    expect(stdout).toContain('documents/news-a.fr_FR.json');
    expect(stdout).toMatch(/valid \(7 documents, 3 views\)/);
    const source = await readJson('documents/news-a.json');
    const variant = await readJson('documents/news-a.fr_FR.json');
    expect(variant).toEqual({ ...source, language: 'fr_FR' });
    await writeFile(
      path.join(content.dir, 'documents/news-a.fr_FR.json'),
      JSON.stringify({ ...variant, title: 'Actualité A', urlName: 'actualite-a' }),
    );
    const store = await loadContent(content.dir);
    const key = source.contentKey as string;
    expect(store.findDocument(key, 'fr_FR')).toMatchObject({ title: 'Actualité A' });
    expect(store.findDocument(key)).toMatchObject({ title: source.title });
  });

  it('variant: refuses a language the site does not serve, with the check saying why', async () => {
    await expect(contentNew('variant', 'news-a', 'es_ES')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("es_ES is not one of the site's languages") as unknown,
    });
    await expect(contentNew('variant', 'news-a', 'french')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('"french" is not a language') as unknown,
    });
  });

  it('refuses to overwrite a file that exists', async () => {
    await newPage(content.dir, 'careers');
    await expect(contentNew('page', 'careers')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('already exists') as unknown,
    });
  });
});
