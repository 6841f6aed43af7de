import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import type { WatchTimings } from '../../../../content-model/watchContent';
import { addUser, signInAs } from '../../support/editorClient';
import { useTestServer } from '../../support/useTestServer';

const servers = useTestServer();
const QUICK: WatchTimings = { settleMs: 50, quietMs: 200, rescanMs: 300 };
const SOON = { timeout: 3000, interval: 25 };
const NEWS = 'documents/news-a.json';

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

describe('a draft in /healthz and the metrics', () => {
  it("leaves them ok when it does not pass the checks: the authoring API's check names its problems", async () => {
    const server = await servers.start({ metrics: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    const store = await openFolderStore({ contentDir: servers.contentDir });
    try {
      await addUser(store.accounts, 'ana', 'author');
    } finally {
      await store.close();
    }
    const ana = await signInAs(server, 'ana');
    const file = (await (await ana.api(server, 'GET', `/files/${NEWS}`)).json()) as {
      revision: number;
      body: Record<string, unknown>;
    };
    const saved = await ana.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title: '' },
      revision: 0,
      baseRevision: file.revision,
    });
    expect(saved.status).toBe(200);

    const check = (await (await ana.api(server, 'POST', '/check')).json()) as {
      ok: boolean;
      problems: { file: string; field: string }[];
    };
    expect(check.ok).toBe(false);
    expect(check.problems).toContainEqual(expect.objectContaining({ file: NEWS, field: 'title' }));
    const health = (await (await server.fetch('/healthz')).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', content: { result: 'ok' } });
    expect(Object.keys(health).sort()).toEqual(['content', 'status']);
    const metrics = await (
      await fetch(`http://127.0.0.1:${String(server.app.metricsAddress()?.port)}/metrics`)
    ).text();
    expect(samples(metrics, 'content_publish_state{state="ok"}')).toEqual({
      'content_publish_state{state="ok"}': 1,
    });
    expect(metrics).not.toContain('draft');
  });
});
