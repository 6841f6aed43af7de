import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/**
 * Size budgets of what a visitor downloads, gzipped, in KB. The measured floor for React,
 * ReactDOM, Redux Toolkit, react-redux and DOMPurify alone is about 87 KB of JavaScript.
 */
const BUDGET_KB = { js: 170, css: 10 };

async function gzippedKb(extension: string): Promise<number> {
  const assets = path.join(inject('siteDir'), 'assets');
  const files = (await readdir(assets)).filter((name) => name.endsWith(extension));
  const sizes = await Promise.all(
    files.map(async (name) => gzipSync(await readFile(path.join(assets, name))).length),
  );
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}

describe('bundle budget', () => {
  it(`keeps the site's JavaScript under ${BUDGET_KB.js} KB gzipped`, async () => {
    const kb = await gzippedKb('.js');
    console.log(`JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.js} KB)`);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB.js);
  });

  it(`keeps the site's CSS under ${BUDGET_KB.css} KB gzipped`, async () => {
    const kb = await gzippedKb('.css');
    console.log(`CSS: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB.css} KB)`);
    expect(kb).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB.css);
  });
});
