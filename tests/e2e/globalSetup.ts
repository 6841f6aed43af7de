import path from 'node:path';
import { build } from 'vite';

/** Builds the site once (into dist/site, as `npm start` does) before the end-to-end tests. */
export default async function setup(): Promise<void> {
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
}
