/**
 * `npm run proxy`: the site behind a shared cache, as in production. Builds the site (not with
 * `--no-build`), starts two instances of the server and nginx with deploy/nginx.conf in front of
 * them, on the ports that file names, and stops all three on SIGINT or SIGTERM, or when one of
 * them dies. nginx's pid, access log and cache live in a temporary folder, removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildSite,
  findOrInstall,
  INSTANCE_PORTS,
  NGINX_CONF,
  PROXY_PORT,
  startInstance,
  startNginx,
} from './localStack';
import { ProcessGroup, runWithGroup } from './processGroup';

const group = new ProcessGroup();
const prefix = mkdtempSync(path.join(os.tmpdir(), 'about-site-proxy-'));
process.once('exit', () => {
  rmSync(prefix, { recursive: true, force: true });
});

await runWithGroup(group, async (stopRequested) => {
  const nginx = findOrInstall('nginx', 'nginx');
  if (!process.argv.includes('--no-build')) buildSite();
  const instances = await Promise.all(
    INSTANCE_PORTS.map((port, index) =>
      startInstance(group, { name: `instance ${index + 1} (:${port})`, port }),
    ),
  );
  const proxy = await startNginx(group, nginx, { prefix, file: NGINX_CONF, port: PROXY_PORT });
  console.log(
    `Behind nginx: http://127.0.0.1:${PROXY_PORT}/about (instances on :${INSTANCE_PORTS.join(
      ' and :',
    )}; access log ${path.join(prefix, 'access.log')}). Ctrl-C stops.`,
  );

  const firstExit = Promise.race(
    [...instances, proxy].map(async (child) => `${child.name} exited (${await child.exited})`),
  );
  const died = await Promise.race([stopRequested, firstExit]);
  if (died) throw new Error(`${died}; stopping the others.`);
});
