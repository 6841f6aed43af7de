import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isScratch, watchContent, type ContentWatch } from '../../../content-model/watchContent';

const TIMINGS = { settleMs: 20, quietMs: 100, rescanMs: 50 };
const SOON = { timeout: 2000, interval: 20 };

let base: string;
let dir: string;
let watch: ContentWatch | undefined;
/** The folders a watcher was started on, by identity: a stand-in that never tells of a change. */
let watcherStarts: number;
let published: string[];

const deaf = { ready: Promise.resolve(), close: () => Promise.resolve() };

/** Watches `dir` with a watcher that misses every change: only the re-scan sees them. */
async function watchWithDeafWatcher(): Promise<ContentWatch> {
  const started = watchContent({
    ...TIMINGS,
    dir,
    load: () => readFile(path.join(dir, 'site.json'), 'utf8'),
    onValid: (text) => published.push(text),
    onInvalid: () => undefined,
    watchFolder: () => {
      watcherStarts += 1;
      return deaf;
    },
    watchEntry: () => deaf,
  });
  await started.ready;
  return started;
}

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'watch-content-'));
  dir = path.join(base, 'content');
  await mkdir(dir);
  await writeFile(path.join(dir, 'site.json'), 'v1');
  watcherStarts = 0;
  published = [];
});
afterEach(async () => {
  await watch?.close();
  watch = undefined;
  await rm(base, { recursive: true, force: true });
});

describe('watchContent', () => {
  it('publishes a save by rename that the watcher missed, at the next re-scan', async () => {
    watch = await watchWithDeafWatcher();
    await writeFile(path.join(dir, 'site.json.tmp'), 'v2');
    await rename(path.join(dir, 'site.json.tmp'), path.join(dir, 'site.json'));
    await expect.poll(() => published.at(-1), SOON).toBe('v2');
    expect(watch.state().result).toBe('ok');
  });

  it('follows the folder when another is swapped in under its name', async () => {
    watch = await watchWithDeafWatcher();
    expect(watcherStarts).toBe(1);
    const next = path.join(base, 'content.new');
    await mkdir(next);
    await writeFile(path.join(next, 'site.json'), 'swapped');
    await rename(dir, path.join(base, 'content.old'));
    await rename(next, dir);
    await expect.poll(() => published.at(-1), SOON).toBe('swapped');
    expect(watcherStarts).toBe(2);
  });

  it('publishes nothing for scratch files', async () => {
    watch = await watchWithDeafWatcher();
    await writeFile(path.join(dir, '.site.json.swp'), 'x');
    await writeFile(path.join(dir, 'site.json~'), 'x');
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.rescanMs * 4));
    expect(published).toEqual([]);
    expect(watch.state().result).toBe('ok');
  });
});

describe('isScratch', () => {
  it("names editors' swap and backup files and dot folders, not content", () => {
    expect(isScratch('.site.json.swp')).toBe(true);
    expect(isScratch('site.json~')).toBe(true);
    expect(isScratch(path.join('.cache', 'site.json'))).toBe(true);
    expect(isScratch(path.join('documents', 'news.json'))).toBe(false);
  });
});
