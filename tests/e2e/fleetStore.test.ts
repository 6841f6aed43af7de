/**
 * A fleet on one content store, as `npm run proxy -- --store postgres --instances 3` runs it:
 * three production instances behind nginx over one PostgreSQL database (a cluster of this file's
 * own, since it stops and freezes it), then the folder store with one instance and with two on one
 * folder. An author publishes with the content commands or the store's API; visitors ask the
 * About page and its images on every instance and through nginx.
 */
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore, VersionInfo } from '../../content-model/store/contentStore';
import { openFolderStore } from '../../content-model/store/folderStore';
import { openPostgresStore } from '../../content-model/store/postgresStore';
import { contentCommand, type FleetStore } from '../../scripts/fleetStack';
import { pgDump, pgRestore } from '../../scripts/postgres/backup';
import { startCluster, type Cluster } from '../../scripts/postgres/cluster';
import { createDatabase } from '../../scripts/postgres/databases';
import type { ContentCopy } from './support/contentCopy';
import {
  ABOUT_SEO,
  aboutBytes,
  aboutDescriptionChange,
  aboutEtag,
  compiledServer,
  contentCopies,
  pageImages,
  instanceProbes,
  servedEverywhere,
  setAboutDescription,
  shownEverywhere,
  FLEET_SCHEDULE_MS,
  startFleet,
  visitorLoad,
  withoutRenderTimes,
  type Fleet,
} from './support/fleet';

/** How long the database is stopped, then frozen, under the visitors' traffic. */
const OUTAGE_MS = 30_000;
/** The instances run due scheduled publishes this often. */
const SCHEDULE_MS = FLEET_SCHEDULE_MS;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const marker = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** What a walk needs of its fleet. */
interface Walk {
  fleet: Fleet;
  /** The store as an author's tools open it (in this process). */
  store: ContentStore;
  /** How `npm run content:*` reaches it. */
  target: FleetStore;
  /** CONTENT_DIR for the commands (the folder store's folder). */
  contentDir: string;
  /** Opens another writer on the same store. */
  openWriter: () => Promise<ContentStore>;
}

type Removals = (() => Promise<void>)[];

/** What a block starts, stopped and removed in reverse order after its last test. */
function blockRemovals(): Removals {
  const removals: Removals = [];
  afterAll(async () => {
    for (const remove of removals.reverse()) await remove();
  }, 60_000);
  return removals;
}

let server: Awaited<ReturnType<typeof compiledServer>>;
const fileRemovals = blockRemovals();

beforeAll(async () => {
  server = await compiledServer();
  fileRemovals.push(server.remove);
}, 120_000);

async function temporaryDir(prefix: string, removals: Removals): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  // Under root PostgreSQL runs as the postgres user, which must enter the folder.
  await chmod(dir, 0o755);
  removals.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function headOf(store: ContentStore): Promise<VersionInfo> {
  const head = await store.head();
  if (!head) throw new Error('nothing is published');
  return head;
}

/** Exports the head, sets the About page's description in the folder, imports it. */
async function importEdited(walk: Walk, description: string): Promise<void> {
  const dir = await temporaryDir('e2e-fleet-export-', fileRemovals);
  const exported = await contentCommand('export', [dir], walk.target, walk.contentDir);
  expect(exported.code, exported.err).toBe(0);
  await setAboutDescription(dir, description);
  const imported = await contentCommand(
    'import',
    [dir, '--message', description],
    walk.target,
    walk.contentDir,
  );
  expect(imported.code, imported.err).toBe(0);
}

/** Publishes a new description of the About page through the store's API. */
async function publishDescription(store: ContentStore, description: string): Promise<VersionInfo> {
  const change = await aboutDescriptionChange(store, description);
  const outcome = await store.publish({ author: 'e2e', message: description, changes: [change] });
  if (outcome.result !== 'published') throw new Error(`not published: ${JSON.stringify(outcome)}`);
  return outcome.version;
}

/** Where two pages first differ, with some of each around it; undefined when they are equal. */
function firstDifference(page: Buffer, expected: Buffer): string | undefined {
  if (page.equals(expected)) return undefined;
  let at = 0;
  while (at < page.length && page[at] === expected[at]) at += 1;
  const around = (bytes: Buffer) => bytes.subarray(Math.max(0, at - 80), at + 160).toString('utf8');
  return `byte ${at} of ${page.length} (expected ${expected.length}): ${around(page)}\n  expected: ${around(expected)}`;
}

const instanceOrigins = (fleet: Fleet) => fleet.instances.map((instance) => instance.origin);

/** The tests every store's fleet passes: publish, ten writers, restore, schedule. */
function walkTests(walk: () => Walk): void {
  it('publishes an exported, edited and imported folder on every instance and through nginx', async () => {
    const { fleet, store } = walk();
    const before = (await store.history()).length;
    const description = marker('Imported');
    await importEdited(walk(), description);
    await shownEverywhere(fleet.origins(), description);
    const head = await headOf(store);
    expect(head.message).toBe(description);
    await servedEverywhere(instanceOrigins(fleet), head.id);
    expect(await store.history()).toHaveLength(before + 1);
  });

  it('lets exactly one of ten writers on one base publish; the nine others get conflicts', async () => {
    const { fleet, store, openWriter } = walk();
    const before = await store.history();
    const writers = await Promise.all(Array.from({ length: 10 }, () => openWriter()));
    try {
      const descriptions = writers.map((_, index) => marker(`Writer ${index + 1}`));
      const changes = await Promise.all(
        writers.map((writer, index) => aboutDescriptionChange(writer, descriptions[index]!)),
      );
      expect(new Set(changes.map((change) => change.baseRevision)).size).toBe(1);
      const outcomes = await Promise.all(
        writers.map((writer, index) =>
          writer.publish({
            author: `writer ${index + 1}`,
            message: descriptions[index]!,
            changes: [changes[index]!],
          }),
        ),
      );
      const results = outcomes.map((outcome) => outcome.result);
      expect(results.filter((result) => result === 'published')).toHaveLength(1);
      expect(results.filter((result) => result === 'conflict')).toHaveLength(9);
      const winner = descriptions[results.indexOf('published')]!;
      const after = await store.history();
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]!.message).toBe(winner);
      expect(after.slice(1).map((version) => version.id)).toEqual(
        before.map((version) => version.id),
      );
      await shownEverywhere(fleet.origins(), winner);
    } finally {
      await Promise.all(writers.map((writer) => writer.close()));
    }
  });

  it('restores a version: the About page comes back byte for byte', async () => {
    const { fleet, store, target, contentDir } = walk();
    const earlier = await headOf(store);
    const earlierPage = await aboutBytes(fleet.instances[0]!.origin);
    const earlierEtag = await aboutEtag(fleet.instances[0]!.origin);
    const replaced = marker('Replaced');
    await publishDescription(store, replaced);
    await shownEverywhere(fleet.origins(), replaced);
    const restored = await contentCommand('restore', [earlier.id], target, contentDir);
    expect(restored.code, restored.err).toBe(0);
    const head = await headOf(store);
    expect(head.restoredFrom).toBe(earlier.id);
    await servedEverywhere(instanceOrigins(fleet), head.id);
    // Byte for byte but for the render's clock times (the page has no per-request nonce), and
    // the same ETag; through nginx too once its micro-cached copy of the replaced page expired.
    for (const origin of instanceOrigins(fleet)) {
      const page = withoutRenderTimes(await aboutBytes(origin));
      expect(firstDifference(page, withoutRenderTimes(earlierPage)), origin).toBeUndefined();
      expect(await aboutEtag(origin), origin).toBe(earlierEtag);
    }
    await expect
      .poll(
        async () =>
          withoutRenderTimes(await aboutBytes(fleet.proxyOrigin)).equals(
            withoutRenderTimes(earlierPage),
          ),
        {
          timeout: 5_000,
        },
      )
      .toBe(true);
  });

  it(
    'runs a scheduled publish of drafts once across the fleet',
    async () => {
      const { fleet, store } = walk();
      const before = (await store.history()).length;
      const description = marker('Scheduled');
      const change = await aboutDescriptionChange(store, description);
      const saved = await store.saveDraft({
        path: ABOUT_SEO,
        body: change.body,
        revision: 0,
        baseRevision: change.baseRevision,
        author: 'e2e',
      });
      if (saved.result !== 'saved') throw new Error('the draft was not saved');
      const due = new Date();
      const entry = await store.schedule({
        author: 'e2e',
        message: description,
        drafts: [{ path: ABOUT_SEO, revision: saved.draft.revision }],
        at: due.toISOString(),
      });
      await shownEverywhere(fleet.origins(), description, SCHEDULE_MS + 10_000);
      // Every instance has run its due publishes at least once since the time came.
      await sleep(Math.max(0, due.getTime() + SCHEDULE_MS + 2_000 - Date.now()));
      const history = await store.history();
      expect(history).toHaveLength(before + 1);
      expect(history[0]!.message).toBe(description);
      const done = (await store.scheduled()).find((scheduled) => scheduled.id === entry.id);
      expect(done).toMatchObject({ state: 'published', outcome: history[0]!.id });
      expect(await store.drafts()).toEqual([]);
    },
    SCHEDULE_MS * 2 + 20_000,
  );
}

describe('three instances behind nginx on one PostgreSQL database', () => {
  const removals = blockRemovals();
  let cluster: Cluster;
  let databaseUrl: string;
  let copies: ContentCopy[];
  let fleet: Fleet;
  let store: ContentStore;

  beforeAll(async () => {
    const root = await temporaryDir('e2e-fleet-postgres-', removals);
    cluster = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
    removals.push(() => cluster.stop());
    databaseUrl = await createDatabase(cluster.url, 'fleet');
    copies = await contentCopies(3);
    removals.push(...copies.map((copy) => copy.remove));
    fleet = await startFleet({
      entry: server.entry,
      store: { kind: 'postgres', databaseUrl },
      instances: 3,
      contentDirs: copies.map((copy) => copy.dir),
    });
    removals.push(fleet.stop);
    store = await openPostgresStore({ databaseUrl });
    removals.push(() => store.close());
  }, 120_000);

  const walk = (): Walk => ({
    fleet,
    store,
    target: { kind: 'postgres', databaseUrl },
    contentDir: copies[0]!.dir,
    openWriter: () => openPostgresStore({ databaseUrl }),
  });

  it("serves the store's head on every instance", async () => {
    const head = await headOf(store);
    expect(head.number).toBe(1);
    await servedEverywhere(instanceOrigins(fleet), head.id);
  });

  walkTests(walk);

  /** Visitors on the About page and its images, on every instance and through nginx. */
  async function underTraffic(outage: () => Promise<void>, recover: () => Promise<void>) {
    const html = (await aboutBytes(fleet.instances[0]!.origin)).toString('utf8');
    const images = pageImages(html, '');
    expect(images.length).toBeGreaterThan(3);
    const urls = fleet
      .origins()
      .flatMap((origin) => [`${origin}/about`, ...images.map((image) => `${origin}${image}`)]);
    const load = visitorLoad(urls, 8);
    const seen = fleet.instances.map(() => ({
      health: new Set<string>(),
      ready: new Set<number>(),
    }));
    const watch = { on: true };
    const watcher = (async () => {
      while (watch.on) {
        const states = await Promise.all(fleet.instances.map(instanceProbes));
        states.forEach((state, index) => {
          seen[index]!.health.add(state.health.result);
          seen[index]!.ready.add(state.ready);
        });
        await sleep(250);
      }
    })();
    await sleep(1_000);
    await outage();
    await sleep(OUTAGE_MS);
    await recover();
    await sleep(1_000);
    watch.on = false;
    await watcher;
    const { requests, failures } = await load.stop();
    expect(failures.slice(0, 10)).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    for (const [index, probe] of seen.entries()) {
      expect([...probe.health], `instance ${index + 1}`).toContain('degraded');
      expect([...probe.ready], `instance ${index + 1}`).toEqual([200]);
    }
    // Back: a publish shows everywhere, the instances never restarted.
    const pids = fleet.instances.map((instance) => instance.child.process.pid);
    const description = marker('After the outage');
    await expect
      .poll(
        () =>
          publishDescription(store, description).then(
            () => true,
            () => false,
          ),
        {
          timeout: 20_000,
          interval: 500,
        },
      )
      .toBe(true);
    await shownEverywhere(fleet.origins(), description);
    await servedEverywhere(instanceOrigins(fleet), (await headOf(store)).id);
    expect(fleet.instances.map((instance) => instance.child.process.pid)).toEqual(pids);
    expect(fleet.instances.every((instance) => instance.child.process.exitCode === null)).toBe(
      true,
    );
  }

  it(
    'serves every visitor while the database is stopped for 30 s, then publishes again',
    async () => {
      await underTraffic(
        () => cluster.pause(),
        () => cluster.resume(),
      );
    },
    OUTAGE_MS + 60_000,
  );

  it(
    'serves every visitor while the database is frozen for 30 s, then publishes again',
    async () => {
      let frozen: number[] = [];
      await underTraffic(
        async () => {
          frozen = await cluster.pids();
          for (const pid of frozen) process.kill(pid, 'SIGSTOP');
        },
        () => {
          for (const pid of frozen) process.kill(pid, 'SIGCONT');
          return Promise.resolve();
        },
      );
    },
    OUTAGE_MS + 60_000,
  );

  it('serves a backup restored into a fresh cluster at the same version, with its history', async () => {
    const root = await temporaryDir('e2e-fleet-backup-', removals);
    const file = path.join(root, 'content.dump');
    await pgDump(databaseUrl, file);
    const dumped = await store.history();
    // The original goes on after the backup: its next id must never come back.
    const later = await publishDescription(store, marker('After the backup'));

    const fresh = await startCluster({ dir: path.join(root, 'cluster'), fast: true });
    removals.push(() => fresh.stop());
    const restoredUrl = await createDatabase(fresh.url, 'restored');
    await pgRestore(restoredUrl, file);
    const [copy] = await contentCopies(1);
    removals.push(copy!.remove);
    const restoredFleet = await startFleet({
      entry: server.entry,
      store: { kind: 'postgres', databaseUrl: restoredUrl },
      instances: 1,
      contentDirs: [copy!.dir],
    });
    removals.push(restoredFleet.stop);
    const restoredStore = await openPostgresStore({ databaseUrl: restoredUrl });
    removals.push(() => restoredStore.close());

    await servedEverywhere(instanceOrigins(restoredFleet), dumped[0]!.id);
    expect(await restoredStore.history()).toEqual(dumped);
    const next = await publishDescription(restoredStore, marker('On the restored database'));
    const used = new Set([...(await store.history()).map((version) => version.id), later.id]);
    expect(used.has(next.id)).toBe(false);
    expect(next.parent).toBe(dumped[0]!.id);
    await servedEverywhere(instanceOrigins(restoredFleet), next.id);
  }, 90_000);
});

/** `instances` on one copy of the content on the folder store, and the walk over them. */
function folderFleet(instances: number) {
  const removals = blockRemovals();
  const started: { copy?: ContentCopy; fleet?: Fleet; store?: ContentStore } = {};
  beforeAll(async () => {
    const [copy] = (await contentCopies(1)) as [ContentCopy];
    started.copy = copy;
    removals.push(
      () => copy.remove(),
      () => rm(`${copy.dir}.history`, { recursive: true, force: true }),
    );
    const fleet = await startFleet({
      entry: server.entry,
      store: { kind: 'folder' },
      instances,
      contentDirs: [copy.dir],
    });
    started.fleet = fleet;
    removals.push(fleet.stop);
    const store = await openFolderStore({ contentDir: copy.dir });
    started.store = store;
    removals.push(() => store.close());
  }, 120_000);
  return (): Walk => {
    const { copy, fleet, store } = started;
    if (!copy || !fleet || !store) throw new Error('the folder fleet starts before the tests');
    return {
      fleet,
      store,
      target: { kind: 'folder' },
      contentDir: copy.dir,
      openWriter: () => openFolderStore({ contentDir: copy.dir }),
    };
  };
}

describe('one instance on the folder store', () => {
  walkTests(folderFleet(1));
});

describe('two instances on one folder', () => {
  const walk = folderFleet(2);

  /** After a change shows on both and a few of their folder scans more: one version more. */
  async function expectOneVersionFor(change: () => Promise<void>, description: string) {
    const { fleet, store } = walk();
    const before = (await store.history()).length;
    await change();
    await shownEverywhere(fleet.origins(), description);
    // Both watchers have seen the folder (each scans it every 2 s besides its events).
    await sleep(4_500);
    const history = await store.history();
    expect(history).toHaveLength(before + 1);
    await servedEverywhere(instanceOrigins(fleet), history[0]!.id);
  }

  it('records one version for an import', async () => {
    const description = marker('Imported into two');
    await expectOneVersionFor(() => importEdited(walk(), description), description);
  });

  it('records one version for a file saved by hand in the folder both watch', async () => {
    const description = marker('Saved by hand');
    await expectOneVersionFor(
      () => setAboutDescription(walk().contentDir, description),
      description,
    );
  });
});
