import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../../../content-model/store/contentStore';
import { startAuthoringServer, type AuthoringServer } from '../../../support/authoringServer';
import type { EditorClient } from '../../../support/editorClient';
import type { TestServer } from '../../../support/testServer';

const NEWS = 'documents/news-a.json';
const NEWS_KEY = 'MCSYWB5WKH7DNSIPZZ7FK4ZRI3R2';
const SOON = { timeout: 8000, interval: 50 };

interface PublishedFile {
  revision: number;
  body: Record<string, unknown>;
}

interface Version {
  id: string;
  author: string;
  message: string;
  parent: string | null;
}

describe('publishing through the authoring API', () => {
  let server: TestServer;
  let store: ContentStore;
  let pia: EditorClient;
  let authoring: AuthoringServer;

  beforeAll(async () => {
    authoring = await startAuthoringServer({
      users: { pia: 'publisher' },
      server: { publishTimings: { settleMs: 20, quietMs: 100, rescanMs: 100 } },
    });
    ({ server, store } = authoring);
    pia = authoring.editor('pia');
  });

  afterAll(() => authoring.close());

  const saveTitle = async (title: string) => {
    const file = (await (await pia.api(server, 'GET', `/files/${NEWS}`)).json()) as PublishedFile;
    const draft = await pia.api(server, 'GET', `/drafts/${NEWS}`);
    const revision = draft.status === 200 ? ((await draft.json()) as PublishedFile).revision : 0;
    const saved = await pia.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, title },
      revision,
      baseRevision: file.revision,
    });
    return ((await saved.json()) as { draft: { revision: number } }).draft.revision;
  };

  it('publishes named drafts as a version the site serves, in the history with what changed', async () => {
    const revision = await saveTitle('Published from the API');
    const response = await pia.api(server, 'POST', '/publish', {
      message: 'A new title',
      drafts: [{ path: NEWS, revision }],
    });
    expect(response.status).toBe(200);
    const { version } = (await response.json()) as { version: Version };
    expect(version).toMatchObject({ author: 'pia', message: 'A new title' });
    await expect
      .poll(() => server.app.content.findDocument(NEWS_KEY)?.title, SOON)
      .toBe('Published from the API');
    const history = (await (await pia.api(server, 'GET', '/versions?limit=2')).json()) as {
      versions: Version[];
    };
    expect(history.versions[0]?.id).toBe(version.id);
    const difference = (await (
      await pia.api(server, 'GET', `/versions/${version.id}/difference`)
    ).json()) as { changes: { path: string; fields: { path: string }[] }[] };
    expect(difference.changes).toEqual([
      expect.objectContaining({ path: NEWS, fields: [expect.objectContaining({ path: 'title' })] }),
    ]);
    expect((await pia.api(server, 'GET', `/drafts/${NEWS}`)).status).toBe(404);
  });

  it('refuses a publish of a draft saved again since, with 409, publishing nothing', async () => {
    const head = (await store.head())!.id;
    const revision = await saveTitle('First save');
    await saveTitle('Second save');
    const response = await pia.api(server, 'POST', '/publish', {
      message: 'Stale',
      drafts: [{ path: NEWS, revision }],
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'conflict', conflicts: [{ path: NEWS }] });
    expect((await store.head())!.id).toBe(head);
  });

  it('refuses a publish that does not pass the checks with 422 and the problems', async () => {
    const head = (await store.head())!.id;
    const file = (await (await pia.api(server, 'GET', `/files/${NEWS}`)).json()) as PublishedFile;
    const current = (await (
      await pia.api(server, 'GET', `/drafts/${NEWS}`)
    ).json()) as PublishedFile;
    const saved = await pia.api(server, 'PUT', `/drafts/${NEWS}`, {
      body: { ...file.body, contentKey: 'not a key' },
      revision: current.revision,
      baseRevision: file.revision,
    });
    const revision = ((await saved.json()) as { draft: { revision: number } }).draft.revision;
    const response = await pia.api(server, 'POST', '/publish', {
      message: 'Broken',
      drafts: [{ path: NEWS, revision }],
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { problems: { file: string }[] };
    expect(body.problems.some((problem) => problem.file === NEWS)).toBe(true);
    expect((await store.head())!.id).toBe(head);
  });

  it('restores an older version as a new one', async () => {
    const [latest, previous] = (await store.history({ limit: 2 })) as unknown as [Version, Version];
    const response = await pia.api(server, 'POST', `/versions/${previous.id}/restore`, {});
    expect(response.status).toBe(200);
    const { version } = (await response.json()) as { version: Version & { restoredFrom: string } };
    expect(version.parent).toBe(latest.id);
    expect(version.restoredFrom).toBe(previous.id);
    await expect
      .poll(() => server.app.content.findDocument(NEWS_KEY)?.title, SOON)
      .not.toBe('Published from the API');
  });

  it('schedules a publish and lists it; refuses a time that is not one', async () => {
    const revision = await saveTitle('Scheduled title');
    const bad = await pia.api(server, 'POST', '/schedules', {
      message: 'Later',
      at: 'tomorrow',
      drafts: [{ path: NEWS, revision }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: [{ path: 'body.at' }] });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await pia.api(server, 'POST', '/schedules', {
      message: 'Later',
      at,
      drafts: [{ path: NEWS, revision }],
    });
    expect(scheduled.status).toBe(201);
    const { id } = (await scheduled.json()) as { id: string };
    const list = (await (await pia.api(server, 'GET', '/schedules')).json()) as {
      schedules: { id: string; state: string }[];
    };
    expect(list.schedules).toContainEqual(expect.objectContaining({ id, state: 'waiting' }));
    expect((await pia.api(server, 'DELETE', `/schedules/${id}`)).status).toBe(204);
    expect((await pia.api(server, 'DELETE', `/schedules/${id}`)).status).toBe(404);
  });
});
