import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';
import { trafficKindOf } from '../../../../server/http/pathKinds';
import { KEYS, SITE_CONTENTS } from '../../support/fixtureIds';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();

/** The value of one sample line, like `http_requests_total{family="page",...}`. */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((item) => item.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  it('are off unless configured: no listener, nothing on the site', async () => {
    expect(readServerConfig({}).metrics).toBeUndefined();
    const server = await servers.start();
    await server.listen();
    expect(server.app.metricsAddress()).toBeUndefined();
    expect((await server.fetch('/metrics')).status).toBe(404);
  });

  it('serve request counts and latency by route family, caches and event-loop lag on their own port', async () => {
    const { metrics } = readServerConfig({ METRICS_PORT: '0' });
    expect(metrics).toEqual({ host: '127.0.0.1', port: 0 });
    const server = await servers.start({ metrics });
    try {
      const origin = await server.listen();
      server.app.metrics.gauge({ name: 'test_queue_length', help: 'A queue.', read: () => 7 });
      const address = server.app.metricsAddress();
      expect(address?.port).toBeGreaterThan(0);
      expect(address?.port).not.toBe(Number(new URL(origin).port));
      await fetch(`${origin}/about`);
      await fetch(`${origin}/about`);
      await fetch(`${origin}${SITE_CONTENTS}/${KEYS.newsA}`);
      await fetch(`${origin}/no/such/page`);
      await fetch(`${origin}/sfsites/c/cms/delivery/media/${KEYS.banner}?width=300`);

      const scrape = await fetch(`http://127.0.0.1:${String(address?.port)}/metrics`);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scrape.text();
      expect(sample(text, 'http_requests_total{family="page",method="GET",status="200"}')).toBe(2);
      expect(sample(text, 'http_requests_total{family="page",method="GET",status="404"}')).toBe(1);
      expect(sample(text, 'http_requests_total{family="cms",method="GET",status="200"}')).toBe(1);
      expect(sample(text, 'http_requests_total{family="media",method="GET",status="200"}')).toBe(1);
      // The page's own in-process reads are not client traffic.
      expect(text).not.toMatch(/http_requests_total\{family="(seo|apex)"/);
      expect(sample(text, 'http_request_duration_seconds_count{family="page"}')).toBe(3);
      expect(sample(text, 'render_cache_pages')).toBe(1);
      expect(sample(text, 'media_resizes{state="waiting"}')).toBe(0);
      expect(sample(text, 'media_rendition_cache_bytes{tier="memory"}')).toBeGreaterThan(0);
      expect(sample(text, 'test_queue_length')).toBe(7);
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      const other = await fetch(`http://127.0.0.1:${String(address?.port)}/about`);
      expect(other.status).toBe(404);
    } finally {
      await server.close();
    }
    expect(server.app.metricsAddress()).toBeUndefined();
  });

  it.each([
    ['/about', 'page'],
    ['/sfdc_cms__news/x/MC123', 'page'],
    ['/assets/index-abc.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/robots.txt', 'asset'],
    [`${SITE_CONTENTS}?page=1`, 'cms'],
    ['/services/data/v64.0/connect/communities/0DB/seo/properties/about', 'seo'],
    ['/services/data/v64.0/other', 'other'],
    ['/lwr/apex/v64.0/A/b', 'apex'],
    [`/sfsites/c/cms/delivery/media/${KEYS.banner}`, 'media'],
    ['/emulator/site', 'site-info'],
    ['/readyz', 'health'],
    ['/editor/sign-in', 'editor'],
    ['/editor/api/drafts', 'editor'],
    ['/editor', 'editor'],
    ['/editorial', 'page'],
  ])('counts %s as %s', (url, family) => {
    expect(trafficKindOf(url, '')).toBe(family);
    expect(trafficKindOf(`/site${url}`, '/site')).toBe(family);
  });

  it('counts paths outside the base path as other', () => {
    expect(trafficKindOf('/about', '/site')).toBe('other');
    expect(trafficKindOf('/sitemap', '/site')).toBe('other');
    expect(trafficKindOf('/site', '/site')).toBe('page');
  });
});
