import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, pickEncoding } from '../../../../server/site/pageEncodings';

describe('a page in the encodings it is sent in', () => {
  it('holds the same page as brotli, gzip and as it is', async () => {
    const html = `<!doctype html><p>${'Quayline é '.repeat(200)}</p>`;
    const page = await encodePage(html);
    expect(page.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length);
  });
});

describe('the encoding a client gets', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
    ['GZip, BR', 'br'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%s gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('answers the same for a header asked again, however many others came between', () => {
    const first = pickEncoding('gzip;q=0.9, br;q=0.8');
    for (let variant = 0; variant < 500; variant += 1) {
      expect(pickEncoding(`gzip;q=0.${String((variant % 9) + 1)}, x-${String(variant)}`)).toBe(
        'gzip',
      );
    }
    expect(pickEncoding('gzip;q=0.9, br;q=0.8')).toBe(first);
    expect(first).toBe('gzip');
  });
});
