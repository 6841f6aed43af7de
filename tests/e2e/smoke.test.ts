import { mkdir, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newPage, siteAndBrowserForFile } from './support/harness';

const running = siteAndBrowserForFile();

describe('smoke', () => {
  it('loads the About page in Chromium and takes a screenshot', async () => {
    const { page, errors, close } = await newPage(running.browser, { width: 1280, height: 800 });
    try {
      const response = await page.goto(running.site.url('/about'), { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor({ state: 'visible' });
      expect((await heading.textContent())?.trim()).not.toBe('');
      await mkdir('test-results', { recursive: true });
      await page.screenshot({ path: 'test-results/smoke-about.png', fullPage: true });
      expect((await stat('test-results/smoke-about.png')).size).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('redirects / to /about', async () => {
    const { page, close } = await newPage(running.browser, { width: 375, height: 700 });
    try {
      await page.goto(running.site.url('/'));
      expect(new URL(page.url()).pathname).toBe('/about');
    } finally {
      await close();
    }
  });
});
