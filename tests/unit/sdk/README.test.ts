import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { runExample } from '../../../bench/sdkExample';
import { NOT_FOUND_BODY, ORIGIN, newsDocument, sitePath } from '../support/fixtures';

const ROOT = resolve(import.meta.dirname, '../../..');
/** The guide: the package's README, which npm packs with it. */
const GUIDE = 'sdk/README.md';

function exampleRegion(file: string): string {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  const match = /\/\/ #region example\n([\s\S]*?)\/\/ #endregion example/.exec(source);
  if (!match?.[1]) throw new Error(`${file} has no example region`);
  return match[1].trim();
}

describe('the SDK guide example', () => {
  it('runs as the guide (sdk/README.md) says', async () => {
    const history = 'MCHISTORYAAAAAAAAAAAAAAAAAAA';
    nock(ORIGIN)
      .get(sitePath(history))
      .reply(200, newsDocument(history, 'Our history'))
      .get(sitePath())
      .query({ contentKeys: history, includeContentBody: 'true' })
      .reply(200, {
        contents: [newsDocument(history)],
        currentPageUrl: sitePath(),
        nextPageUrl: null,
        previousPageUrl: null,
      })
      .get(sitePath('MCMISSINGAAAAAAAAAAAAAAAAAAA'))
      .reply(404, NOT_FOUND_BODY);
    expect(await runExample(ORIGIN)).toEqual([
      'entry Pending (loading)',
      'entry Fulfilled',
      'news: Our history: Founded in 2009.',
      'page of 1, next page: none',
      "400 INVALID_CONFIG: The 'contentKeyOrId' parameter is required to successfully execute this request. (fetchResponse)",
      '404 Not Found: Not Found (fetchResponse)',
      'AbortError: Aborted',
      'hydrated without a request: Our history',
    ]);
  });

  it.each([
    ['bench/sdkExample.ts', GUIDE],
    ['tests/component/support/newsApp.tsx', 'sdk-react/README.md'],
    ['examples/node/listNews.mjs', GUIDE],
  ])('shows %s in %s word for word', (file, guide) => {
    expect(readFileSync(resolve(ROOT, guide), 'utf8')).toContain(exampleRegion(file));
  });

  it('is one text: docs/sdk.md points to it and repeats none of it', () => {
    const pointer = readFileSync(resolve(ROOT, 'docs/sdk.md'), 'utf8');
    expect(pointer).toContain('](../sdk/README.md)');
    expect(pointer.split('\n').length).toBeLessThan(20);
  });
});
