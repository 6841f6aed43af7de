// Creating and dropping a cluster's databases, as the superuser.
import pg from 'pg';

/** Database names the helpers accept: lower case, digits and `_`, so they need no quoting. */
const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkedName(name: string): string {
  if (!NAME.test(name)) {
    throw new Error(
      `Not a database name the project uses: "${name}" (a-z, 0-9 and _, at most 63).`,
    );
  }
  return name;
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${checkedName(name)}`;
  return next.toString();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Whether the cluster of `adminUrl` has a database `name`. */
export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
}

/**
 * Creates the database `name` in the cluster of `adminUrl` (a superuser's URL) and returns its URL;
 * with `ifMissing`, an existing one is kept.
 */
export async function createDatabase(
  adminUrl: string,
  name: string,
  options: { ifMissing?: boolean } = {},
): Promise<string> {
  checkedName(name);
  if (!(options.ifMissing && (await databaseExists(adminUrl, name)))) {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  }
  return databaseUrl(adminUrl, name);
}

/** Drops the database `name`, ending its sessions first; nothing when there is none. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  checkedName(name);
  await withClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
