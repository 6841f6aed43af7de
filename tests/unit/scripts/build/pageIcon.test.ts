import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlinePageIcon, PAGE_ICON_SIZE } from '../../../../scripts/build/pageIcon';

/** A rounded dark square with a light disc in its middle. */
const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  <rect width="64" height="64" rx="14" fill="#0b3d5c"/>\n  <circle cx="32" cy="32" r="12" fill="#3fc1c9"/>\n</svg>\n';

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

/** The red, green, blue and alpha of the pixel at x, y. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("the site's icon inside its pages", () => {
  it('replaces the link to the public SVG with the icon drawn as a small PNG data: url', async () => {
    const html = await transform(
      '<head><link rel="icon" href="./icon.svg" type="image/svg+xml" /></head>',
    );
    const href =
      /<link rel="icon" href="data:image\/png;base64,([\w+/=]+)" type="image\/png" \/>/.exec(
        html,
      )?.[1];
    expect(href).toBeDefined();
    const png = Buffer.from(href ?? '', 'base64');
    expect(await sharp(png).metadata()).toMatchObject({
      format: 'png',
      width: PAGE_ICON_SIZE,
      height: PAGE_ICON_SIZE,
    });
    // What the SVG draws: the disc in the middle, the square around it, nothing past its corners.
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) <= 12);
    expect(near(await pixel(png, 16, 16), [0x3f, 0xc1, 0xc9, 255])).toBe(true);
    expect(near(await pixel(png, 16, 3), [0x0b, 0x3d, 0x5c, 255])).toBe(true);
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect(png.length).toBeLessThan(600);
  });

  it('refuses a page that links no SVG icon of the public folder', async () => {
    await expect(transform('<head><link rel="icon" href="/icon.png"></head>')).rejects.toThrow(
      'index.html links no icon of the public folder',
    );
  });
});
