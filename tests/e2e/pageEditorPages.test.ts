import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** Pages made, moved and deleted from the editor's page list, as visitors then find them. */

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

/** A published change reaches visitors within 2 s. */
const VISIBLE = { timeout: 2000, interval: 50 };

const statusOf = async (path: string) =>
  (await fetch(running.site.url(path), { redirect: 'manual' })).status;

describe("the editor's page list", () => {
  let editor: OpenedPage;

  beforeAll(async () => {
    await running.site.addUser('pia', 'publisher');
    editor = await newPage(running.browser, { width: 1280, height: 800 });
    const { page } = editor;
    await signInToEditor(page, running.site, 'pia');
    page.on('dialog', (dialog) => void dialog.accept());
  });

  afterAll(async () => {
    await editor.close();
  });

  const publishEveryDraft = async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Publish every draft' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 10_000 })
      .toBe('Published');
  };

  it('refuses a new page at a path the server keeps, at the field', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Editor');
    await dialog.getByLabel('Path').fill('/editor');
    await dialog.getByRole('button', { name: 'Make the page' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toMatch(/\/editor/);
    await expect(dialog.getByLabel('Path').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('makes a page from a copy of another, which visitors see once published, in the sitemap and every language', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Title').fill('Careers');
    await dialog.getByLabel('Path').fill('/careers');
    await dialog.getByLabel('Start from').selectOption({ label: 'A copy of About' });
    await dialog.getByRole('button', { name: 'Make the page' }).click();
    await page.getByRole('tree', { name: 'Outline' }).waitFor();
    await page.getByRole('treeitem', { name: /^Text Block: Our Mission$/ }).waitFor();
    expect(await statusOf('/careers')).toBe(404);
    await page.getByRole('link', { name: 'Pages' }).click();
    await publishEveryDraft();
    await expect.poll(() => statusOf('/careers'), VISIBLE).toBe(200);
    expect(await statusOf('/fr/careers')).toBe(200);
    const sitemap = await (await fetch(running.site.url('/sitemap.xml'))).text();
    expect(sitemap).toMatch(/\/careers<\/loc>/);
    // Its SEO record, made with it, titles it.
    const html = await (await fetch(running.site.url('/careers'))).text();
    expect(html).toMatch(/<title>[^<]*Careers[^<]*<\/title>/);
  });

  it('moves it: the old path answers 301 to the new one', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Rename or move Careers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename or move Careers' });
    await dialog.getByLabel('Title').fill('Jobs');
    await dialog.getByLabel('Path').fill('/jobs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Jobs', exact: true }).waitFor();
    await publishEveryDraft();
    await expect.poll(() => statusOf('/jobs'), VISIBLE).toBe(200);
    const moved = await fetch(running.site.url('/careers'), { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location') ?? '', running.site.origin).pathname).toBe(
      `${running.site.basePath}/jobs`,
    );
  });

  it('deletes it: visitors find nothing there once published', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: 'Delete Jobs' }).click();
    await page.getByText('to be removed').waitFor();
    await publishEveryDraft();
    await expect.poll(() => statusOf('/jobs'), VISIBLE).toBe(404);
    // The refused path above is the one failed request the browser logged.
    expect(editor.errors.filter((error) => !error.endsWith('status of 400 (Bad Request)'))).toEqual(
      [],
    );
  });
});
