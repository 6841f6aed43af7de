import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress } from '../../../../scripts/build/precompress';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  await mkdir(path.join(folder, 'assets'));
  await mkdir(path.join(folder, '.vite'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const text = (bytes: number) => 'const answer = 42; // compressible\n'.repeat(bytes / 35 + 1);

describe('precompress', () => {
  it('writes brotli and gzip copies that decode to the original', async () => {
    const script = text(4000);
    await writeFile(path.join(folder, 'assets', 'index.js'), script);
    const [result] = await precompress(folder);
    expect(result?.file).toBe('assets/index.js');
    const br = await readFile(path.join(folder, 'assets', 'index.js.br'));
    const gz = await readFile(path.join(folder, 'assets', 'index.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(result).toEqual({
      file: 'assets/index.js',
      bytes: script.length,
      br: br.length,
      gz: gz.length,
    });
  });

  it('compresses every text type and leaves other files, small files and dot folders alone', async () => {
    for (const name of ['a.css', 'b.html', 'c.svg', 'd.json', 'e.txt', 'f.mjs']) {
      await writeFile(path.join(folder, name), text(2000));
    }
    await writeFile(path.join(folder, 'photo.png'), text(2000));
    await writeFile(path.join(folder, 'app.js.map'), text(2000));
    await writeFile(path.join(folder, 'small.js'), text(MIN_BYTES - 100).slice(0, MIN_BYTES - 1));
    await writeFile(path.join(folder, '.vite', 'manifest.json'), text(2000));
    const results = await precompress(folder);
    expect(results.map((result) => result.file).sort()).toEqual([
      'a.css',
      'b.html',
      'c.svg',
      'd.json',
      'e.txt',
      'f.mjs',
    ]);
    const written = (await readdir(folder, { recursive: true })).filter((name) =>
      /\.(br|gz)$/.test(name),
    );
    expect(written).toHaveLength(12);
    expect(written.some((name) => /photo|map|small|manifest/.test(name))).toBe(false);
  });

  it('writes no copy that would not be smaller than the original', async () => {
    await writeFile(path.join(folder, 'noise.js'), randomBytes(4096));
    const [result] = await precompress(folder);
    expect(result).toMatchObject({ file: 'noise.js', br: undefined, gz: undefined });
    expect(await readdir(folder)).not.toContain('noise.js.gz');
    expect(await readdir(folder)).not.toContain('noise.js.br');
  });
});
