import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { copyContent, type ContentCopy } from './support/contentCopy';
import { signInToEditor } from './support/editor';
import { newPage, siteAndBrowserForFile, type OpenedPage } from './support/harness';

/** Two people editing one page at once, each in a browser context of their own. */

let copy: ContentCopy;
afterAll(() => copy.remove());
const running = siteAndBrowserForFile(async () => {
  copy = await copyContent();
  return { contentDir: copy.dir };
});

async function openAbout(name: string): Promise<OpenedPage> {
  const opened = await newPage(running.browser, { width: 1280, height: 800 });
  // The sign-in opens the page asked for.
  await signInToEditor(opened.page, running.site, name, 'about');
  return opened;
}

async function edit(page: Page, block: RegExp, text: string) {
  await page.getByRole('treeitem', { name: block }).click();
  await page
    .getByRole('region', { name: 'Properties' })
    .getByLabel('Text', { exact: true })
    .fill(text);
}

const saved = (page: Page) => page.getByText('All changes saved').waitFor({ timeout: 10_000 });

describe('two people on one page', () => {
  let pia: OpenedPage;
  let ben: OpenedPage;
  let draftTexts: () => Promise<string>;

  beforeAll(async () => {
    await running.site.addUser('pia', 'publisher');
    await running.site.addUser('ben', 'author');
    const api = await running.site.signIn('pia');
    draftTexts = async () =>
      JSON.stringify(await (await running.site.editorApi(api, 'GET', '/views/about')).json());
    pia = await openAbout('pia');
    ben = await openAbout('ben');
  });

  afterAll(async () => {
    await Promise.all([pia.close(), ben.close()]);
  });

  it("merges changes of different fields: both are kept, neither's lost", async () => {
    await edit(pia.page, /^Text Block: Our Mission$/, 'Our Mission, from Pia');
    await saved(pia.page);
    // Ben opened the page before Pia saved: his save meets hers and is merged with it.
    await edit(ben.page, /^Text Block: Who we are$/, 'Who we are, from Ben');
    await ben.page
      .getByText('Merged with the changes pia saved meanwhile')
      .first()
      .waitFor({ state: 'attached' });
    await saved(ben.page);
    const draft = await draftTexts();
    expect(draft).toContain('Our Mission, from Pia');
    expect(draft).toContain('Who we are, from Ben');
    // Ben's canvas shows Pia's change too.
    await ben.page
      .frameLocator('iframe[title="Canvas"]')
      .getByRole('heading', { name: 'Our Mission, from Pia' })
      .waitFor();
  });

  it('asks, field by field, where both changed the same field', async () => {
    await edit(pia.page, /^Text Block: What is FieldLedger\?$/, 'What FieldLedger is, says Pia');
    await saved(pia.page);
    await edit(ben.page, /^Text Block: What is FieldLedger\?$/, 'What FieldLedger is, says Ben');
    const dialog = ben.page.getByRole('alertdialog', { name: 'pia changed this page too' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('What FieldLedger is, says Pia');
    await expect(dialog.textContent()).resolves.toContain('What FieldLedger is, says Ben');
    expect(await seriousAxeViolations(ben.page)).toEqual([]);
    // Nothing is saved until he chooses.
    expect(await draftTexts()).not.toContain('says Ben');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await dialog.getByRole('button', { name: 'Save the merge' }).click();
    await saved(ben.page);
    const draft = await draftTexts();
    expect(draft).toContain('What FieldLedger is, says Ben');
    expect(draft).toContain('Our Mission, from Pia');
    // The browser logs each refused save (409), which the editor answered by merging.
    const refusedSave = /status of 409 \(Conflict\)$/;
    expect([...pia.errors, ...ben.errors].filter((error) => !refusedSave.test(error))).toEqual([]);
  });
});
