// Makes sure Debian's Chromium is there for the end-to-end tests, installing it with apt
// when it is missing and we are root. Playwright never downloads a browser of its own.
import { existsSync } from 'node:fs';
import { aptInstall } from './aptInstall.mjs';

const wanted = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(wanted)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH points to ${wanted}, which does not exist.`);
    process.exit(1);
  }
  try {
    aptInstall(`Chromium (${wanted})`, ['chromium', 'fonts-liberation']);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
