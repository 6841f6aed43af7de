import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and media are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/** Smaller files gain next to nothing: the headers outweigh what a compressed copy saves. */
export const MIN_BYTES = 1024;

/** What was written for one file: its size and the size of each copy kept (bytes). */
export interface PrecompressedFile {
  /** Path relative to the folder, with `/` separators. */
  file: string;
  bytes: number;
  br: number | undefined;
  gz: number | undefined;
}

/** Files (relative paths) under `folder`, leaving out dot folders such as Vite's `.vite/`. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.split(path.sep).some((part) => part.startsWith('.'))) continue;
    if ((await stat(path.join(folder, entry))).isFile()) files.push(entry);
  }
  return files.sort();
}

async function writeIfSmaller(target: string, data: Buffer, limit: number) {
  if (data.length >= limit) return undefined;
  await writeFile(target, data);
  return data.length;
}

async function precompressFile(folder: string, file: string): Promise<PrecompressedFile> {
  const source = path.join(folder, file);
  const data = await readFile(source);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    file: file.split(path.sep).join('/'),
    bytes: data.length,
    br: await writeIfSmaller(`${source}.br`, br, data.length),
    gz: await writeIfSmaller(`${source}.gz`, gz, data.length),
  };
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of
 * at least `MIN_BYTES` in `folder`, so the server sends them without compressing on each request.
 * A copy that would not be smaller than the original is not written: the server then falls back
 * to the original. Dot folders are skipped (they are never served).
 */
export async function precompress(folder: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.test(file));
  const sized = await Promise.all(
    files.map(async (file) => ({ file, bytes: (await stat(path.join(folder, file))).size })),
  );
  return Promise.all(
    sized
      .filter(({ bytes }) => bytes >= MIN_BYTES)
      .map(({ file }) => precompressFile(folder, file)),
  );
}
