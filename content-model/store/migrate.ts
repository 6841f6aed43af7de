import type { Pool } from 'pg';
import { migrations } from './migrations';
import { inTransaction } from './transaction';

/** Any constant: every instance's migration takes the same advisory lock. */
const MIGRATION_LOCK = 4_815_162_342;

/**
 * Brings the schema up to date in one transaction under an advisory lock, so instances that start
 * at once migrate one after another (the later ones find nothing to do). Returns the migrations
 * applied.
 */
export async function migrate(pool: Pool): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      number integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = await client.query<{ number: number }>('SELECT number FROM schema_migrations');
    const done = new Set(applied.rows.map((row) => row.number));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.number)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (number, name) VALUES ($1, $2)', [
        migration.number,
        migration.name,
      ]);
      ran.push(migration.number);
    }
    return ran;
  });
}
