// Makes sure Debian's Chromium is there for the end-to-end tests, installing it with apt
// when it is missing and we are root. Playwright never downloads a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function install() {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${wanted}; install it: apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    {
      stdio: 'inherit',
      env,
    },
  );
}

if (!existsSync(wanted)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH points to ${wanted}, which does not exist.`);
    process.exit(1);
  }
  install();
}
