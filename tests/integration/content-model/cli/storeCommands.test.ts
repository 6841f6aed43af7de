import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportCommand,
  historyCommand,
  importCommand,
  restoreCommand,
} from '../../../../content-model/cli/storeCommands';
import { makeContentDir } from '../../../support/fixtureContent';
import { useFreshDatabase } from '../../../support/postgres';

/** The content store's commands, from a terminal's view: lines printed and exit codes, in both stores. */

const database = useFreshDatabase();
const NEWS = path.join('documents', 'news-a.json');

async function retitle(dir: string, title: string): Promise<void> {
  const file = path.join(dir, NEWS);
  const doc = JSON.parse(await readFile(file, 'utf8')) as object;
  await writeFile(file, `${JSON.stringify({ ...doc, title }, null, 2)}\n`);
}

describe.each(['folder', 'postgres'] as const)('the commands on the %s store', (kind) => {
  let content: Awaited<ReturnType<typeof makeContentDir>>;
  let env: NodeJS.ProcessEnv;
  let root = '';
  const idOf = (line: string | undefined) => /version (\S+)/.exec(line ?? '')?.[1] ?? '';

  beforeAll(async () => {
    content = await makeContentDir();
    root = path.dirname(content.dir);
    env = {
      CONTENT_AUTHOR: 'ana',
      CONTENT_DIR: path.join(root, 'served'),
      ...(kind === 'postgres' ? { CONTENT_STORE: 'postgres', DATABASE_URL: database.url } : {}),
    };
  });

  afterAll(async () => {
    await content.cleanup();
  });

  it('walks import, history, export, import, a stale import, a refused one and a restore', async () => {
    expect(await historyCommand([], env)).toEqual({
      code: 0,
      out: ['nothing is published yet'],
      err: [],
    });

    const first = await importCommand([content.dir, '--message', 'First import'], env);
    expect(first.code).toBe(0);
    expect(first.out[0]).toMatch(/^published: version 1-[0-9a-z]{6} .* ana {2}First import/);
    expect(first.err[0]).toBeUndefined();
    const firstId = idOf(first.out[0]);

    const out = path.join(root, 'exported');
    expect(await exportCommand([out], env)).toMatchObject({
      code: 0,
      out: [`exported version ${firstId} into ${out}`],
    });
    expect((await readFile(path.join(out, '.content-version'), 'utf8')).trim()).toBe(firstId);
    expect(await importCommand([out], env)).toMatchObject({
      code: 0,
      out: [`nothing to publish: the content equals version ${firstId}`],
    });

    const stale = path.join(root, 'stale');
    await cp(out, stale, { recursive: true });
    await retitle(out, 'Edited after export');
    const second = await importCommand([out, '--message', 'Retitled'], env);
    expect(second.code).toBe(0);
    expect(second.out[0]).toMatch(
      /^published: version 2-.*Retitled {2}\[documents\/news-a\.json: 1 field changed\]/,
    );
    const secondId = idOf(second.out[0]);

    await retitle(stale, 'Edited on an old export');
    const behind = await importCommand([stale], env);
    expect(behind.code).toBe(1);
    expect(behind.err[0]).toBe(`the folder was made from version ${firstId}; published since:`);
    expect(behind.err[1]).toMatch(new RegExp(`^ {2}${secondId} .* ana {2}Retitled`));

    await writeFile(path.join(stale, NEWS), '{ "title": ');
    const refused = await importCommand([stale, '--force'], env);
    expect(refused.code).toBe(1);
    expect(refused.err.at(-1)).toMatch(/^not published: \d+ problem\(s\); nothing changed$/);
    expect(refused.err.filter((line) => line.startsWith('documents/news-a.json:'))).not.toEqual([]);

    const history = await historyCommand([], env);
    expect(history.out.map((line) => line.split(' ')[0])).toEqual([secondId, firstId]);

    const restored = await restoreCommand([firstId], env);
    expect(restored.code).toBe(0);
    expect(restored.out[0]).toMatch(
      new RegExp(`^restored ${firstId}: version 3-.*\\(restores ${firstId}\\)`),
    );
    expect(await restoreCommand(['9-missing'], env)).toMatchObject({ code: 1 });
    expect(await historyCommand(['--limit', '1'], env)).toMatchObject({
      code: 0,
      out: [expect.stringMatching(/^3-/)],
    });
  });

  it('names what is wrong with its arguments', async () => {
    expect(await importCommand([], env)).toMatchObject({ code: 2 });
    expect(await historyCommand(['--limit', 'many'], env)).toMatchObject({
      code: 2,
      err: ['--limit takes a whole number above 0', expect.stringContaining('usage')],
    });
  });
});
