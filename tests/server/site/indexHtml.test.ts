import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../server/site/indexHtml';

const TEMPLATE =
  '<head>\n    <link rel="stylesheet" crossorigin href="./assets/style-x.css">\n  </head>';

let siteDir: string;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'index-html-'));
  await mkdir(path.join(siteDir, 'assets'));
});
afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

async function inlined(css: string): Promise<string> {
  await writeFile(path.join(siteDir, 'assets/style-x.css'), css);
  return inlineStylesheets(TEMPLATE, siteDir);
}

describe('the stylesheet put into the page', () => {
  it('is inlined with the data: urls the build puts in it (icons)', async () => {
    const css =
      `.icon{background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E")}` +
      '.mark{mask:url(data:image/png;base64,AAAA)}.logo{background:url(/favicon.svg)}';
    const html = await inlined(css);
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it.each(['url(./font-1.woff2)', "url('fonts/a.woff2')", 'url( "../b.png" )'])(
    'stays a link when it holds a url relative to its own address: %s',
    async (url) => {
      const html = await inlined(`.a{background:${url}}`);
      expect(html).toBe(TEMPLATE);
    },
  );

  it('cannot close its element early', async () => {
    const html = await inlined('.a::after{content:"</style><script>"}');
    expect(html).toContain('<style>.a::after{content:"<\\/style><script>"}</style>');
  });
});
