import { execFile } from 'node:child_process';
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';
import { copyContent, type ContentCopy } from './support/contentCopy';

// The four everyday edits of docs/content.md ("Four everyday edits, start to finish"), made as
// the guide says, on a running server: each shows on the next request, and the folder checks.

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

interface ViewNode {
  type: string;
  id: string;
  props?: Record<string, unknown>;
  regions?: Record<string, ViewNode[]>;
}
interface View {
  nodes: ViewNode[];
}
interface NewsDocument {
  contentKey: string;
  managedContentId: string;
  title: string;
  contentBody: Record<string, unknown>;
}

let copy: ContentCopy;
let visitor: OpenedPage;

afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});
beforeAll(async () => {
  visitor = await newPage(running.browser, { width: 1280, height: 800 });
});

/** `npm run content:check -- <copy>`, as an author runs it. */
async function contentCheck(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['content-model/cli/check.ts', copy.dir]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** `npm run content:new -- <args>` on the copy; gives the file it created. */
async function contentNew(...args: string[]): Promise<string> {
  const { stdout } = await run(TSX, ['content-model/cli/new.ts', ...args], {
    env: { ...process.env, CONTENT_DIR: copy.dir },
  });
  const created = /^created (.+)$/m.exec(stdout)?.[1];
  if (!created) throw new Error(`content:new printed no file: ${stdout}`);
  return path.resolve(created);
}

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await readFile(file, 'utf8')) as T;
const relative = (file: string) => path.relative(copy.dir, file);

/** The page as the server sends it to the next request. */
const html = async (pagePath: string): Promise<string> =>
  (await fetch(running.site.url(pagePath))).text();

/** Waits (up to 2 s, the publish promise) until the next request's page holds `text`. */
async function showsLive(pagePath: string, text: string): Promise<void> {
  await expect.poll(() => html(pagePath), { timeout: 2000, interval: 100 }).toContain(text);
}

async function expectFolderChecks(): Promise<void> {
  const result = await contentCheck();
  expect(result.output).toMatch(/valid \(\d+ documents, 3 views\)/);
  expect(result.code).toBe(0);
}

function region(node: ViewNode | undefined, name: string): ViewNode[] {
  const nodes = node?.regions?.[name];
  if (!nodes) throw new Error(`no region ${name} in ${node?.id ?? 'a missing node'}`);
  return nodes;
}

describe('the four everyday edits of the content guide', { timeout: 60_000 }, () => {
  it('1. changes a sentence of the "Our Mission" copy', async () => {
    const sentence = 'Our mission is to give every service company a live count of every part.';
    await copy.editJson<View>('views/about.json', (view) => {
      // The text block after the one reading "Our Mission": nodes[2].regions.col2[1].
      const column = region(view.nodes[2], 'col2');
      expect(column[0]?.props?.text).toBe('Our Mission');
      const mission = column[1];
      if (!mission?.props) throw new Error('no mission text block');
      mission.props.text = sentence;
      return view;
    });
    await showsLive('/about', sentence);
    await visitor.page.goto(running.site.url('/about'));
    await expect(visitor.page.getByText(sentence).isVisible()).resolves.toBe(true);
    await expectFolderChecks();
  });

  it('2. adds a fourth history card', async () => {
    const file = await contentNew('news', '2025 - Next');
    expect(relative(file)).toBe(path.join('documents', '2025-next.json'));
    await copy.editJson<NewsDocument>(relative(file), (doc) => {
      doc.contentBody.excerpt = 'FieldLedger counts consignment stock at every customer site.';
      doc.contentBody.body = '<p>Every kit, every site, one record.</p>';
      return doc;
    });
    const milestone = await readJson<NewsDocument>(file);
    await copy.editJson<View>('views/about.json', (view) => {
      // The history cards: the columns block at nodes[5].regions.col1[1].
      const cards = region(view.nodes[5], 'col1')[1];
      if (cards?.type !== 'columns' || !cards.props || !cards.regions) {
        throw new Error('no history cards columns block');
      }
      const config = JSON.parse(String(cards.props.sectionConfig)) as {
        columns: { columnKey: string; columnWidth: string }[];
      };
      config.columns.push({
        columnKey: 'col4',
        columnName: 'Column 4',
        columnWidth: '3',
        seedComponents: [],
      } as (typeof config.columns)[number]);
      for (const column of config.columns) column.columnWidth = '3';
      cards.props.sectionConfig = JSON.stringify(config);
      const third = region(cards, 'col3')[0];
      cards.regions.col4 = [
        {
          ...structuredClone(third),
          id: 'history-card-2025-next',
          props: { ...third?.props, title: '2025 - Next', contentId: milestone.managedContentId },
        } as ViewNode,
      ];
      return view;
    });
    await showsLive('/about', '2025 - Next');
    await visitor.page.goto(running.site.url('/about'));
    const card = visitor.page.getByRole('article').filter({ hasText: '2025 - Next' });
    await expect(card.getByRole('heading', { name: '2025 - Next' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(card.textContent()).resolves.toContain(
      'FieldLedger counts consignment stock at every customer site.',
    );
    await expect(visitor.page.getByRole('article').count()).resolves.toBe(4);
    await expectFolderChecks();
  });

  it('3. publishes a news article with its pictures', async () => {
    // The author's picture: one of the site's own originals, saved under a new name.
    const banner = await readJson<{ contentKey: string }>(
      path.join(copy.dir, 'documents', 'article-field-inventory-banner.json'),
    );
    const picture = path.join(path.dirname(copy.dir), 'fleet-vans.jpg');
    await copyFile(path.join(copy.dir, 'media', `${banner.contentKey}.jpg`), picture);
    const image = await readJson<{ contentKey: string }>(
      await contentNew('image', picture, 'Service vans lined up at a depot'),
    );
    const title = 'Every Van Counts Itself';
    const file = await contentNew('news', title);
    const reference = {
      altText: 'Service vans lined up at a depot',
      url: `/cms/delivery/media/${image.contentKey}`,
      source: { type: 'imageReference', ref: { contentKey: image.contentKey } },
    };
    await copy.editJson<NewsDocument>(relative(file), (doc) => {
      doc.contentBody.excerpt = 'Van stock is counted as it is used, not at the end of the month.';
      doc.contentBody.body = '<p>Each technician scans what leaves the van.</p>';
      doc.contentBody.bannerImage = reference;
      doc.contentBody.thumbnail = reference;
      return doc;
    });
    const article = await readJson<NewsDocument>(file);
    const articlePath = `/sfdc_cms__news/${article.contentKey}`;
    await showsLive(articlePath, 'Each technician scans what leaves the van.');
    await visitor.page.goto(running.site.url(articlePath));
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      title,
    );
    const pictureElement = visitor.page.getByRole('img', {
      name: 'Service vans lined up at a depot',
    });
    await expect(pictureElement.first().getAttribute('src')).resolves.toContain(image.contentKey);
    await expectFolderChecks();
  });

  it('4. adds a banner section to the About page', async () => {
    const picture = await readJson<{ contentKey: string }>(
      path.join(copy.dir, 'documents', 'history-background.json'),
    );
    await copy.editJson<View>('views/about.json', (view) => {
      // Before "In the News", the last section.
      view.nodes.splice(view.nodes.length - 1, 0, {
        type: 'section',
        id: 'careers-banner-section',
        props: {
          sectionConfig: JSON.stringify({
            columns: [{ columnKey: 'col1', columnName: 'Column 1', columnWidth: '12' }],
          }),
        },
        regions: {
          col1: [
            {
              type: 'banner',
              id: 'careers-banner',
              props: {
                title: 'Build FieldLedger with us',
                headingTag: 'h2',
                picture: `{!cmsMedia.${picture.contentKey}}`,
                showPrimaryButton: false,
                showSecondaryButton: false,
              },
            },
          ],
        },
      });
      return view;
    });
    await showsLive('/about', 'Build FieldLedger with us');
    await visitor.page.goto(running.site.url('/about'));
    await expect(
      visitor.page
        .getByRole('heading', { level: 2, name: 'Build FieldLedger with us' })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(visitor.page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await expectFolderChecks();
  });
});
