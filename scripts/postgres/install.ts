// Finds Debian's PostgreSQL, installing it with apt when it is missing, so a fresh machine needs
// nothing by hand. Debian keeps the binaries out of PATH, in /usr/lib/postgresql/<version>/bin.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from '../aptInstall.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The binaries a cluster and its backups need. */
const NEEDED = ['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'] as const;

export interface PostgresInstall {
  /** The major version, as Debian names its folder (15). */
  version: number;
  /** The folder of its binaries: /usr/lib/postgresql/<version>/bin. */
  bin: string;
}

function installed(): PostgresInstall | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => b - a);
  for (const version of versions) {
    const bin = path.join(DEBIAN_ROOT, String(version), 'bin');
    if (NEEDED.every((binary) => existsSync(path.join(bin, binary)))) return { version, bin };
  }
  return undefined;
}

let found: PostgresInstall | undefined;

/**
 * Debian's PostgreSQL of the highest version installed; installs the `postgresql` package with
 * apt first when there is none (root only: anyone else gets the command to run). The default
 * cluster the package may create and start is never used.
 */
export function ensurePostgres(): PostgresInstall {
  found ??= installed();
  if (found) return found;
  aptInstall('PostgreSQL', ['postgresql']);
  found = installed();
  if (!found) throw new Error(`apt installed postgresql, but ${DEBIAN_ROOT}/*/bin has no server.`);
  return found;
}

/** The path of one of PostgreSQL's binaries (`pg_ctl`, `pg_dump`...). */
export function postgresBinary(name: (typeof NEEDED)[number]): string {
  return path.join(ensurePostgres().bin, name);
}
