import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentValidationError, loadContent } from '../../../../content-model';
import { checkContentFile } from '../../../../content-model/authoring/checkDocument';
import { editJson } from '../../support/contentEdits';
import { useContentDir } from '../../support/useContentDir';

const content = useContentDir();

/** The problems of one file when the whole copy is loaded, as `field: message` lines. */
async function folderProblems(file: string): Promise<string[]> {
  const error = await loadContent(content.dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentValidationError);
  return (error as ContentValidationError).problems
    .filter((problem) => path.relative(content.dir, path.resolve(problem.file)) === file)
    .map((problem) => `${problem.field}: ${problem.message}`);
}

/** The problems of the file checked alone, as the browser checks it, as `field: message` lines. */
async function aloneProblems(file: string): Promise<string[]> {
  const json = JSON.parse(await readFile(path.join(content.dir, file), 'utf8')) as unknown;
  return checkContentFile(file, json).map((problem) => `${problem.field}: ${problem.message}`);
}

type Json = Record<string, unknown>;

describe('a file checked alone, as content:check checks it in the folder', () => {
  it.each<[string, string, (json: Json) => unknown]>([
    ['a view of the wrong shape', 'views/about.json', (json) => ({ ...json, title: 42, extra: 1 })],
    [
      'a view with a typo in a block type',
      'views/about.json',
      (json) => ({ ...json, nodes: [...(json.nodes as Json[]), { type: 'textblock', id: 'x' }] }),
    ],
    [
      'a view with a block without a prop it needs, and a second h1',
      'views/about.json',
      (json) => ({
        ...json,
        nodes: [
          ...(json.nodes as Json[]),
          { type: 'textBlock', id: 'x', props: {} },
          { type: 'textBlock', id: 'y', props: { text: 'Again', headingTag: 'h1' } },
          { type: 'textBlock', id: 'z', props: { text: 'Twice', headingTag: 'h1' } },
        ],
      }),
    ],
    [
      'a document with a bad content key and a misspelt field',
      'documents/news-a.json',
      (json) => ({ ...json, contentKey: 'MC1', titel: 'x' }),
    ],
    [
      'a document with a bad body',
      'documents/news-a.json',
      (json) => ({ ...json, contentBody: { ...(json.contentBody as Json), excerpt: 1 } }),
    ],
    [
      'site settings with a default the site does not serve',
      'site.json',
      (json) => ({ ...json, defaultLanguage: 'de_DE', currentRelease: { apiVersion: 'v1' } }),
    ],
    ['a SEO record', 'seo/about.json', (json) => ({ ...json, isSeoIndexed: 'yes', fields: 1 })],
    ['a server method answer', 'apex/carouselStyles.json', (json) => ({ ...json, Id: 'b1' })],
    [
      'a translation',
      'views/about.fr_FR.json',
      (json) => ({ ...json, units: { title: { source: 'About', target: ' ' } } }),
    ],
  ])('%s (%s)', async (_what, file, edit) => {
    await editJson(content.dir, file, edit);
    const alone = await aloneProblems(file);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone).toEqual(await folderProblems(file));
  });
});
