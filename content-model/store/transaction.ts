import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` on a client checked out of `pool` for it. A checked-out client has no listener of
 * its own: a connection lost meanwhile (the database stopped, the backend terminated) would be an
 * uncaught `error` event and end the process. Here it fails `work`'s next query instead; the pool
 * then drops the client, which is no longer queryable, when it is released.
 */
export async function withClient<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const onLost = () => {
    // Nothing to do here: the client's queries fail from now on, and the pool drops it.
  };
  client.on('error', onLost);
  try {
    return await work(client);
  } finally {
    client.removeListener('error', onLost);
    client.release();
  }
}

/** Runs `work` in one transaction on a client of `pool`: committed when it settles, else rolled back. */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
