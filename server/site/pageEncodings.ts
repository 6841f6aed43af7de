import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A rendered page in each encoding it is sent in, compressed once, when it is rendered. */
export type EncodedPage = Readonly<Record<PageEncoding, Buffer>>;

/**
 * Compresses a page once, off the event loop (zlib's thread pool). Brotli at quality 8: on the
 * About page (78 KB) 9 bytes larger than quality 9 at about 2 ms instead of 110-140 ms, which
 * had made the compression cost as much CPU as the render itself (quality 9 changes brotli's
 * match finder). Pages served again are refined to 11 in the background (`finestBrotli`).
 */
export async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 8,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * A page's brotli form at quality 11, the smallest brotli makes (about a tenth smaller than 9 on
 * a page) at several times the time: for pages served again and again, so a page fits in fewer
 * of the first round trips of a new connection. Off the event loop, like `encodePage`.
 */
export async function finestBrotli(identity: Buffer): Promise<Buffer> {
  return brotliAsync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
}

/** Most distinct `Accept-Encoding` values remembered: browsers send a handful. */
const REMEMBERED_HEADERS = 64;

const negotiator = new Negotiator({
  supportedValues: ['br', 'gzip'],
  // A page hit asks the same question thousands of times a second; a client sending endless
  // variants cannot make the memo grow.
  cache: new LRUCache<string, string>({ max: REMEMBERED_HEADERS }),
});

/**
 * The encoding the client prefers of brotli and gzip (its q-values decide; names in any case),
 * else identity.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  return negotiator.negotiate((acceptEncoding ?? '').toLowerCase()) ?? 'identity';
}
