import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WatchTimings } from '../../../../content-model/watchContent';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();
const QUICK: WatchTimings = { settleMs: 50, quietMs: 200, rescanMs: 300 };
const SOON = { timeout: 3000, interval: 25 };

/** Every sample of the scrape whose line starts with `prefix`, by its line's start. */
function samples(text: string, prefix: string): Record<string, number> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => line.startsWith(prefix))
      .map((line) => [
        line.slice(0, line.lastIndexOf(' ')),
        Number(line.slice(line.lastIndexOf(' ') + 1)),
      ]),
  );
}

describe('the content state in metrics', () => {
  it('says ok, then failed with the problems count, then ok with a new publish time', async () => {
    const server = await servers.start({
      metrics: { host: '127.0.0.1', port: 0 },
      publishTimings: QUICK,
    });
    await server.listen();
    const scrape = async () =>
      (await fetch(`http://127.0.0.1:${String(server.app.metricsAddress()?.port)}/metrics`)).text();
    const state = async () => samples(await scrape(), 'content_publish_state{');

    expect(await state()).toEqual({
      'content_publish_state{state="ok"}': 1,
      'content_publish_state{state="pending"}': 0,
      'content_publish_state{state="degraded"}': 0,
      'content_publish_state{state="failed"}': 0,
    });
    const first = samples(await scrape(), 'content_last_published_timestamp_seconds')[
      'content_last_published_timestamp_seconds'
    ];
    expect(first).toBeGreaterThan(0);

    const file = path.join(servers.contentDir, 'site.json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('"fr_FR"', '"French"'));
    await expect.poll(state, SOON).toMatchObject({ 'content_publish_state{state="failed"}': 1 });
    expect(samples(await scrape(), 'content_problems')).toEqual({ content_problems: 1 });

    await writeFile(file, text);
    await expect.poll(state, SOON).toMatchObject({ 'content_publish_state{state="ok"}': 1 });
    expect(samples(await scrape(), 'content_problems')).toEqual({ content_problems: 0 });
    const published = samples(await scrape(), 'content_last_published_timestamp_seconds');
    expect(published['content_last_published_timestamp_seconds']).toBeGreaterThan(first ?? 0);
  });
});

describe('the draft folder in /healthz', () => {
  it('reports a refused draft under its own key, naming the draft file, while the content is ok', async () => {
    const server = await servers.start({ publishTimings: QUICK });
    const drafts = path.join(servers.contentDir, '.drafts');
    await mkdir(path.join(drafts, 'documents'), { recursive: true });
    try {
      const news = JSON.parse(
        await readFile(path.join(servers.contentDir, 'documents', 'news-a.json'), 'utf8'),
      ) as object;
      await writeFile(
        path.join(drafts, 'documents', 'news-a.json'),
        JSON.stringify({ ...news, title: '' }),
      );
      const health = async () =>
        (await (await server.fetch('/healthz')).json()) as {
          content: { result: string };
          draft: { result: string; files?: { file: string }[] };
        };
      await expect.poll(async () => (await health()).draft.result, SOON).toBe('failed');
      const { content, draft } = await health();
      expect(content.result).toBe('ok');
      expect(draft.files?.map((entry) => entry.file)).toEqual([
        path.join('documents', 'news-a.json'),
      ]);
    } finally {
      await rm(drafts, { recursive: true, force: true });
    }
  });
});
