import { sql as versions } from './001_versions';
import { sql as accounts } from './002_accounts';

/**
 * The schema's migrations, in order; one is never edited once released. Each works with the code
 * one release back (expand, then contract in a later one), so instances can be replaced one at a
 * time.
 */
export const migrations: readonly { number: number; name: string; sql: string }[] = [
  { number: 1, name: 'versions', sql: versions },
  { number: 2, name: 'accounts', sql: accounts },
];
