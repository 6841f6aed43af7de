import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FINGERPRINTS_FILE,
  screenshotFingerprint,
  staleScreenshotSets,
} from '../../../bench/screenshotInputs';

let root: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

/** Records `sets` as taken from the project as it is now. */
async function takeScreenshots(...sets: string[]): Promise<void> {
  const fingerprint = await screenshotFingerprint(root);
  await write(
    FINGERPRINTS_FILE,
    JSON.stringify(Object.fromEntries(sets.map((s) => [s, fingerprint]))),
  );
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'screenshot-inputs-'));
  await write('content/views/about.json', '{"id":"about"}');
  await write('content/apex/carouselStyles.fr_FR.json', '{"target":"Read the article"}');
  await write('content/schemas/view.schema.json', '{}');
  await write('app/styles/base.css', 'body { margin: 0 }');
  await write('app/main.tsx', 'export {};');
  await write('shared/i18n/fr_FR.ts', 'export const words = {};');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the screenshots against what they show', () => {
  it('are all stale before any were taken', async () => {
    expect(await staleScreenshotSets(root, ['about', 'fr'])).toEqual(['about', 'fr']);
  });

  it('are fresh when nothing they show changed since', async () => {
    await takeScreenshots('about', 'fr');
    expect(await staleScreenshotSets(root, ['about', 'fr'])).toEqual([]);
  });

  it.each([
    ['a view', 'content/views/about.json', '{"id":"about","nodes":[]}'],
    ['a translation', 'content/apex/carouselStyles.fr_FR.json', '{"target":"Lire l’article"}'],
    ['a stylesheet', 'app/styles/base.css', 'body { margin: 1px }'],
    ['a new stylesheet', 'app/blocks/banner/Banner.module.css', '.banner {}'],
    ['the site’s words', 'shared/i18n/fr_FR.ts', 'export const words = { a: 1 };'],
  ])('are stale once %s changed', async (_, file, text) => {
    await takeScreenshots('about', 'fr');
    await write(file, text);
    expect(await staleScreenshotSets(root, ['about', 'fr'])).toEqual(['about', 'fr']);
  });

  it.each([
    ['a JSON Schema', 'content/schemas/view.schema.json', '{"title":"view"}'],
    ['a cache', 'content/.cache/views/about.json', '{"id":"about"}'],
    ['a component', 'app/main.tsx', 'export const x = 1;'],
  ])('stay fresh when %s changed, which no picture shows', async (_, file, text) => {
    await takeScreenshots('about');
    await write(file, text);
    expect(await staleScreenshotSets(root, ['about'])).toEqual([]);
  });

  it('names only the sets taken from older inputs', async () => {
    await takeScreenshots('about', 'fr');
    await write('content/views/about.json', '{"id":"about","nodes":[]}');
    const fingerprint = await screenshotFingerprint(root);
    const stale = JSON.stringify({ about: fingerprint, fr: '0'.repeat(64) });
    await write(FINGERPRINTS_FILE, stale);
    expect(await staleScreenshotSets(root, ['about', 'fr'])).toEqual(['fr']);
  });

  it('refuses a fingerprints file that is not one, naming it', async () => {
    await write(FINGERPRINTS_FILE, '{"about": 12}');
    await expect(staleScreenshotSets(root, ['about'])).rejects.toThrow(FINGERPRINTS_FILE);
  });
});
