import { execFileSync } from 'node:child_process';
import { mkdir, open, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchTimings } from '../../../content-model/watchContent';
import { CHANNEL_CONTENTS, KEYS } from '../support/fixtureIds';
import { makeContentDir } from '../../support/fixtureContent';
import { startLoggedServer, type LogLine } from '../support/loggedServer';
import type { TestServer } from '../support/testServer';

interface ContentHealth {
  result: 'ok' | 'pending' | 'failed';
  files?: { file: string; problems: string[] }[];
}

const NEWS_FILE = path.join('documents', 'news-a.json');
/** What the issue promises: a save is served within 2 s (the defaults: settle 150 ms, re-scan 2 s). */
const WITHIN_2_S = { timeout: 2000, interval: 25 };
const ERROR = 50;

let contentDir: string;
let cleanup: () => Promise<void>;
let server: TestServer;
let log: LogLine[];

/** Quicker than the defaults, for the tests that wait for a re-scan or a refusal. */
const QUICK: WatchTimings = { settleMs: 100, quietMs: 300, rescanMs: 300 };

/** The real server on the content copy, its log kept; the defaults of `npm start` unless told. */
async function start(publishTimings?: WatchTimings): Promise<void> {
  ({ server, log } = await startLoggedServer({
    contentDir,
    ...(publishTimings ? { publishTimings } : {}),
  }));
}

beforeEach(async () => {
  ({ dir: contentDir, cleanup } = await makeContentDir());
  log = [];
});
afterEach(async () => {
  await server.close();
  await cleanup();
});

const inContent = (file: string) => path.join(contentDir, file);

async function newsTitle(): Promise<string> {
  const answer = await server.fetch(`${CHANNEL_CONTENTS}/${KEYS.newsA}`);
  return ((await answer.json()) as { title: string }).title;
}

async function contentHealth(): Promise<ContentHealth> {
  return ((await (await server.fetch('/healthz')).json()) as { content: ContentHealth }).content;
}

/** news-a.json as saved with `title`, and `padding` spaces before its last brace. */
async function newsText(title: string, padding = 0): Promise<string> {
  const doc = JSON.parse(await readFile(inContent(NEWS_FILE), 'utf8')) as { title: string };
  return `${JSON.stringify({ ...doc, title }, null, 2).slice(0, -1)}${' '.repeat(padding)}}`;
}

/** Saves as vim, `sed -i` and JetBrains' safe write do: a temporary file renamed over it. */
async function saveByRename(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.tmp`);
  await writeFile(temporary, text);
  await rename(temporary, file);
}

describe('saving content', () => {
  it('publishes ten saves, by rename and in place, interleaved, each within 2 s', async () => {
    await start();
    for (let save = 1; save <= 10; save += 1) {
      const title = `Save ${String(save)}`;
      const text = await newsText(title);
      if (save % 2 === 1) await saveByRename(inContent(NEWS_FILE), text);
      else await writeFile(inContent(NEWS_FILE), text);
      await expect.poll(newsTitle, WITHIN_2_S).toBe(title);
      await expect.poll(async () => (await contentHealth()).result, WITHIN_2_S).toBe('ok');
    }
  });

  it('follows a folder swapped in under its name, and publishes an edit made in it', async () => {
    await start(QUICK);
    const next = `${contentDir}.new`;
    execFileSync('cp', ['-a', contentDir, next]);
    await rename(contentDir, `${contentDir}.old`);
    await rename(next, contentDir);
    try {
      await writeFile(inContent(NEWS_FILE), await newsText('Edited after the swap'));
      await expect.poll(newsTitle, WITHIN_2_S).toBe('Edited after the swap');
      await expect.poll(async () => (await contentHealth()).result, WITHIN_2_S).toBe('ok');
    } finally {
      await rm(`${contentDir}.old`, { recursive: true, force: true });
    }
  });

  it('keeps a large file written slowly pending, never failed, and logs no error for it', async () => {
    await start();
    const text = await newsText('Written slowly', 600_000);
    const chunks = 10;
    const size = Math.ceil(text.length / chunks);
    const seen = new Set<string>();
    const file = await open(inContent(NEWS_FILE), 'w');
    try {
      for (let chunk = 0; chunk < chunks; chunk += 1) {
        await file.write(text.slice(chunk * size, (chunk + 1) * size));
        await file.sync();
        const waited = Date.now();
        while (Date.now() - waited < 200) {
          seen.add((await contentHealth()).result);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    } finally {
      await file.close();
    }
    await expect.poll(newsTitle, WITHIN_2_S).toBe('Written slowly');
    await expect.poll(async () => (await contentHealth()).result, WITHIN_2_S).toBe('ok');
    expect(seen).toContain('pending');
    expect(seen).not.toContain('failed');
    expect(log.filter((line) => line.level >= ERROR)).toEqual([]);
  });
});

const HOSTILE_FILES: [string, (file: string, outside: string) => Promise<void>][] = [
  [
    'a FIFO',
    (file) => {
      execFileSync('mkfifo', [file]);
      return Promise.resolve();
    },
  ],
  ['a symbolic link to /dev/zero', (file) => symlink('/dev/zero', file)],
  ['a symbolic link out of the folder', (file, outside) => symlink(outside, file)],
];

describe('a content file that is no regular file inside the folder', () => {
  it.each(HOSTILE_FILES)(
    'reports %s by name in /healthz, keeps answering, and publishes again once it is removed',
    async (_kind, make) => {
      await start(QUICK);
      const outsideDir = `${contentDir}-outside`;
      await mkdir(outsideDir);
      const outside = path.join(outsideDir, 'elsewhere.json');
      await writeFile(outside, '{"secret":"NEVER-QUOTED"}');
      const file = inContent(path.join('documents', 'hostile.json'));
      try {
        await make(file, outside);
        await expect.poll(async () => (await contentHealth()).result, WITHIN_2_S).toBe('failed');
        const { files } = await contentHealth();
        expect(files?.map((entry) => entry.file)).toEqual([path.join('documents', 'hostile.json')]);
        expect((await server.fetch('/about')).status).toBe(200);
        expect(await newsTitle()).toBe('News A');
        expect(JSON.stringify(log)).not.toContain('NEVER-QUOTED');

        await unlink(file);
        await expect.poll(async () => (await contentHealth()).result, WITHIN_2_S).toBe('ok');
        await writeFile(inContent(NEWS_FILE), await newsText('Published again'));
        await expect.poll(newsTitle, WITHIN_2_S).toBe('Published again');
      } finally {
        await rm(outsideDir, { recursive: true, force: true });
      }
    },
  );
});
