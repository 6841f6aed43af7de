// Backups of a database with Debian's pg_dump and pg_restore, in pg_dump's custom format.
// Both are clients, which run as any user (root included): the file stays the caller's.
import { postgresBinary } from './install';
import { run } from './run';

/** Dumps the database of `url` into `file` (`pg_dump -Fc`). */
export async function pgDump(url: string, file: string): Promise<void> {
  await run(postgresBinary('pg_dump'), ['-Fc', '--file', file, '--dbname', url]);
}

/**
 * Restores a dump of `pgDump` into the database of `url` (an empty one: a fresh cluster's),
 * stopping at the first error; objects are owned by the user of `url`.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  await run(postgresBinary('pg_restore'), ['--exit-on-error', '--no-owner', '--dbname', url, file]);
}
