import type { Page } from 'playwright-core';

/**
 * Makes every block island of a server-rendered page live: waits for the page to start
 * (`#root[data-hydrated]`), scrolls each island into view until it is hydrated
 * (`[data-island][data-live]`), then goes back to the top. The toast region is left alone: it is
 * hydrated by the first toast. Pages without the app (the server's status pages), and pages the
 * browser rendered whole (the server's render was incomplete), are left as they are.
 */
export async function makeIslandsLive(page: Page): Promise<void> {
  if ((await page.locator('#root').count()) === 0) return;
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  const ids = await page.evaluate(() => {
    const text = document.getElementById('page-state')?.textContent;
    if (!text) return [];
    const { complete, islands } = JSON.parse(text) as {
      complete: boolean;
      islands: Record<string, { kind: string }>;
    };
    // A page the server could not render whole is rendered by the browser: it has no islands.
    if (!complete) return [];
    return Object.keys(islands).filter((id) => islands[id]?.kind === 'block');
  });
  for (const id of ids) {
    await page.locator(`[data-island="${id}"]`).evaluate((element) => {
      // The island's element is `display: contents`, as may be what it renders first (the
      // wrapper of copy in another language): its first element with a box is scrolled to.
      const boxes = [...element.querySelectorAll(':not(link)')];
      const box = boxes.find((each) => getComputedStyle(each).display !== 'contents');
      box?.scrollIntoView({ block: 'center' });
    });
    await page.locator(`[data-island="${id}"][data-live]`).waitFor({ state: 'attached' });
  }
  if (ids.length > 0) {
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
  }
}
