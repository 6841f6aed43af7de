import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  newContentKey,
  newManagedContentId,
  newPage,
  withChecksum,
} from '../../../scripts/content/newContent';
import { loadContent } from '../../../server/content';
import { makeContentDir } from '../helpers/fixtureContent';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/contentNew.ts');

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeContentDir());
});
afterEach(async () => {
  await cleanup();
});

/** `npm run content:new -- ...args` on the content copy. */
async function contentNew(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(TSX, [SCRIPT, ...args], { env: { ...process.env, CONTENT_DIR: dir } });
}

const readJson = async (file: string) =>
  JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;

describe('new ids', () => {
  it('are in the platform formats, the managed content id with its case checksum', () => {
    expect(newContentKey()).toMatch(/^MC[A-Z2-7]{26}$/);
    expect(newManagedContentId()).toMatch(/^20Y5f00000[a-zA-Z0-9]{5}[A-Z0-5]{3}$/);
    // Salesforce's own: 001A0000006Vm9r → 001A0000006Vm9rIAC.
    expect(withChecksum('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
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
    const store = await loadContent(dir);
    expect(store.findDocument(doc.contentKey as string)?.title).toBe('Cycle counts, simplified!');
    expect(store.findDocument(doc.managedContentId as string)?.urlName).toBe(
      'cycle-counts-simplified',
    );
  });

  it('image <file>: an image document and its media file, with the real size and type', async () => {
    const source = path.join(dir, 'media', (await readdir(path.join(dir, 'media')))[0] ?? '');
    const copy = path.join(dir, '..', `${path.basename(dir)}-Warehouse Photo.png`);
    await run('cp', [source, copy]);
    await contentNew('image', copy);
    const name = `${path.basename(dir).toLowerCase()}-warehouse-photo`;
    const doc = await readJson(`documents/${name}.json`);
    const key = doc.contentKey as string;
    const store = await loadContent(dir);
    expect(store.findMedia(key)?.mimeType).toBe(
      (doc.contentBody as { 'sfdc_cms:media': { source: { mimeType: string } } })['sfdc_cms:media']
        .source.mimeType,
    );
    await run('rm', [copy]);
  });

  it('page <id>: a view with its h1, served at /<id>', async () => {
    const { stdout } = await contentNew('page', 'careers');
    expect(stdout).toMatch(/valid \(7 documents, 4 views\)/);
    const store = await loadContent(dir);
    expect(store.views.find((view) => view.id === 'careers')).toMatchObject({
      route: '/careers',
      title: 'Careers',
    });
  });

  it('refuses to overwrite a file that exists', async () => {
    await newPage(dir, 'careers');
    await expect(contentNew('page', 'careers')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('already exists') as unknown,
    });
  });
});
