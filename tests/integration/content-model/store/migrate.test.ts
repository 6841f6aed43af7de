import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../content-model/store/migrate';
import { migrations } from '../../../../content-model/store/migrations';
import { useFreshDatabase } from '../../../support/postgres';

const database = useFreshDatabase();

describe('the PostgreSQL schema migration', () => {
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('applies each migration once when three instances start at once, in one transaction each', async () => {
    pools.push(...[1, 2, 3].map(() => new pg.Pool({ connectionString: database.url, max: 1 })));
    const ran = await Promise.all(pools.map((pool) => migrate(pool)));
    expect(ran.flat()).toEqual(migrations.map((migration) => migration.number));
    const applied = await pools[0]?.query<{ number: number }>(
      'SELECT number FROM schema_migrations',
    );
    expect(applied?.rows.map((row) => row.number)).toEqual(
      migrations.map((migration) => migration.number),
    );
    expect(await migrate(pools[0] as pg.Pool)).toEqual([]);
  });
});
