import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';
import { renderLimits } from '../../../../server/site/renderQueue';
import type { TestServer } from '../../support/testServer';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

/** Resolves once `check` holds, looking every 10 ms. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The `page_renders` gauge, by state, from the metrics listener. */
async function pageRenders(server: TestServer): Promise<Record<string, number>> {
  const port = server.app.metricsAddress()?.port ?? 0;
  const text = await (await fetch(`http://127.0.0.1:${String(port)}/metrics`)).text();
  const states = [...text.matchAll(/^page_renders\{state="(\w+)"\} (\d+)$/gm)];
  return Object.fromEntries(states.map(([, state = '', count = '']) => [state, Number(count)]));
}

/**
 * A server whose page renders, past the first `passing`, stop at their first read of the APIs (the
 * fixture renderer reads the SEO properties) until `release()`: they hold their slots meanwhile.
 */
async function serverWithHeldRenders(limits: { concurrency: number; queue: number }, passing = 0) {
  const opened: (() => void)[] = [];
  const gate = new Promise<void>((resolve) => opened.push(resolve));
  let held = 0;
  const server = await servers.start({
    renders: limits,
    metrics: { host: '127.0.0.1', port: 0 },
    setup: (app) => {
      app.addHook('onRequest', async (request) => {
        if (!request.url.includes('/seo/properties/')) return;
        if (passing > 0) {
          passing -= 1;
          return;
        }
        held += 1;
        await gate;
      });
    },
  });
  await server.listen();
  return {
    server,
    release: () => {
      opened.forEach((open) => {
        open();
      });
    },
    held: () => held,
  };
}

describe('page renders', () => {
  it('are bounded by default and by RENDER_CONCURRENCY and RENDER_QUEUE', () => {
    // The defaults docs/limits.md documents: one render at a time, 32 waiting.
    expect(renderLimits()).toEqual({ concurrency: 1, queue: 32 });
    expect(renderLimits({ queue: 4 })).toEqual({ concurrency: 1, queue: 4 });
    expect(readServerConfig({ RENDER_CONCURRENCY: '3', RENDER_QUEUE: '0' }).renders).toEqual({
      concurrency: 3,
      queue: 0,
    });
    expect(() => readServerConfig({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => readServerConfig({ RENDER_QUEUE: '-1' })).toThrow(/RENDER_QUEUE/);
  });

  it('run up to the limit, wait in the queue, and past it get 503 with Retry-After; probes answer meanwhile', async () => {
    const { server, release, held } = await serverWithHeldRenders({ concurrency: 1, queue: 1 });
    const first = server.fetch('/about/first');
    await until(() => held() === 1);
    const second = server.fetch('/about/second');
    await until(async () => (await pageRenders(server)).waiting === 1);

    const refused = await server.fetch('/about/third');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await refused.text()).toContain('The site is busy');
    expect(refused.headers.get('x-request-id')).toMatch(/^[\w.:-]+$/);

    // Health and readiness never wait behind the renders held and queued.
    expect((await server.fetch('/healthz')).status).toBe(200);
    expect((await server.fetch('/readyz')).status).toBe(200);
    expect(await pageRenders(server)).toEqual({ running: 1, waiting: 1 });

    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(await pageRenders(server)).toEqual({ running: 0, waiting: 0 });
    // The refused page was not kept: asked again, it is rendered.
    expect((await server.fetch('/about/third')).status).toBe(200);
  });

  it('are not waited for by pages the render cache holds', async () => {
    const { server, release, held } = await serverWithHeldRenders({ concurrency: 1, queue: 0 }, 1);
    expect((await server.fetch('/about')).status).toBe(200);
    const rendering = server.fetch('/about/other');
    await until(() => held() === 1);
    // The one slot is taken and none may wait: a new page is refused, a cached one is answered.
    expect((await server.fetch('/about/new')).status).toBe(503);
    expect((await server.fetch('/about')).status).toBe(200);
    release();
    expect((await rendering).status).toBe(200);
  });
});
