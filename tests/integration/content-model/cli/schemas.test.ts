import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentJsonSchemas } from '../../../../content-model/cli/jsonSchemas';
import { loadContent } from '../../../../content-model';
import { editJson } from '../../support/contentEdits';
import { makeContentDir } from '../../../support/fixtureContent';

const CONTENT = path.resolve('content');
const readJsonFile = async (file: string): Promise<unknown> =>
  JSON.parse(await readFile(file, 'utf8')) as unknown;

describe('the JSON Schemas of the content files', () => {
  it('are up to date with the zod schemas (run npm run content:schemas)', async () => {
    const generated = contentJsonSchemas();
    const committed = (await readdir(path.join(CONTENT, 'schemas'))).sort();
    expect(committed).toEqual(Object.keys(generated).sort());
    for (const [name, json] of Object.entries(generated)) {
      expect(await readJsonFile(path.join(CONTENT, 'schemas', name)), name).toEqual(json);
    }
  });

  it('are named by "$schema" in every content file', async () => {
    const expected: [string, string][] = [
      ['site.json', './schemas/site.schema.json'],
      ['apex/carouselStyles.json', '../schemas/carouselStyles.schema.json'],
      ['apex/getContentTwo.json', '../schemas/contentTwo.schema.json'],
      ['apex/getContentTwo.fr_FR.json', '../schemas/translation.schema.json'],
      ['apex/getContentTwo.de_DE.json', '../schemas/translation.schema.json'],
    ];
    for (const [folder, schema] of [
      ['documents', 'document'],
      ['views', 'view'],
      ['seo', 'seo'],
    ] as const) {
      for (const name of await readdir(path.join(CONTENT, folder))) {
        // A view's or SEO record's translation (`about.fr_FR.json`) has a schema of its own.
        const translation = folder !== 'documents' && /\.[a-z]{2}_[A-Z]{2}\.json$/.test(name);
        expected.push([
          `${folder}/${name}`,
          `../schemas/${translation ? 'translation' : schema}.schema.json`,
        ]);
      }
    }
    for (const [file, schema] of expected) {
      const json = (await readJsonFile(path.join(CONTENT, file))) as { $schema?: string };
      expect(json.$schema, file).toBe(schema);
    }
  });

  it('leave "$schema" out of the content the site serves, and must be text', async () => {
    const { dir, cleanup } = await makeContentDir();
    try {
      await editJson(dir, 'apex/getContentTwo.json', (json) => {
        json.$schema = '../schemas/contentTwo.schema.json';
      });
      await editJson(dir, 'site.json', (json) => {
        json.$schema = './schemas/site.schema.json';
      });
      const store = await loadContent(dir);
      expect(store.contentTwo).not.toHaveProperty('$schema');
      expect(store.site).not.toHaveProperty('$schema');
      await editJson(dir, 'site.json', (json) => {
        json.$schema = 42;
      });
      await expect(loadContent(dir)).rejects.toThrow(/site\.json:\d+:\d+: \$schema: /);
    } finally {
      await cleanup();
    }
  });
});
