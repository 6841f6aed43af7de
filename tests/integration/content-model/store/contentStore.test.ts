import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../../../../content-model/store/contentStore';
import { readFolderFiles } from '../../../../content-model/store/contentFiles';
import { openFolderStore } from '../../../../content-model/store/folderStore';
import { openPostgresStore } from '../../../../content-model/store/postgresStore';
import {
  exportVersion,
  importFolder,
  restoreVersion,
  type ImportOutcome,
} from '../../../../content-model/store/versioning';
import { makeContentDir } from '../../../support/fixtureContent';
import { useFreshDatabase } from '../../../support/postgres';

/**
 * The conformance suite: every content store passes the same tests, so neither the folder store
 * nor the PostgreSQL store is second-class.
 */

const NEWS = 'documents/news-a.json';

interface Subject {
  store: ContentStore;
  /** A folder holding the fixture content, to import. */
  source: string;
  cleanup: () => Promise<void>;
}

const database = useFreshDatabase();

const subjects: Record<string, () => Promise<Subject>> = {
  folder: async () => {
    const source = await makeContentDir();
    const served = await makeContentDir();
    const store = await openFolderStore({
      contentDir: path.join(path.dirname(served.dir), 'served'),
      followMs: 20,
    });
    return {
      store,
      source: source.dir,
      cleanup: async () => {
        await store.close();
        await Promise.all([source.cleanup(), served.cleanup()]);
      },
    };
  },
  postgres: async () => {
    const source = await makeContentDir();
    const store = await openPostgresStore({ databaseUrl: database.url, pollMs: 50 });
    return {
      store,
      source: source.dir,
      cleanup: async () => {
        await store.close();
        await source.cleanup();
      },
    };
  },
};

/** A version's files, as its tree names them. */
async function versionFiles(store: ContentStore, id: string): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for (const [file, entry] of await store.tree(id)) files.set(file, await store.read(entry.hash));
  return files;
}

const retitled = async (store: ContentStore, title: string) => {
  const head = await store.head();
  if (!head) throw new Error('nothing published');
  const entry = (await store.tree(head.id)).get(NEWS);
  if (!entry) throw new Error(`${NEWS} is not published`);
  const doc = JSON.parse(Buffer.from(await store.read(entry.hash)).toString('utf8')) as {
    title: string;
  };
  const body = Buffer.from(`${JSON.stringify({ ...doc, title }, null, 2)}\n`);
  return { path: NEWS, body, baseRevision: entry.revision };
};

const versionOf = (outcome: ImportOutcome) => {
  if (outcome.result !== 'published') throw new Error(`not published: ${JSON.stringify(outcome)}`);
  return outcome.version;
};

describe.each(Object.keys(subjects))('the %s store', (kind) => {
  let subject: Subject;
  let store: ContentStore;

  beforeAll(async () => {
    subject = await (subjects[kind] as () => Promise<Subject>)();
    store = subject.store;
  }, 60_000);

  afterAll(async () => {
    await subject.cleanup();
  });

  it('holds nothing before the first import', async () => {
    expect(await store.head()).toBeUndefined();
    expect(await store.history()).toEqual([]);
  });

  it('imports a folder as version 1 and exports the same bytes', async () => {
    const outcome = await importFolder(store, subject.source, { author: 'ops', message: 'first' });
    const first = versionOf(outcome);
    expect(first).toMatchObject({ number: 1, parent: null, author: 'ops', message: 'first' });
    expect(first.id).toMatch(/^1-[0-9a-z]{6}$/);
    expect((await store.head())?.id).toBe(first.id);
    const files = await readFolderFiles(subject.source);
    expect(await versionFiles(store, first.id)).toEqual(files);
    expect(first.changes.map((change) => change.path)).toEqual([...files.keys()].sort());

    const again = await importFolder(store, subject.source, { author: 'ops', force: true });
    expect(again).toEqual({ result: 'unchanged', version: first });
  });

  it('publishes a change as a new version with the file revision one more', async () => {
    const change = await retitled(store, 'News A, retitled');
    const version = versionOf(
      await store.publish({ author: 'ana', message: 'retitle', changes: [change] }),
    );
    expect(version).toMatchObject({ number: 2, author: 'ana', message: 'retitle' });
    expect(version.changes.map((each) => each.path)).toEqual([NEWS]);
    const entry = (await store.tree(version.id)).get(NEWS);
    expect(entry).toMatchObject({ revision: change.baseRevision + 1, by: 'ana' });
  });

  it('refuses a change on a stale revision, naming who changed the file, and writes nothing', async () => {
    const head = await store.head();
    const stale = { ...(await retitled(store, 'Stale')), baseRevision: 1 };
    const outcome = await store.publish({ author: 'bo', message: 'stale', changes: [stale] });
    expect(outcome).toMatchObject({
      result: 'conflict',
      conflicts: [{ of: 'file', path: NEWS, baseRevision: 1, revision: 2, by: 'ana' }],
    });
    expect(await store.head()).toEqual(head);
  });

  it('lets exactly one of ten writers on one base publish', async () => {
    const before = await store.head();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async (_, writer) =>
        store.publish({
          author: `writer-${String(writer)}`,
          message: 'race',
          changes: [await retitled(store, `Title of writer ${String(writer)}`)],
        }),
      ),
    );
    const published = outcomes.filter((outcome) => outcome.result === 'published');
    expect(published).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.result === 'conflict')).toHaveLength(9);
    const head = await store.head();
    expect(head?.number).toBe((before?.number ?? 0) + 1);
    expect(head?.id).toBe(published[0] && versionOf(published[0]).id);
  });

  it('refuses content that does not pass the checks, naming the file, and writes nothing', async () => {
    const head = await store.head();
    const change = await retitled(store, 'ignored');
    const outcome = await store.publish({
      author: 'bo',
      message: 'broken',
      changes: [{ ...change, body: Buffer.from('{ "contentKey": ') }],
    });
    expect(outcome.result).toBe('refused');
    if (outcome.result !== 'refused') return;
    expect(outcome.problems.map((problem) => problem.file)).toContain(NEWS);
    expect(await store.head()).toEqual(head);
  });

  it('restores a version as a new one, byte for byte', async () => {
    const [first] = (await store.history()).slice(-1);
    if (!first) throw new Error('no first version');
    const restored = versionOf(await restoreVersion(store, first.id, 'ana'));
    expect(restored).toMatchObject({
      restoredFrom: first.id,
      parent: expect.any(String) as unknown,
    });
    expect(await versionFiles(store, restored.id)).toEqual(await versionFiles(store, first.id));
    expect(restored.changes.map((change) => change.path)).toEqual([NEWS]);
  });

  it('lists the history newest first, and pages it', async () => {
    const history = await store.history();
    expect(history.map((version) => version.number)).toEqual([4, 3, 2, 1]);
    const second = history[1];
    expect(await store.history({ limit: 2 })).toEqual(history.slice(0, 2));
    expect(await store.history({ before: second?.id })).toEqual(history.slice(2));
    expect(await store.version(second?.id ?? '')).toEqual(second);
    expect(await store.version('9-nothing')).toBeUndefined();
    // What is not an id names no version, and never a file elsewhere.
    expect(await store.version('../head')).toBeUndefined();
  });

  it('keeps drafts by revision and publishes them as one version', async () => {
    const change = await retitled(store, 'Drafted title');
    const first = await store.saveDraft({ ...change, revision: 0, author: 'ana' });
    expect(first).toMatchObject({ result: 'saved', draft: { revision: 1, savedBy: 'ana' } });
    const second = await store.saveDraft({ ...change, revision: 1, author: 'bo' });
    expect(second).toMatchObject({ result: 'saved', draft: { revision: 2 } });
    const stale = await store.saveDraft({ ...change, revision: 1, author: 'cy' });
    expect(stale).toMatchObject({ result: 'conflict', current: { revision: 2, savedBy: 'bo' } });
    expect((await store.drafts()).map((draft) => draft.path)).toEqual([NEWS]);
    expect(await store.draft(NEWS)).toMatchObject({
      revision: 2,
      body: new Uint8Array(change.body),
    });

    const reviewedOld = await store.publishDrafts({
      author: 'pub',
      message: 'old review',
      drafts: [{ path: NEWS, revision: 1 }],
    });
    expect(reviewedOld).toMatchObject({
      result: 'conflict',
      conflicts: [{ of: 'draft', revision: 2, by: 'bo' }],
    });

    const version = versionOf(
      await store.publishDrafts({
        author: 'pub',
        message: 'drafts',
        drafts: [{ path: NEWS, revision: 2 }],
      }),
    );
    expect(version.changes.map((each) => each.path)).toEqual([NEWS]);
    expect(await store.drafts()).toEqual([]);
    expect(await store.discardDraft({ path: NEWS, revision: 2 })).toBe(false);
  });

  it('saves a batch of drafts all or none, and discards within it', async () => {
    const body = new TextEncoder().encode('{}\n');
    const write = (path: string, revision: number) => ({
      path,
      body,
      revision,
      baseRevision: 0,
      author: 'ana',
    });
    const saved = await store.saveDrafts([write('views/a.json', 0), write('views/b.json', 0)]);
    expect(saved).toMatchObject({ result: 'saved', drafts: [{ revision: 1 }, { revision: 1 }] });
    const stale = await store.saveDrafts([write('views/a.json', 1), write('views/b.json', 0)]);
    expect(stale).toMatchObject({
      result: 'conflict',
      path: 'views/b.json',
      current: { revision: 1 },
    });
    // Nothing of the refused batch was written: a is still at its first save.
    expect((await store.draft('views/a.json'))?.revision).toBe(1);
    const mixed = await store.saveDrafts([
      { ...write('views/a.json', 1), discard: true },
      write('views/b.json', 1),
    ]);
    expect(mixed).toMatchObject({
      result: 'saved',
      drafts: [{ path: 'views/b.json', revision: 2 }],
    });
    expect(await store.draft('views/a.json')).toBeUndefined();
    await expect(
      store.saveDrafts([write('views/b.json', 2), write('views/b.json', 2)]),
    ).rejects.toThrow(/twice/);
    expect(await store.discardDraft({ path: 'views/b.json', revision: 2 })).toBe(true);
  });

  it('publishes a scheduled publish once, however many instances look at once', async () => {
    const change = await retitled(store, 'Scheduled title');
    await store.saveDraft({ ...change, revision: 0, author: 'ana' });
    const waiting = await store.schedule({
      author: 'pub',
      message: 'scheduled',
      drafts: [{ path: NEWS, revision: 1 }],
      at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(waiting.state).toBe('waiting');
    const before = await store.head();
    const runs = await Promise.all([store.publishDue(), store.publishDue(), store.publishDue()]);
    expect(runs.flat().map((entry) => entry.state)).toEqual(['published']);
    expect((await store.head())?.number).toBe((before?.number ?? 0) + 1);
    expect((await store.scheduled()).map((entry) => entry.state)).toEqual(['published']);
    expect(await store.cancelSchedule(waiting.id)).toBe(false);
  });

  it('cancels a waiting scheduled publish, which then never runs', async () => {
    const waiting = await store.schedule({
      author: 'pub',
      message: 'cancelled later',
      drafts: [{ path: NEWS, revision: 1 }],
      at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(await store.cancelSchedule(waiting.id)).toBe(true);
    expect(await store.cancelSchedule(waiting.id)).toBe(false);
    expect(await store.cancelSchedule('no-such-one')).toBe(false);
    expect(await store.publishDue()).toEqual([]);
    expect((await store.scheduled()).map((entry) => entry.id)).not.toContain(waiting.id);
  });

  it('tells a follower of each new version', async () => {
    const seen: (string | undefined)[] = [];
    const following = await store.follow((id) => seen.push(id));
    try {
      const head = await store.head();
      expect(seen).toEqual([head?.id]);
      const next = versionOf(
        await store.publish({
          author: 'ana',
          message: 'follow',
          changes: [await retitled(store, 'Followed')],
        }),
      );
      await expect.poll(() => seen.at(-1), { timeout: 3000 }).toBe(next.id);
    } finally {
      await following.close();
    }
  });

  it('refuses an import whose base is not the published version, naming what was published since', async () => {
    const out = path.join(path.dirname(subject.source), 'exported');
    const head = await exportVersion(store, out);
    expect((await readFile(path.join(out, '.content-version'), 'utf8')).trim()).toBe(head.id);
    const next = versionOf(
      await store.publish({
        author: 'cy',
        message: 'meanwhile',
        changes: [await retitled(store, 'Meanwhile')],
      }),
    );
    const doc = path.join(out, 'documents', 'news-b.json');
    await writeFile(doc, (await readFile(doc, 'utf8')).replace('"News B"', '"News B, edited"'));
    const behind = await importFolder(store, out, { author: 'ops' });
    expect(behind).toMatchObject({
      result: 'behind',
      base: head.id,
      since: [{ id: next.id, author: 'cy' }],
    });
    expect((await store.head())?.id).toBe(next.id);
    const forced = versionOf(await importFolder(store, out, { author: 'ops', force: true }));
    expect(forced.changes.map((change) => change.path).sort()).toEqual([
      'documents/news-a.json',
      'documents/news-b.json',
    ]);
  });
});
