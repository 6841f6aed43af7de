// Takes the editor's pictures for docs/editor.md: the About page open with a block selected, at
// 1280 and 768 wide, against a freshly started server over the current build (run `npm run build`
// first) and a throw-away copy of the content with a throw-away user. Prints the console errors
// it saw, so a broken editor does not go unnoticed.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword, openStore } from '../content-model';
import { readServerConfig } from '../server/config';
import { createServer } from '../server/createServer';
import { launchChromium } from '../scripts/launchChromium';
import { signInToEditor } from './editor/signIn';

const OUT_DIR = 'docs/screenshots';
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
];
const NAME = 'screenshots';
const PASSWORD = 'pictures of the page editor 42';

const root = await mkdtemp(path.join(tmpdir(), 'editor-screenshots-'));
const contentDir = path.join(root, 'content');
await cp('content', contentDir, { recursive: true, filter: (file) => !file.endsWith('.cache') });
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
const browser = await launchChromium();
const errors: string[] = [];
try {
  for (const { width, height } of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${String(width)}: ${message.text()}`);
    });
    await signInToEditor(page, { editorUrl: `${origin}/editor`, name: NAME, password: PASSWORD });
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('treeitem', { name: /^Text Block: Our Mission$/ }).click();
    const canvas = page.frameLocator('iframe[title="Canvas"]');
    await canvas.getByRole('heading', { name: 'Our Mission' }).waitFor();
    // The canvas's images, and the selection drawn over its page.
    await page.waitForTimeout(1500);
    const file = path.join(OUT_DIR, `editor-${String(width)}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
}
if (errors.length > 0) {
  console.error(errors.join('\n'));
  process.exitCode = 1;
}
