import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Authoring from '../../../../content-model/authoring/checkDocument';
import { SDK_SOURCE_CONDITION } from '../../../../vite.config';

const ENTRY = 'content-model/authoring/checkDocument.ts';
const FIXTURE = 'tests/fixtures/content';

/** The budget of the check an editor page loads, gzip (measured: see docs/architecture.md). */
const MAX_GZIP_BYTES = 25_000;

interface Bundle {
  code: string;
  /** The modules bundled, as Vite names them. */
  modules: string[];
  /** What the bundle still imports: nothing, for a page. */
  imports: string[];
  module: typeof Authoring;
}

let bundle: Bundle;
let dir: string;

/** The entry bundled as the site bundles a page's scripts (Vite, for the browser), minified. */
async function bundleForTheBrowser(): Promise<Bundle> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: [SDK_SOURCE_CONDITION, 'browser', 'module', 'import', 'default'] },
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'checkDocument' },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap((output) => output.output)
    .find((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('the build gave no chunk');
  dir = await mkdtemp(path.join(tmpdir(), 'authoring-'));
  const file = path.join(dir, 'checkDocument.mjs');
  await writeFile(file, chunk.code);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as typeof Authoring;
  return {
    code: chunk.code,
    modules: Object.keys(chunk.modules),
    imports: [...chunk.imports, ...chunk.dynamicImports],
    module,
  };
}

async function fixture(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(FIXTURE, file), 'utf8')) as Record<string, unknown>;
}

beforeAll(async () => {
  bundle = await bundleForTheBrowser();
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the content check in a browser bundle', () => {
  it('bundles for the browser with no Node built-in, no classic zod, within its budget', () => {
    expect(bundle.imports).toEqual([]);
    // Vite swaps a Node built-in for an empty stand-in in a browser build.
    expect(bundle.modules.filter((id) => /^node:|browser-external/.test(id))).toEqual([]);
    expect(bundle.modules.filter((id) => id.includes('zod/v4/classic'))).toEqual([]);
    expect(
      bundle.modules.filter((id) => /content-model\/(readJson|problems|loadContent)\./.test(id)),
    ).toEqual([]);
    expect(gzipSync(bundle.code).length).toBeLessThan(MAX_GZIP_BYTES);
  });

  it("accepts the fixture's files as they are", async () => {
    const { checkContentFile } = bundle.module;
    for (const file of [
      'site.json',
      'views/about.json',
      'views/about.fr_FR.json',
      'seo/about.json',
      'apex/carouselStyles.json',
      'apex/getContentTwo.json',
      'documents/news-a.json',
    ]) {
      expect(checkContentFile(file, await fixture(file)), file).toEqual([]);
    }
  });

  it('names each problem of a bad view by file, JSON path and message, as content:check does', () => {
    const { checkContentFile } = bundle.module;
    const view = {
      id: 'news',
      route: '/news',
      title: 42,
      nodes: [{ type: 'textblock', id: 'a', props: {} }],
    };
    expect(checkContentFile('views/news.json', view)).toEqual([
      {
        file: 'views/news.json',
        field: 'title',
        message: 'Invalid input: expected string, received number',
      },
    ]);
    const typo = { ...view, title: 'News' };
    expect(checkContentFile('views/news.json', typo)).toEqual([
      {
        file: 'views/news.json',
        field: 'nodes[0].type',
        message: 'unknown block type "textblock" (did you mean "textBlock"?)',
      },
    ]);
    const empty = { ...typo, nodes: [{ type: 'textBlock', id: 'a', props: {} }] };
    expect(checkContentFile('views/news.json', empty)).toEqual([
      {
        file: 'views/news.json',
        field: 'nodes[0].props',
        message: 'a textBlock block needs text; without it the block renders nothing',
      },
    ]);
  });

  it('hears a prop outside its options as a warning, and keeps the problems for errors', () => {
    const { checkContentFile } = bundle.module;
    const warnings: Authoring.DocumentProblem[] = [];
    const view = {
      id: 'news',
      route: '/news',
      title: 'News',
      nodes: [{ type: 'textBlock', id: 'a', props: { text: 'Hi', headingTag: 'h7' } }],
    };
    const problems = checkContentFile('views/news.json', view, {
      onWarning: (warning) => warnings.push(warning),
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      expect.objectContaining({ file: 'views/news.json', field: 'nodes[0].props.headingTag' }),
    ]);
  });

  it('checks what a view points at only when given the documents', async () => {
    const { checkContentFile } = bundle.module;
    const view = {
      id: 'news',
      route: '/news',
      title: 'News',
      nodes: [
        { type: 'contentCard', id: 'a', props: { contentId: 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
      ],
    };
    expect(checkContentFile('views/news.json', view)).toEqual([]);
    const news = await fixture('documents/news-a.json');
    const checked = checkContentFile('documents/news-a.json', news);
    expect(checked).toEqual([]);
    const problems = checkContentFile('views/news.json', view, { documents: [] });
    expect(problems).toEqual([
      {
        file: 'views/news.json',
        field: 'nodes[0].props.contentId',
        message:
          'no document has the content key or managed content id MCAAAAAAAAAAAAAAAAAAAAAAAAAA',
      },
    ]);
  });

  it('checks documents, the site settings and SEO records with their schemas', async () => {
    const { checkContentFile } = bundle.module;
    const news = await fixture('documents/news-a.json');
    expect(
      checkContentFile('documents/news-a.json', { ...news, contentKey: 'MC1', titel: 'x' }),
    ).toEqual([
      {
        file: 'documents/news-a.json',
        field: 'contentKey',
        message: 'a content key is MC plus 26 characters from A-Z and 2-7',
      },
      {
        file: 'documents/news-a.json',
        field: 'titel',
        message: 'unknown field (did you mean "title"?)',
      },
    ]);
    const body = news.contentBody as Record<string, unknown>;
    expect(
      checkContentFile('documents/news-a.json', { ...news, contentBody: { ...body, excerpt: 1 } }),
    ).toEqual([
      {
        file: 'documents/news-a.json',
        field: 'contentBody.excerpt',
        message: 'Invalid input: expected string, received number',
      },
    ]);
    const site = await fixture('site.json');
    expect(checkContentFile('site.json', { ...site, defaultLanguage: 'de_DE' })).toEqual([
      {
        file: 'site.json',
        field: 'defaultLanguage',
        message: expect.stringMatching(/^de_DE is not one of the site's languages/) as string,
      },
    ]);
    const seo = await fixture('seo/about.json');
    expect(checkContentFile('seo/about.json', { ...seo, isSeoIndexed: 'yes' })).toEqual([
      {
        file: 'seo/about.json',
        field: 'isSeoIndexed',
        message: 'Invalid input: expected boolean, received string',
      },
    ]);
  });

  it('names a file the site does not read', () => {
    expect(bundle.module.checkContentFile('notes/todo.json', {})).toEqual([
      expect.objectContaining({ file: 'notes/todo.json', field: '(file)' }),
    ]);
  });
});
