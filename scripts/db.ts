/**
 * `npm run db`: a local PostgreSQL for the site's content store, its data kept in .db/ (or
 * `--dir`), on the port it had last time (or `--port`, else a free one). Creates the database
 * `about_site` when missing, prints its URL, and runs until SIGINT or SIGTERM stops the server.
 */
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './localStack';
import { startCluster } from './postgres/cluster';
import { createDatabase } from './postgres/databases';

const DATABASE_NAME = 'about_site';
/** Where the cluster's port is kept between runs, so the printed URL stays the same. */
const PORT_FILE = 'about-site.port';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}

/** Last run's port, unless something else has taken it since. */
async function savedPort(dir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dir, PORT_FILE), 'utf8').catch(() => '');
  const port = Number(text.trim());
  return Number.isInteger(port) && port > 0 && (await isFree(port)) ? port : undefined;
}

function portOption(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`--port ${value}: not a port.`);
  return port;
}

/** Resolves with the first SIGINT or SIGTERM, keeping the process up until then; a second one exits at once. */
function stopSignal(): Promise<NodeJS.Signals> {
  // Signal handlers alone do not keep Node running.
  const keepAlive = setInterval(() => undefined, 60_000);
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      clearInterval(keepAlive);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' } },
  });
  const stopped = stopSignal();
  const dir = path.resolve(values.dir ?? path.join(ROOT, '.db'));
  const port = values.port === undefined ? await savedPort(dir) : portOption(values.port);
  const cluster = await startCluster({ dir, port, keep: true });
  try {
    await writeFile(path.join(dir, PORT_FILE), `${cluster.port}\n`);
    const url = await createDatabase(cluster.url, DATABASE_NAME, { ifMissing: true });
    console.log(`DATABASE_URL=${url}`);
    console.log(`Run the site on it: CONTENT_STORE=postgres DATABASE_URL=${url} npm start`);
    console.log(`PostgreSQL ${cluster.dir} listens on 127.0.0.1:${cluster.port}; Ctrl-C stops it.`);
    const signal = await stopped;
    console.log(`${signal}: stopping PostgreSQL (its data stays in ${cluster.dir})`);
  } finally {
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
