// Installs what the project's scripts need from Debian (Chromium for the end-to-end tests, nginx
// and wrk for the proxy and the server benchmark), so a fresh machine needs nothing by hand.
import { execFileSync } from 'node:child_process';

/** Installs Debian `packages` with apt-get; only root can, so anyone else gets the command to run. */
export function aptInstall(what, packages) {
  const command = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0)
    throw new Error(`${what} is missing; install it as root: ${command}`);
  console.log(`Installing ${packages.join(', ')} with apt for ${what}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}
