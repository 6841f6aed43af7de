import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAccounts } from '../../../../content-model/accounts/postgresAccounts';
import { migrate } from '../../../../content-model/store/migrate';
import { migrations } from '../../../../content-model/store/migrations';
import { useFreshDatabase } from '../../../support/postgres';

const database = useFreshDatabase();

describe("the accounts' migration", () => {
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await pool?.end();
  });

  it('adds the accounts to a database of the release before, keeping its content', async () => {
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const [first] = migrations;
    if (first?.number !== 1) throw new Error('the first migration is not 001');
    // The database as the release before left it: migration 001 only, recorded as migrate does.
    await pool.query(`CREATE TABLE schema_migrations (
      number integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    await pool.query(first.sql);
    await pool.query("INSERT INTO schema_migrations (number, name) VALUES (1, 'versions')");
    await pool.query(
      `INSERT INTO drafts (path, body, revision, base_revision, saved_by, saved_at)
       VALUES ('documents/news-a.json', '\\x7b7d', 1, 0, 'ana', now())`,
    );

    expect(await migrate(pool)).toEqual([2]);

    const drafts = await pool.query<{ path: string }>('SELECT path FROM drafts');
    expect(drafts.rows).toEqual([{ path: 'documents/news-a.json' }]);
    const accounts = postgresAccounts(pool);
    const at = new Date('2026-03-01T10:00:00.000Z');
    expect(await accounts.addUser({ name: 'ana', role: 'admin', passwordHash: 'h' }, at)).toBe(
      true,
    );
    expect(await accounts.users()).toEqual([
      {
        name: 'ana',
        role: 'admin',
        createdAt: at.toISOString(),
        passwordChangedAt: at.toISOString(),
      },
    ]);
    expect(await migrate(pool)).toEqual([]);
  });
});
