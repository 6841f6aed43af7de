import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase, dropDatabase } from '../../scripts/postgres/databases';
import type { PostgresStatus } from './postgresGlobalSetup';

/** A database of the run's cluster that one test file owns. */
export interface FreshDatabase {
  name: string;
  /** postgres://postgres@127.0.0.1:<port>/<name>, as the superuser. */
  url: string;
  /** Drops it, ending its open sessions. */
  drop(): Promise<void>;
}

/** As long as apt may take to install PostgreSQL on a fresh machine. */
const STARTUP_TIMEOUT_MS = 120_000;

/** Waits for the run's cluster (tests/support/postgresGlobalSetup.ts), which starts in the background. */
async function clusterStarted(statusFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const text = await readFile(statusFile, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      const status = JSON.parse(text) as PostgresStatus;
      if (status.started) return;
      throw new Error(`The tests' PostgreSQL did not start: ${status.message}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The tests' PostgreSQL had not started after ${STARTUP_TIMEOUT_MS / 1000} s.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let created = 0;

/**
 * A new, empty database of the run's PostgreSQL, under a name no other file uses; call it in
 * `beforeAll` and its `drop` in `afterAll` (or let `useFreshDatabase` do both).
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const { adminUrl, statusFile } = inject('postgres');
  await clusterStarted(statusFile);
  created += 1;
  const name = `test_${process.pid}_${created}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  return { name, url, drop: () => dropDatabase(adminUrl, name) };
}

/** Gives the calling file a fresh database for all its tests, dropped after the last. */
export function useFreshDatabase(): { readonly url: string; readonly name: string } {
  let database: FreshDatabase | undefined;
  // Longer than Vitest's default: on a loaded machine the run's cluster may still be starting.
  beforeAll(async () => {
    database = await freshDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
    database = undefined;
  });
  const current = (): FreshDatabase => {
    if (!database) throw new Error('the database exists only while the file runs');
    return database;
  };
  return {
    get url() {
      return current().url;
    },
    get name() {
      return current().name;
    },
  };
}
