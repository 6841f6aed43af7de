import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startSite, type OpenedPage, type RunningSite } from './harness';
import { copyContent, type ContentCopy } from './support/contentCopy';

const ARTICLE = '/sfdc_cms__news/MCNLPWX4T6MXOVMECTYWD5MXJRTV';
const ARTICLE_FILE = 'documents/cycle-counting-without-closing-the-warehouse.json';
const TITLE = 'Cycle Counting Without Closing the Warehouse';

let copy: ContentCopy;
let site: RunningSite;
let browser: Browser;
let visitor: OpenedPage;
const log: string[] = [];

beforeAll(async () => {
  copy = await copyContent();
  [site, browser] = await Promise.all([
    startSite({ contentDir: copy.dir, log: (line) => log.push(line) }),
    launchBrowser(),
  ]);
  visitor = await newPage(browser, { width: 1280, height: 800 });
});
afterAll(async () => {
  await browser.close();
  await site.close();
  await copy.remove();
});

/** The h1 of a page as the server sends it (no script runs). */
async function headingOf(pagePath: string): Promise<string> {
  const html = await (await fetch(site.url(pagePath))).text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
}

describe('publishing by saving a file', () => {
  it('shows a saved news title on the next request, with no restart and no rebuild', async () => {
    await expect(headingOf(ARTICLE)).resolves.toBe(TITLE);
    await copy.editJson<{ title: string }>(ARTICLE_FILE, (doc) => ({
      ...doc,
      title: 'Cycle Counts That Never Stop the Floor',
    }));
    await expect
      .poll(() => headingOf(ARTICLE), { timeout: 2000, interval: 100 })
      .toBe('Cycle Counts That Never Stop the Floor');
    await visitor.page.goto(site.url(ARTICLE));
    await expect(visitor.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Cycle Counts That Never Stop the Floor',
    );
  });

  it('keeps the last valid content on an invalid save and logs the file, line:column and field', async () => {
    const before = await headingOf(ARTICLE);
    const file = path.join(copy.dir, ARTICLE_FILE);
    const text = await readFile(file, 'utf8');
    // An empty title: valid JSON, invalid content.
    await writeFile(file, text.replace(/"title": "[^"]*"/, '"title": ""'));
    await expect
      .poll(() => log.find((line) => line.includes('content not published')), { timeout: 2000 })
      .toBeDefined();
    const problem = log.find((line) => line.includes('content not published')) ?? '';
    expect(problem).toMatch(/cycle-counting-without-closing-the-warehouse\.json:4:3: title: /);
    // Still up, still the last valid title.
    await expect(headingOf(ARTICLE)).resolves.toBe(before);
    await writeFile(file, text);
  });

  it('publishes a page view: new copy on the About page and a new page', async () => {
    await copy.editJson<{ nodes: unknown }>(
      'views/about.json',
      (view) =>
        JSON.parse(
          JSON.stringify(view).replace('Our mission is to give', 'Our mission is to hand'),
        ) as { nodes: unknown },
    );
    await writeFile(
      path.join(copy.dir, 'views', 'contact.json'),
      JSON.stringify({
        id: 'contact',
        route: '/contact',
        title: 'Contact',
        nodes: [
          {
            type: 'section',
            id: 'contact-section',
            regions: {
              col1: [
                {
                  type: 'textBlock',
                  id: 'contact-heading',
                  props: { text: 'Talk to us', headingTag: 'h1' },
                },
              ],
            },
          },
        ],
      }),
    );
    await expect
      .poll(() => headingOf('/contact'), { timeout: 2000, interval: 100 })
      .toBe('Talk to us');
    const about = await (await fetch(site.url('/about'))).text();
    expect(about).toContain('Our mission is to hand');
  });
});
