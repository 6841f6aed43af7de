import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlinePageScriptLoader } from '../../../../scripts/build/pageScriptLoader';
import { inlineScriptHashes } from '../../../../server/http/securityHeaders';

const ENTRY = '<script type="module" crossorigin src="./assets/index-Ab12.js"></script>';

/** index.html as Vite builds it, with `extra` in its head. */
const builtHtml = (extra = '') =>
  `<!doctype html><html><head><title>About</title>${ENTRY}${extra}</head><body></body></html>`;

async function transform(html: string): Promise<string> {
  const hook = inlinePageScriptLoader().transformIndexHtml;
  if (typeof hook !== 'object' || !('handler' in hook)) throw new Error('no html hook');
  const handler = hook.handler as (...args: Parameters<IndexHtmlTransformHook>) => unknown;
  const result = await handler.call(
    undefined as never,
    html,
    {} as Parameters<IndexHtmlTransformHook>[1],
  );
  if (typeof result !== 'string') throw new Error('the hook returned no html');
  return result;
}

describe("the page script's loader, built and under the dev server", () => {
  it("replaces the page's script tag with an inline loader naming the script", async () => {
    const html = await transform(builtHtml());
    expect(html).not.toContain(ENTRY);
    const loader =
      /<script type="module" data-page-script="\.\/assets\/index-Ab12\.js">(.+?)<\/script>/.exec(
        html,
      )?.[1];
    expect(loader).toContain('elementtiming=');
    expect(loader).toMatch(/import\(\w+\)/);
    // Self-contained: it imports nothing itself, so its first paint waits for no request.
    expect(loader).not.toMatch(/\bimport\s*[{*"']|\bfrom\s*["']/);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  it("replaces the dev server's script tag and leaves its client", async () => {
    const client = '<script type="module" src="/site/@vite/client"></script>';
    const preamble = '<script type="module">injectIntoGlobalHook(window);</script>';
    const html = await transform(
      `<html><head>${preamble}${client}</head><body><script type="module" src="./main.tsx"></script></body></html>`,
    );
    expect(html).toContain(client);
    expect(html).not.toContain('src="./main.tsx"');
    expect(html).toMatch(/<script type="module" data-page-script="\.\/main\.tsx">.+?<\/script>/);
    // The React refresh preamble and the loader: the inline scripts a dev page runs.
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });

  it('refuses a page with no module script or with several', async () => {
    await expect(transform('<html><head></head></html>')).rejects.toThrow(
      'index.html should hold one module script, not 0',
    );
    await expect(transform(builtHtml(ENTRY))).rejects.toThrow(
      'index.html should hold one module script, not 2',
    );
  });

  it('refuses a page that preloads a chunk before its first paint', async () => {
    const preload = '<link rel="modulepreload" crossorigin href="./assets/chunk-Cd34.js">';
    await expect(transform(builtHtml(preload))).rejects.toThrow('index.html preloads a chunk');
  });
});

describe('the hashes of inline scripts', () => {
  it("are those of the scripts a page runs, as CSP names them, not of data blocks or files'", () => {
    const html = [
      '<script type="module">run()</script>',
      '<script>run()</script>',
      '<script src="/assets/a.js"></script>',
      '<script id="site-config" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('');
    // sha256("run()") in base64, once for both scripts.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-AvyuiL0SD1mVY3NNxR+V2uo+lhk6RMFrytWmRt6CrJQ='",
    ]);
  });
});
