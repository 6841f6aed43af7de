import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseExists,
  databaseUrl,
  dropDatabase,
} from '../../../../scripts/postgres/databases';
import { freshDatabase, useFreshDatabase, type FreshDatabase } from '../../../support/postgres';

describe('the databases of the tests’ cluster', () => {
  const database = useFreshDatabase();
  const adminUrl = () => databaseUrl(database.url, 'postgres');

  it('gives the file a database of its own, empty', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; tables: string }>(
        "SELECT current_database() AS name, (SELECT count(*) FROM pg_tables WHERE schemaname = 'public') AS tables",
      );
      expect(rows).toEqual([{ name: database.name, tables: '0' }]);
    } finally {
      await client.end();
    }
  });

  it('creates a database once with ifMissing, and drops it with its open sessions', async () => {
    const name = `${database.name}_more`;
    const url = await createDatabase(adminUrl(), name);
    await expect(createDatabase(adminUrl(), name)).rejects.toThrow(/already exists/);
    expect(await createDatabase(adminUrl(), name, { ifMissing: true })).toBe(url);

    const session = new pg.Client({ connectionString: url });
    session.on('error', () => undefined);
    await session.connect();
    await dropDatabase(adminUrl(), name);
    expect(await databaseExists(adminUrl(), name)).toBe(false);
    await session.end().catch(() => undefined);
    await dropDatabase(adminUrl(), name);
  });

  it('refuses a name that would need quoting', async () => {
    await expect(createDatabase(adminUrl(), 'Robert"; DROP')).rejects.toThrow(
      /Not a database name/,
    );
    expect(() => databaseUrl(database.url, 'a-b')).toThrow(/Not a database name/);
  });
});

describe('freshDatabase', () => {
  it('gives each call a database under a name of its own, which drop removes', async () => {
    const databases: FreshDatabase[] = await Promise.all([freshDatabase(), freshDatabase()]);
    const [first, second] = databases;
    try {
      expect(first?.name).not.toBe(second?.name);
      expect(first?.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/test_\w+$/);
    } finally {
      await Promise.all(databases.map((database) => database.drop()));
    }
    const adminUrl = databaseUrl(first?.url ?? '', 'postgres');
    expect(await databaseExists(adminUrl, first?.name ?? '')).toBe(false);
  });
});
