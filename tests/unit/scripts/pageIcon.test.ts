import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { inlinePageIcon, svgDataUrl } from '../../../scripts/build/pageIcon';

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  <rect width="64" height="64" fill="#0b3d5c"/>\n  <text>R&amp;D 100%</text>\n</svg>\n';

/** index.html through the plugin, with `public/icon.svg` holding `ICON`. */
async function transform(html: string): Promise<string> {
  const publicDir = await mkdtemp(path.join(os.tmpdir(), 'page-icon-'));
  try {
    await writeFile(path.join(publicDir, 'icon.svg'), ICON);
    const plugin = inlinePageIcon();
    const configResolved = plugin.configResolved as (config: Partial<ResolvedConfig>) => void;
    configResolved({ publicDir });
    const hook = plugin.transformIndexHtml as (
      ...args: Parameters<IndexHtmlTransformHook>
    ) => unknown;
    const result = await hook(html, {} as Parameters<IndexHtmlTransformHook>[1]);
    if (typeof result !== 'string') throw new Error('the hook returned no html');
    return result;
  } finally {
    await rm(publicDir, { recursive: true, force: true });
  }
}

describe("the site's icon inside its pages", () => {
  it('replaces the link to the public file with the icon as a data: url', async () => {
    const html = await transform(
      '<head><link rel="icon" href="./icon.svg" type="image/svg+xml" /></head>',
    );
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toBe(svgDataUrl(ICON));
    // What the browser reads back from the url is the icon, its quotes made single.
    const svg = decodeURIComponent(href?.replace('data:image/svg+xml,', '') ?? '');
    expect(svg).toBe(ICON.trim().replace(/\s+/g, ' ').replace(/"/g, "'"));
  });

  it('escapes what a url or a double-quoted attribute cannot hold', () => {
    const url = svgDataUrl('<svg a="#1" b="&amp;" c="50%"/>');
    expect(url).toBe("data:image/svg+xml,%3Csvg a='%231' b='%26amp;' c='50%25'/%3E");
    expect(url).not.toMatch(/["<>#&]/);
  });

  it('keeps a value holding a single quote whole once the browser decodes the url', () => {
    const url = svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg" aria-label="it's"/>`);
    expect(url).not.toMatch(/["<>#&]/);
    const decoded = decodeURIComponent(url.replace('data:image/svg+xml,', ''));
    const svg = new DOMParser({
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`);
      },
    }).parseFromString(decoded, 'image/svg+xml').documentElement;
    expect(svg?.getAttribute('aria-label')).toBe("it's");
  });

  it('refuses a page that links no icon of the public folder', async () => {
    await expect(transform('<head><link rel="icon" href="/icon.png"></head>')).rejects.toThrow(
      'index.html links no icon of the public folder',
    );
  });
});
