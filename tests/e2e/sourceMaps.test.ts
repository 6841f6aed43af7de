/**
 * The build keeps its source maps (with the full sources) out of what the server serves: none
 * in the site folder, no script pointing at one, and no map answered by the server.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSite, type RunningSite } from './support/harness';

let site: RunningSite;
let siteDir: string;

beforeAll(async () => {
  siteDir = inject('siteDir');
  site = await startSite();
});
afterAll(async () => {
  await site.close();
});

describe('source maps', () => {
  it('are built beside the site, not in it, and no served file names one', async () => {
    const served = await readdir(siteDir, { recursive: true });
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = served.filter((file) => /\.(js|css)$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(await readFile(path.join(siteDir, file), 'utf8'), file).not.toContain(
        'sourceMappingURL',
      );
    }
    const maps = await readdir(path.join(path.dirname(siteDir), 'sourcemaps'), { recursive: true });
    expect(maps.filter((file) => file.endsWith('.js.map')).length).toBeGreaterThan(0);
  });

  it('are never answered by the server', async () => {
    const maps = await readdir(path.join(path.dirname(siteDir), 'sourcemaps'), { recursive: true });
    const map = maps.find((file) => file.endsWith('.js.map')) ?? '';
    const response = await fetch(site.url(`/${map.split(path.sep).join('/')}`));
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"sourcesContent"');
  });
});
