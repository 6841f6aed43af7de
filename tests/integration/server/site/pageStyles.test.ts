import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_MODULES } from '../../../../shared/blocks/catalog';
import { STYLESHEETS_FILE } from '../../../../shared/pageRender';
import { loadPageStyles, STYLES_SLOT, withStylesSlot } from '../../../../server/site/pageStyles';

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

/** Markup with every class the stylesheets above need. */
const EVERY_CLASS = '<div class="base shell shared banner card grid"></div>';

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
    expect(styles.forPage(['contentCard', 'banner', 'section'], EVERY_CLASS)).toBe(
      '<style>.base{}.shared{}.shell{}.banner{}.card{}</style>',
    );
    expect(styles.forPage([], EVERY_CLASS)).toBe('<style>.base{}.shared{}.shell{}</style>');
    expect(styles.forPage(['grid', 'no-such-block'], EVERY_CLASS)).toBe(
      '<style>.base{}.shared{}.shell{}.grid{}</style>',
    );
  });

  it('are the same for the same blocks in any order', async () => {
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forPage(['banner', 'grid'], EVERY_CLASS)).toBe(
      styles.forPage(['grid', 'banner', 'grid'], EVERY_CLASS),
    );
  });
});

describe('a stylesheet in the page', () => {
  /** Markup with every class the stylesheets below need. */
  const THEIR_CLASSES = '<b class="icon mark logo a base shell"></b>';

  it('is inlined with the data: and absolute urls the build puts in it (icons)', async () => {
    const css =
      `.icon{background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E")}` +
      '.mark{mask:url(data:image/png;base64,AAAA)}.logo{background:url(/favicon.svg)}';
    await site({ 'index.html': { css: ['assets/base.css'] } }, { 'base.css': css });
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forPage([], THEIR_CLASSES)).toBe(`<style>${css}</style>`);
  });

  it.each(['url(./font-1.woff2)', "url('fonts/a.woff2')", 'url( "../b.png" )'])(
    'stays a link, under the base path and in its place, when it holds a relative url: %s',
    async (url) => {
      await site(
        { 'index.html': { css: ['assets/base.css', 'assets/font.css', 'assets/shell.css'] } },
        { ...CSS, 'font.css': `.a{background:${url}}` },
      );
      const styles = await loadPageStyles(siteDir, '/site');
      expect(styles.forPage([], THEIR_CLASSES)).toBe(
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
    expect(styles.forPage([], THEIR_CLASSES)).toBe(
      '<style>.a::after{content:"<\\/style><script>"}</style>',
    );
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

describe('the rules a page leaves for later', () => {
  const LATER_META =
    /^<meta name="later-styles" content="\/site\/page-styles\/([\w-]+\.[\w-]+\.[\w-]+)">/;

  beforeEach(async () => {
    await site(
      {
        'index.html': { css: ['assets/base.css'] },
        [BLOCK_MODULES.contentCard]: { css: ['assets/card.css'] },
      },
      {
        'base.css': 'body{margin:0}.toast{color:red}.shell{display:grid}',
        'card.css': '.card{padding:1rem}.card.loading{opacity:.5}.card .title{font-weight:700}',
      },
    );
  });

  it('are empty style elements in their places, read by the key the page names', async () => {
    const styles = await loadPageStyles(siteDir, '/site');
    const html = styles.forPage(['contentCard'], '<main class="shell"><div class="card">');
    const [meta = '', key = ''] = html.match(LATER_META) ?? [];
    expect(html.slice(meta.length)).toBe(
      '<style>body{margin:0}</style><style data-later></style><style>.shell{display:grid}.card{padding:1rem}</style>' +
        '<style data-later></style>',
    );
    expect(styles.laterRuns(key)).toEqual([
      '.toast{color:red}',
      '.card.loading{opacity:.5}.card .title{font-weight:700}',
    ]);
  });

  it('are none when the markup has every class: no meta, no empty element', async () => {
    const styles = await loadPageStyles(siteDir, '');
    expect(styles.forPage(['contentCard'], '<b class="toast shell card loading title"></b>')).toBe(
      '<style>body{margin:0}.toast{color:red}.shell{display:grid}.card{padding:1rem}' +
        '.card.loading{opacity:.5}.card .title{font-weight:700}</style>',
    );
  });

  it('are read alike by a server of the same build that never made the page', async () => {
    const html = (await loadPageStyles(siteDir, '/site')).forPage(
      ['contentCard'],
      '<b class="card">',
    );
    const [, key = ''] = html.match(LATER_META) ?? [];
    const another = await loadPageStyles(siteDir, '/site');
    expect(another.laterRuns(key)).toEqual([
      '.toast{color:red}.shell{display:grid}',
      '.card.loading{opacity:.5}.card .title{font-weight:700}',
    ]);
  });

  it("keep the page's own while clients ask for keys no page named", async () => {
    // Twelve classes more: enough masks of them to have filled the pages' cache many times.
    const extra = Array.from({ length: 12 }, (_, index) => `.extra${String(index)}{margin:0}`);
    await site(
      { 'index.html': { css: ['assets/base.css'] } },
      { 'base.css': `body{margin:0}.card{padding:1rem}${extra.join('')}` },
    );
    const styles = await loadPageStyles(siteDir, '/site');
    const [, key = ''] = styles.forPage([], '<b class="card">').match(LATER_META) ?? [];
    const ours = styles.laterRuns(key);
    const [build = '', blocks = ''] = key.split('.');
    for (let mask = 1; mask <= 1000; mask += 1) {
      const other = `${build}.${blocks}.${Buffer.from([mask & 255, mask >> 8]).toString('base64url')}`;
      if (other !== key) expect(styles.laterRuns(other), other).toBeDefined();
    }
    // The same runs, not made again: the server's compressed answer to them still holds.
    expect(styles.laterRuns(key)).toBe(ours);
  });

  it('are not answered for a key of another build or one that is not a key', async () => {
    const styles = await loadPageStyles(siteDir, '/site');
    const [, key = ''] =
      styles.forPage(['contentCard'], '<b class="card">').match(LATER_META) ?? [];
    const [build = '', blocks = '', classes = ''] = key.split('.');
    for (const unknown of [
      `XXXXXXXX.${blocks}.${classes}`,
      `${build}.${blocks}`,
      `${build}.${blocks}.${classes}A`,
      `${build}.${blocks}.${classes}.x`,
      `${build}.${blocks}.%%`,
      '',
    ]) {
      expect(styles.laterRuns(unknown), unknown).toBeUndefined();
    }
  });
});
