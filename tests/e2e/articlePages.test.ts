import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile } from './support/harness';
import { seriousAxeViolations } from './support/axe';

// Every "Read the article" and every grid item leads to a managed-content page of its own.
const UNKNOWN_KEY = 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';

const running = siteAndBrowserForFile();

/** The article links a page offers, by link text, from the elements `selector` matches. */
async function articleLinks(path: string, selector: string): Promise<string[]> {
  const opened = await newPage(running.browser, { width: 1280, height: 800 });
  try {
    await opened.page.goto(running.site.url(path));
    const hrefs = await opened.page
      .locator(selector)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return [...new Set(hrefs)];
  } finally {
    await opened.close();
  }
}

async function expectArticle(page: Page, href: string): Promise<void> {
  const response = await page.goto(`${running.site.origin}${href}`);
  expect(response?.status(), href).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.count()).resolves.toBe(1);
  const title = (await heading.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(page.title()).resolves.toBe(title);
  // The body: rich text below the title, visible.
  const body = page.locator('main p').filter({ hasText: /\w{4,}.*\w{4,}/ });
  await expect(body.first().isVisible()).resolves.toBe(true);
}

describe('article pages', () => {
  it('answer every carousel slide link and every grid link with the article', async () => {
    const slideLinks = await articleLinks('/about', '[aria-roledescription="slide"] a[href]');
    const gridLinks = await articleLinks('/blocks', '[data-grid-id] a[href]');
    expect(slideLinks.length).toBeGreaterThan(1);
    expect(gridLinks.length).toBeGreaterThan(1);
    const opened = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      for (const href of [...slideLinks, ...gridLinks]) {
        expect(href).toMatch(/^\/sfdc_cms__news\/MC[A-Z2-7]{26}$/);
        await expectArticle(opened.page, href);
      }
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it('answer with the title, the excerpt as description, the canonical link and the date', async () => {
    const [href] = await articleLinks('/about', '[aria-roledescription="slide"] a[href]');
    const response = await fetch(`${running.site.origin}${href ?? ''}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
    expect(title).not.toBe('');
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain(`<link rel="canonical" href="https://www.quayline.com${href ?? ''}"`);
    expect(html).toMatch(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(html).toContain('Back to About');
  });

  it('is also served under the url name, and has no serious accessibility violation', async () => {
    const [href = ''] = await articleLinks('/about', '[aria-roledescription="slide"] a[href]');
    const [, type, key] = href.split('/');
    const opened = await newPage(running.browser, { width: 375, height: 812 });
    try {
      await expectArticle(opened.page, `/${type ?? ''}/some-url-name/${key ?? ''}`);
      await expect(seriousAxeViolations(opened.page)).resolves.toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it.each([
    ['an unknown key', `/sfdc_cms__news/${UNKNOWN_KEY}`],
    ['a document of another type', '/sfdc_cms__image/{newsKey}'],
  ])('answers %s with the 404 page', async (_case, pattern) => {
    const [href = ''] = await articleLinks('/about', '[aria-roledescription="slide"] a[href]');
    const path = pattern.replace('{newsKey}', href.split('/')[2] ?? '');
    const opened = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      const response = await opened.page.goto(`${running.site.origin}${path}`);
      expect(response?.status()).toBe(404);
      await expect(opened.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Page not found',
      );
      await expect(
        opened.page.getByRole('link', { name: 'Go to the About page' }).count(),
      ).resolves.toBe(1);
    } finally {
      await opened.close();
    }
  });
});
