import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_MODULES } from '../../../shared/blocks/catalog';
import { STYLESHEETS_FILE } from '../../../shared/pageRender';
import { loadPageStyles, STYLES_SLOT, withStylesSlot } from '../../../server/site/pageStyles';

let siteDir: string;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'page-styles-'));
  await mkdir(path.join(siteDir, 'assets'));
  await mkdir(path.join(siteDir, '.vite'));
});
afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

interface Chunk {
  css?: string[];
  imports?: string[];
}

/** A built site: every block module has a chunk; `chunks` adds to or replaces them. */
async function site(chunks: Record<string, Chunk>, css: Record<string, string>): Promise<void> {
  const manifest: Record<string, { file: string; imports?: string[] }> = {};
  const stylesheets: Record<string, string[]> = {};
  for (const module of Object.values(BLOCK_MODULES)) manifest[module] = { file: `${module}.js` };
  for (const [key, chunk] of Object.entries(chunks)) {
    manifest[key] = { file: `${key}.js`, imports: chunk.imports };
    if (chunk.css) stylesheets[`${key}.js`] = chunk.css;
  }
  await writeFile(path.join(siteDir, '.vite/manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(siteDir, STYLESHEETS_FILE), JSON.stringify(stylesheets));
  for (const [file, text] of Object.entries(css)) {
    await writeFile(path.join(siteDir, 'assets', file), text);
  }
}

const CSS = {
  'base.css': '.base{}',
  'shell.css': '.shell{}',
  'shared.css': '.shared{}',
  'banner.css': '.banner{}',
  'card.css': '.card{}',
  'grid.css': '.grid{}',
};

describe('the styles a page carries', () => {
  beforeEach(async () => {
    await site(
      {
        'index.html': { css: ['assets/base.css'] },
        'clientApp.tsx': { css: ['assets/shell.css'], imports: ['_Shared.js'] },
        '_Shared.js': { css: ['assets/shared.css'] },
        [BLOCK_MODULES.banner]: { css: ['assets/banner.css'], imports: ['_Shared.js'] },
        [BLOCK_MODULES.contentCard]: { css: ['assets/card.css'], imports: ['_Shared.js'] },
        [BLOCK_MODULES.grid]: { css: ['assets/grid.css'] },
      },
      CSS,
    );
  });

  it("are every page's and its own blocks' only, each once, a chunk's imports first", async () => {
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forBlocks(['contentCard', 'banner', 'section'])).toBe(
      '<style>.base{}.shared{}.shell{}.banner{}.card{}</style>',
    );
    expect(styles.forBlocks([])).toBe('<style>.base{}.shared{}.shell{}</style>');
    expect(styles.forBlocks(['grid', 'no-such-block'])).toBe(
      '<style>.base{}.shared{}.shell{}.grid{}</style>',
    );
  });

  it('are the same for the same blocks in any order', async () => {
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forBlocks(['banner', 'grid'])).toBe(styles.forBlocks(['grid', 'banner', 'grid']));
  });
});

describe('a stylesheet in the page', () => {
  it('is inlined with the data: and absolute urls the build puts in it (icons)', async () => {
    const css =
      `.icon{background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E")}` +
      '.mark{mask:url(data:image/png;base64,AAAA)}.logo{background:url(/favicon.svg)}';
    await site({ 'index.html': { css: ['assets/base.css'] } }, { 'base.css': css });
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forBlocks([])).toBe(`<style>${css}</style>`);
  });

  it.each(['url(./font-1.woff2)', "url('fonts/a.woff2')", 'url( "../b.png" )'])(
    'stays a link, under the base path and in its place, when it holds a relative url: %s',
    async (url) => {
      await site(
        { 'index.html': { css: ['assets/base.css', 'assets/font.css', 'assets/shell.css'] } },
        { ...CSS, 'font.css': `.a{background:${url}}` },
      );
      const styles = await loadPageStyles(siteDir, '/site');
      expect(styles.forBlocks([])).toBe(
        '<style>.base{}</style><link rel="stylesheet" href="/site/assets/font.css">' +
          '<style>.shell{}</style>',
      );
    },
  );

  it('cannot close its element early', async () => {
    await site(
      { 'index.html': { css: ['assets/base.css'] } },
      { 'base.css': '.a::after{content:"</style><script>"}' },
    );
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forBlocks([])).toBe('<style>.a::after{content:"<\\/style><script>"}</style>');
  });
});

describe('a build the server cannot use', () => {
  it('without a manifest: says to build the site', async () => {
    await expect(loadPageStyles(siteDir, '')).rejects.toThrow(
      /manifest\.json is missing.*npm run build/,
    );
  });

  it('without the list of stylesheets: says to build the site', async () => {
    await site({}, {});
    await rm(path.join(siteDir, STYLESHEETS_FILE));
    await expect(loadPageStyles(siteDir, '')).rejects.toThrow(
      /stylesheets\.json is missing.*npm run build/,
    );
  });

  it('without a block module: names it', async () => {
    await site({}, {});
    const file = path.join(siteDir, '.vite/manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const withoutGrid = Object.entries(manifest).filter(([key]) => key !== BLOCK_MODULES.grid);
    await writeFile(file, JSON.stringify(Object.fromEntries(withoutGrid)));
    await expect(loadPageStyles(siteDir, '')).rejects.toThrow(
      `has no chunk for the block modules ${BLOCK_MODULES.grid}`,
    );
  });

  it('with a manifest that is not JSON: names it', async () => {
    await site({}, {});
    await writeFile(path.join(siteDir, '.vite/manifest.json'), '{"index.html":');
    await expect(loadPageStyles(siteDir, '')).rejects.toThrow(/manifest\.json is not JSON/);
  });

  it('with a malformed list of stylesheets: names the field', async () => {
    await site({}, {});
    await writeFile(path.join(siteDir, STYLESHEETS_FILE), JSON.stringify({ 'x.js': 'a.css' }));
    await expect(loadPageStyles(siteDir, '')).rejects.toThrow(/x\.js/);
  });
});

describe('the page template', () => {
  it("has one slot for the page's styles where the build linked its stylesheets", () => {
    const template =
      '<head>\n<link rel="stylesheet" crossorigin href="./assets/a.css">\n' +
      '<link rel="stylesheet" href="./assets/b.css" />\n</head>';
    expect(withStylesSlot(template)).toBe(`<head>\n${STYLES_SLOT}\n\n</head>`);
  });

  it('without a stylesheet: is refused', () => {
    expect(() => withStylesSlot('<head></head>')).toThrow(/links no stylesheet/);
  });
});
