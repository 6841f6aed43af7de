/**
 * Our page editor under the bench: the production server (`dist/`, from `npm run build`) on the
 * bench's content folder, a publisher signed in once, each run a fresh context with that session.
 */
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { hashPassword, openStore } from '../../content-model';
import { readServerConfig } from '../../server/config';
import { createServer } from '../../server/createServer';
import { BENCH_VIEW_ID } from './benchView';
import type { EditorUnderTest } from './editorUnderTest';
import { installProbe } from './probe';
import { signInToEditor } from './signIn';

const NAME = 'bench';
const PASSWORD = 'the editor bench signs in here 42';
const VIEWPORT = { width: 1280, height: 800 };

const outlineItem = (id: string) => `[role="treeitem"][data-block-id="${id}"]`;

async function focusItem(page: Page, id: string): Promise<void> {
  await page.locator(outlineItem(id)).focus();
}

/** `secondId`: the outline's second item, where ArrowDown from the first moves focus. */
export async function ourEditor(
  browser: Browser,
  contentDir: string,
  secondId: string,
): Promise<EditorUnderTest> {
  const config = readServerConfig({
    ...process.env,
    CONTENT_DIR: contentDir,
    NODE_ENV: 'production',
  });
  const store = await openStore(config.store);
  await store.accounts.addUser(
    { name: NAME, role: 'publisher', passwordHash: await hashPassword(PASSWORD) },
    new Date(),
  );
  await store.close();
  const server = await createServer({ logger: false, contentDir, siteDir: config.siteDir });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${String((server.server.address() as AddressInfo).port)}`;
  const signIn = await browser.newContext({ viewport: VIEWPORT });
  const page = await signIn.newPage();
  await signInToEditor(page, { editorUrl: `${origin}/editor`, name: NAME, password: PASSWORD });
  const storageState = await signIn.storageState();
  await signIn.close();
  return {
    name: 'this editor',
    newContext: async () => {
      const context = await browser.newContext({ viewport: VIEWPORT, storageState });
      await installProbe(context);
      return context;
    },
    open: async (each) => {
      await each.goto(`${origin}/editor?page=${BENCH_VIEW_ID}`, { waitUntil: 'commit' });
    },
    canvas: async (each) => {
      const frame = await (await each.waitForSelector('iframe[title="Canvas"]')).contentFrame();
      if (!frame) throw new Error('the canvas has no frame');
      return frame;
    },
    outlineItem,
    canvasBlock: (id) => `[data-block-id="${id}"]`,
    anyOutlineItem: '[data-block-id][role="treeitem"]',
    anyCanvasBlock: '[data-block-id]',
    outlineItemsAtOpen: (total) => total,
    select: async (each, id) => {
      await focusItem(each, id);
      await each.keyboard.press('Enter');
      await each.locator(`${outlineItem(id)}[aria-selected="true"]`).waitFor();
    },
    textField: (each) =>
      each.getByRole('region', { name: 'Properties' }).getByLabel('Text', { exact: true }),
    remove: async (each, id) => {
      await focusItem(each, id);
      await each.keyboard.press('Delete');
    },
    duplicate: async (each) => {
      await each
        .getByRole('toolbar', { name: 'Page' })
        .getByRole('button', { name: 'Duplicate', exact: true })
        .click();
    },
    copyPaste: {
      copy: async (each, id) => {
        await focusItem(each, id);
        await each.keyboard.press('Control+c');
      },
      paste: async (each, id) => {
        await focusItem(each, id);
        await each.keyboard.press('Control+v');
      },
    },
    firstKey: {
      press: async (each) => {
        await each.locator('[role="treeitem"]').first().focus();
        await each.keyboard.press('ArrowDown');
      },
      where: 'editor',
      watch: { kind: 'focus', selector: `[id="outline-${secondId}"]` },
    },
    how: {
      remove: 'Delete on the block in the outline',
      duplicate: "the toolbar's Duplicate button (a click)",
      paste: 'Ctrl+C, then Ctrl+V on the block in the outline (pastes after it)',
      firstKey: 'ArrowDown in the outline (focus moves to the next block)',
    },
    close: async () => {
      await server.close();
    },
  };
}
