/**
 * Serves the Puck harness: its production build (`dist/bench-puck`, built by this bench with
 * `puck/vite.config.ts`), the page as Puck's data, and the picture its images show. Compressed
 * as our server compresses the editor's files (brotli), so the two editors' loads compare.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ROOT } from '../../scripts/localStack';

const BUILD = path.join(ROOT, 'dist', 'bench-puck');
const PICTURE = path.join(
  ROOT,
  'tests/fixtures/content-overlays/e2e/media/MCMN3SAVUSPRTE43BWFVONBGCJ56.jpg',
);
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.jpg': 'image/jpeg',
};

/** Builds the harness (a second or two): the bench always measures the Puck of node_modules. */
export function buildPuckHarness(): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'error', '--config', 'bench/editor/puck/vite.config.ts'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

export interface PuckServer {
  /** The editor's address, `http://127.0.0.1:<port>/`. */
  url: string;
  close: () => Promise<void>;
}

export async function startPuckServer(benchData: unknown): Promise<PuckServer> {
  const data = Buffer.from(JSON.stringify(benchData));
  // Compressed once, as our server keeps its compressed files: no request waits on brotli twice.
  const compressed = new Map<string, Buffer>();
  const brotli = (file: string, body: Buffer) => {
    const known = compressed.get(file) ?? brotliCompressSync(body);
    compressed.set(file, known);
    return known;
  };
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = pathname === '/' ? '/index.html' : pathname;
    const read =
      file === '/bench-data.json'
        ? Promise.resolve(data)
        : file === '/picture.jpg'
          ? readFile(PICTURE)
          : readFile(path.join(BUILD, path.normalize(file).replace(/^(\.\.[/\\])+/, '')));
    read.then(
      (body) => {
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        const compress = type !== 'image/jpeg';
        response.writeHead(200, {
          'content-type': type,
          'cache-control': file.startsWith('/assets/') ? 'public, max-age=31536000' : 'no-cache',
          ...(compress ? { 'content-encoding': 'br' } : {}),
        });
        response.end(compress ? brotli(file, body) : body);
      },
      () => {
        response.writeHead(404).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
