import { execFileSync } from 'node:child_process';
import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readContentText } from '../../../content-model/contentLimits';
import { ProblemList } from '../../../content-model/problems';
import { contentRoots, readBounded, type ContentRoots } from '../../../content-model/safeRead';

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return { ...actual, stat: vi.fn(actual.stat) };
});

const LIMIT = 1024;
let base: string;
let folder: string;
let roots: ContentRoots;

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'safe-read-'));
  folder = path.join(base, 'content');
  await mkdir(folder);
  roots = await contentRoots([folder]);
});
afterEach(async () => {
  vi.mocked(fsPromises.stat).mockClear();
  await rm(base, { recursive: true, force: true });
});

const inFolder = (name: string) => path.join(folder, name);

describe('readBounded', () => {
  it('reads a regular file, and a link that stays inside the folder', async () => {
    await writeFile(inFolder('site.json'), '{}');
    await symlink('site.json', inFolder('alias.json'));
    await expect(readBounded(inFolder('site.json'), roots, LIMIT)).resolves.toEqual({
      ok: true,
      bytes: Buffer.from('{}'),
    });
    await expect(readBounded(inFolder('alias.json'), roots, LIMIT)).resolves.toMatchObject({
      ok: true,
    });
  });

  it('never opens a FIFO: it answers at once that it is not a regular file', async () => {
    execFileSync('mkfifo', [inFolder('pipe.json')]);
    await expect(readBounded(inFolder('pipe.json'), roots, LIMIT)).resolves.toEqual({
      ok: false,
      reason: { kind: 'not-a-file', what: 'a FIFO (named pipe)' },
    });
  });

  it('refuses a link to /dev/zero as leading out of the folder, without reading it', async () => {
    await symlink('/dev/zero', inFolder('zero.json'));
    await expect(readBounded(inFolder('zero.json'), roots, LIMIT)).resolves.toEqual({
      ok: false,
      reason: { kind: 'outside' },
    });
  });

  it('refuses a device even where links to it are allowed, and reads no byte of it', async () => {
    await symlink('/dev/zero', inFolder('zero.json'));
    const devRoots = await contentRoots([folder, '/dev']);
    await expect(readBounded(inFolder('zero.json'), devRoots, LIMIT)).resolves.toEqual({
      ok: false,
      reason: { kind: 'not-a-file', what: 'a device' },
    });
  });

  it('refuses a link to a JSON file outside the folder', async () => {
    await writeFile(path.join(base, 'secret.json'), '{"token":"s3cret"}');
    await symlink(path.join(base, 'secret.json'), inFolder('secret.json'));
    await expect(readBounded(inFolder('secret.json'), roots, LIMIT)).resolves.toEqual({
      ok: false,
      reason: { kind: 'outside' },
    });
  });

  it('stops at the limit and a byte when the file grows past it between stat and read', async () => {
    const file = inFolder('growing.json');
    await writeFile(file, 'x'.repeat(10));
    const actual = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
    vi.mocked(fsPromises.stat).mockImplementationOnce(async (...args) => {
      const stats = await actual.stat(...args);
      await actual.appendFile(file, 'x'.repeat(LIMIT * 4));
      return stats;
    });
    const read = await readBounded(file, roots, LIMIT);
    expect(read).toEqual({ ok: false, reason: { kind: 'too-large', bytes: LIMIT * 4 + 10 } });
  });

  it('names the problem without quoting the target of an outside link', async () => {
    await writeFile(path.join(base, 'secret.json'), '{"token":"s3cret"}');
    await symlink(path.join(base, 'secret.json'), inFolder('secret.json'));
    const problems = new ProblemList();
    await expect(readContentText(inFolder('secret.json'), problems, roots)).resolves.toBe(
      undefined,
    );
    expect(problems.items).toHaveLength(1);
    expect(problems.items[0]?.message).toMatch(
      /symbolic link to a file outside the content folder/,
    );
    expect(JSON.stringify(problems.items)).not.toContain('s3cret');
  });
});
