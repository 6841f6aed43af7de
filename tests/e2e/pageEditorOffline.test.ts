import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** The page editor while its server cannot be reached: nothing the author typed is lost. */

const TYPED = 'Our Mission, kept while offline';
const API = '**/editor/api/**';

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

describe('the page editor without its server', () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('abe', 'author');
    editor = await newPage(running.browser, { width: 1280, height: 800 });
    await signInToEditor(editor.page, running.site, 'abe', 'about');
  });

  afterAll(async () => {
    await editor.close();
  });

  const textField = () =>
    editor.page.getByRole('region', { name: 'Properties' }).getByLabel('Text', { exact: true });

  it('keeps the changes, says so, and saves them once the server answers again', async () => {
    const { page } = editor;
    await page.getByRole('treeitem', { name: /^Text Block: Our Mission$/ }).click();
    // Every request of the authoring API fails as if the network were down.
    await page.route(API, (route) => route.abort('internetdisconnected'));
    await textField().fill(TYPED);
    await page
      .getByText('Offline: your changes are kept here and saved when the server answers')
      .waitFor({ timeout: 10_000 });
    await page
      .frameLocator('iframe[title="Canvas"]')
      .getByRole('heading', { name: TYPED })
      .waitFor();
    expect(await textField().inputValue()).toBe(TYPED);

    await page.unroute(API);
    // Tried again every 5 s while offline.
    await page.getByText('All changes saved').waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByRole('treeitem', { name: /^Text Block: Our Mission, kept/ }).click();
    expect(await textField().inputValue()).toBe(TYPED);
  });
});
