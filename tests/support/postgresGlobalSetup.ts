import { chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePorts } from '../../scripts/localStack';
import { clusterUrl, startCluster, type Cluster } from '../../scripts/postgres/cluster';
import { ensurePostgres } from '../../scripts/postgres/install';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL: read it through `freshDatabase` (tests/support/postgres.ts). */
    postgres: {
      /** The superuser's URL of the cluster's database `postgres`. */
      adminUrl: string;
      /** Where the setup writes whether the cluster started (`PostgresStatus`). */
      statusFile: string;
    };
  }
}

/** What `statusFile` holds once the cluster's start is over. */
export type PostgresStatus = { started: true; ms: number } | { started: false; message: string };

async function writeStatus(file: string, status: PostgresStatus): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(status));
  await rename(`${file}.tmp`, file);
}

/**
 * Starts one throwaway PostgreSQL cluster for the run (fsync off) in a folder of os.tmpdir(),
 * stopped and removed when the run ends. PostgreSQL is installed first when missing, but the
 * cluster starts in the background: a file that needs no database never waits for it, and a
 * machine that cannot run one fails only the files that ask `freshDatabase` for a database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(tmpdir(), 'about-postgres-'));
  // Under root the server runs as the postgres user, which must enter the folder to reach its own.
  await chmod(root, 0o755);
  const statusFile = path.join(root, 'status.json');
  const { postgres: port } = await freePorts(['postgres']);
  project.provide('postgres', { adminUrl: clusterUrl(port), statusFile });
  const began = performance.now();
  const started = (async (): Promise<Cluster | undefined> => {
    try {
      ensurePostgres();
      const cluster = await startCluster({ dir: path.join(root, 'cluster'), port, fast: true });
      await writeStatus(statusFile, { started: true, ms: Math.round(performance.now() - began) });
      return cluster;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await writeStatus(statusFile, { started: false, message });
      return undefined;
    }
  })();
  return async () => {
    await (await started)?.stop();
    await rm(root, { recursive: true, force: true });
  };
}
