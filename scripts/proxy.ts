/**
 * `npm run proxy`: the site behind a shared cache, as in production. Builds the site (not with
 * `--no-build`), starts `--instances N` instances of the server (default 2) and nginx with
 * deploy/nginx.conf in front of them, its upstream written for the instances started, and stops
 * them all on SIGINT or SIGTERM, or when one of them dies.
 *
 *   npm run proxy [-- --store folder|postgres] [--instances N] [--database-url URL] [--no-build]
 *
 * `--store folder` (the default): every instance watches the one content folder (CONTENT_DIR,
 * default ./content). `--store postgres`: the instances follow one PostgreSQL database; without
 * `--database-url`, a PostgreSQL cluster of its own in a temporary folder (scripts/postgres),
 * removed at the end, into which the first instance imports the content folder as version 1.
 * nginx's pid, access log and cache live in a temporary folder, removed at the end.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFleetInstances, writeFleetConfig, type FleetStore } from './fleetStack';
import { buildSite, findOrInstall, INSTANCE_PORTS, PROXY_PORT, startNginx } from './localStack';
import { startCluster, type Cluster } from './postgres/cluster';
import { createDatabase } from './postgres/databases';
import { ProcessGroup, runWithGroup } from './processGroup';

const USAGE =
  'usage: npm run proxy [-- --store folder|postgres] [--instances N] [--database-url URL] [--no-build]';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'folder' },
    instances: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const count = Number(values.instances);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  console.error(`--instances ${values.instances}: a whole number from 1 to 16.\n${USAGE}`);
  process.exit(2);
}
if (values.store !== 'folder' && values.store !== 'postgres') {
  console.error(`--store ${values.store}: folder or postgres.\n${USAGE}`);
  process.exit(2);
}
if (values['database-url'] !== undefined && values.store !== 'postgres') {
  console.error(`--database-url needs --store postgres.\n${USAGE}`);
  process.exit(2);
}
const storeKind = values.store;

/** The instances' ports: 4174 and up, as deploy/nginx.conf names the first two. */
const ports = Array.from({ length: count }, (_, index) => INSTANCE_PORTS[0] + index);
const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');

const group = new ProcessGroup();
const temporary = mkdtempSync(path.join(os.tmpdir(), 'about-site-proxy-'));
// Under root nginx's workers run as nobody and PostgreSQL as postgres: both must enter it.
chmodSync(temporary, 0o755);
const prefix = path.join(temporary, 'nginx');
let cluster: Cluster | undefined;
process.once('exit', () => {
  rmSync(temporary, { recursive: true, force: true });
});

/** The database the instances follow: the one named, or one in a cluster of this run's. */
async function postgresStore(): Promise<FleetStore> {
  const named = values['database-url'];
  if (named !== undefined) return { kind: 'postgres', databaseUrl: named };
  cluster = await startCluster({ dir: path.join(temporary, 'postgres') });
  return { kind: 'postgres', databaseUrl: await createDatabase(cluster.url, 'about_site') };
}

await runWithGroup(group, async (stopRequested) => {
  try {
    const nginx = findOrInstall('nginx', 'nginx');
    if (!values['no-build']) buildSite();
    const store: FleetStore = storeKind === 'postgres' ? await postgresStore() : { kind: 'folder' };
    const instances = await startFleetInstances(group, {
      store,
      ports,
      contentDir: () => contentDir,
    });
    const file = path.join(temporary, 'nginx.conf');
    writeFleetConfig(file, { port: PROXY_PORT, instancePorts: ports });
    mkdirSync(prefix, { recursive: true });
    const proxy = await startNginx(group, nginx, { prefix, file, port: PROXY_PORT });
    const where =
      store.kind === 'postgres'
        ? `the PostgreSQL store, DATABASE_URL=${store.databaseUrl}`
        : `the folder store, ${contentDir}`;
    console.log(
      `Behind nginx: http://127.0.0.1:${PROXY_PORT}/about (${count} instance(s) on :${ports.join(
        ', :',
      )}, ${where}; access log ${path.join(prefix, 'access.log')}). Ctrl-C stops.`,
    );
    if (store.kind === 'postgres') {
      console.log(
        `Publish to it: CONTENT_STORE=postgres DATABASE_URL=${store.databaseUrl} npm run content:import -- DIR`,
      );
    }

    const firstExit = Promise.race(
      [...instances, proxy].map(async (child) => `${child.name} exited (${await child.exited})`),
    );
    const died = await Promise.race([stopRequested, firstExit]);
    if (died) throw new Error(`${died}; stopping the others.`);
  } finally {
    // The instances first (they drain), then their database.
    await group.stopAll();
    await cluster?.stop();
  }
});
