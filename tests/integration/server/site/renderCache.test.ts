import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { encodePage, finestBrotli } from '../../../../server/site/pageEncodings';
import { RenderCache, type CachedPage } from '../../../../server/site/renderCache';

async function pageOf(html: string): Promise<CachedPage> {
  return { bodies: await encodePage(html), etag: 'W/"1"', status: 200, complete: true };
}

/** A refinement the test finishes when it wants, counting its calls. */
function heldRefine() {
  const calls: CachedPage[] = [];
  let finish: (page: CachedPage) => void = () => undefined;
  const refine = (page: CachedPage) => {
    calls.push(page);
    return new Promise<CachedPage>((resolve) => {
      finish = resolve;
    });
  };
  const refined = (page: CachedPage): CachedPage => ({
    ...page,
    bodies: { ...page.bodies, br: Buffer.from('finer') },
  });
  return {
    refine,
    calls,
    done: (page: CachedPage) => {
      finish(refined(page));
    },
  };
}

/** A render that gives `page`. */
const rendered = (page: CachedPage) => () => Promise.resolve(page);

/** Lets the cache's promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the render cache refining a page', () => {
  it('makes a smaller brotli form of the same page, by default', async () => {
    const items = Array.from(
      { length: 600 },
      (_, i) => `<li class="card">Item ${i} of the history, year ${1900 + ((i * 37) % 120)}</li>`,
    );
    const html = `<!doctype html><ul>${items.join('')}</ul>`;
    const page = await pageOf(html);
    const cache = new RenderCache(10);
    await cache.get('/history', rendered(page));
    // A hit refines the page in the background; a later look finds the refined form.
    cache.peek('/history');
    const finer = await vi.waitFor(
      () => {
        const cached = cache.peek('/history');
        expect(cached).not.toBe(page);
        return cached!;
      },
      { timeout: 5_000 },
    );
    expect(brotliDecompressSync(finer.bodies.br).toString('utf8')).toBe(html);
    expect(finer.bodies.br.length).toBeLessThan(page.bodies.br.length);
    expect(finer.bodies.br).toEqual(await finestBrotli(page.bodies.identity));
    expect(finer.bodies.gzip).toBe(page.bodies.gzip);
    expect(finer.etag).toBe(page.etag);
  });

  it('serves the rendered page at once and its refined form once refined, refining it once', async () => {
    const held = heldRefine();
    const cache = new RenderCache(10, held.refine);
    const page = await pageOf('<p>a</p>');
    expect(await cache.get('/a', rendered(page))).toBe(page);
    expect(held.calls).toHaveLength(0);
    // The first hit starts the refinement and is answered without waiting for it.
    expect(await cache.get('/a', rendered(page))).toBe(page);
    expect(await cache.get('/a', rendered(page))).toBe(page);
    expect(held.calls).toEqual([page]);
    held.done(page);
    await settle();
    const served = await cache.get('/a', rendered(page));
    expect(served.bodies.br.toString()).toBe('finer');
    expect(await cache.get('/a', rendered(page))).toBe(served);
    expect(held.calls).toHaveLength(1);
  });

  it('refines one page at a time', async () => {
    const held = heldRefine();
    const cache = new RenderCache(10, held.refine);
    const a = await pageOf('<p>a</p>');
    const b = await pageOf('<p>b</p>');
    await cache.get('/a', rendered(a));
    await cache.get('/b', rendered(b));
    await cache.get('/a', rendered(a));
    await cache.get('/b', rendered(b));
    expect(held.calls).toEqual([a]);
    held.done(a);
    await settle();
    await cache.get('/b', rendered(b));
    expect(held.calls).toEqual([a, b]);
  });

  it('drops a refinement the content changed under', async () => {
    const held = heldRefine();
    const cache = new RenderCache(10, held.refine);
    const old = await pageOf('<p>old</p>');
    await cache.get('/a', rendered(old));
    await cache.get('/a', rendered(old));
    cache.clear();
    const fresh = await pageOf('<p>new</p>');
    await cache.get('/a', rendered(fresh));
    held.done(old);
    await settle();
    expect(await cache.get('/a', rendered(fresh))).toBe(fresh);
  });

  it('keeps the rendered page when refining fails', async () => {
    const cache = new RenderCache(10, () => Promise.reject(new Error('no memory')));
    const page = await pageOf('<p>a</p>');
    await cache.get('/a', rendered(page));
    await cache.get('/a', rendered(page));
    await settle();
    expect(await cache.get('/a', rendered(page))).toBe(page);
  });
});

describe('the render cache keeping pages', () => {
  it.each([
    ['a page whose content could not be read', { status: 503 }],
    ['a page sent with parts the browser renders', { complete: false }],
  ])('renders %s again for the next request', async (_case, change) => {
    const cache = new RenderCache(10, (page) => Promise.resolve(page));
    const page = { ...(await pageOf('<p>a</p>')), ...change };
    let renders = 0;
    const render = () => {
      renders += 1;
      return Promise.resolve(page);
    };
    await cache.get('/a', render);
    await cache.get('/a', render);
    expect(renders).toBe(2);
    expect(cache.peek('/a')).toBeUndefined();
  });

  it('keeps a whole page', async () => {
    const cache = new RenderCache(10, (page) => Promise.resolve(page));
    const page = await pageOf('<p>a</p>');
    await cache.get('/a', rendered(page));
    expect(cache.peek('/a')).toBe(page);
  });
  it('keeps a page for its max age from the start of its render, then renders it again', async () => {
    let now = 1_000;
    const cache = new RenderCache(10, (page) => Promise.resolve(page), {
      maxAgeMs: 60_000,
      now: () => now,
    });
    const first = await pageOf('<p>first</p>');
    await cache.get('/a', () => {
      // A slow render ages its page from its start: the data is as old as its reads.
      now += 5_000;
      return Promise.resolve(first);
    });
    now = 1_000 + 59_999;
    expect(cache.peek('/a')).toBe(first);
    now = 1_000 + 60_000;
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    const second = await pageOf('<p>second</p>');
    expect(await cache.get('/a', rendered(second))).toBe(second);
    expect(cache.peek('/a')).toBe(second);
  });

  it('keeps no page with a max age of 0', async () => {
    const cache = new RenderCache(10, (page) => Promise.resolve(page), { maxAgeMs: 0 });
    const page = await pageOf('<p>a</p>');
    expect(await cache.get('/a', rendered(page))).toBe(page);
    expect(cache.size).toBe(0);
  });
});
