import { describe, expect, it } from 'vitest';
import { negotiateFormat } from '../../../../../server/emulator/media/negotiate';

describe('negotiateFormat', () => {
  it.each([
    // Browsers' image requests.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'jpeg', 'avif'],
    ['image/webp,image/avif,image/jxl,image/heic,image/*,*/*;q=0.8', 'jpeg', 'avif'],
    ['image/webp,*/*', 'jpeg', 'webp'],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'jpeg', 'jpeg'],
    // No header, wildcards only, or an empty one: the original.
    [undefined, 'jpeg', 'jpeg'],
    ['', 'png', 'png'],
    ['*/*', 'png', 'png'],
    ['image/*', 'jpeg', 'jpeg'],
    // Case, spaces and q values.
    ['IMAGE/AVIF', 'jpeg', 'avif'],
    [' image/webp ; q=0.9 , */*', 'png', 'webp'],
    ['image/avif;q=0, image/webp', 'jpeg', 'webp'],
    ['image/avif;q=0, image/webp;q=0.0', 'jpeg', 'jpeg'],
    ['image/avif;q=0.5, image/webp;q=0.9', 'jpeg', 'webp'],
    ['image/avif;q=0.9, image/webp;q=0.9', 'jpeg', 'avif'],
    ['image/avif;q=nonsense', 'jpeg', 'avif'],
    ['image/avif;q=1.2.3, image/webp;q=0.5', 'jpeg', 'avif'],
    ['image/avif;q=-1, image/webp', 'jpeg', 'webp'],
    // Not an exact type.
    ['image/avifx, image/web', 'jpeg', 'jpeg'],
    // A WebP original that the client takes as WebP is sent as it is.
    ['image/webp', 'webp', 'webp'],
    ['image/avif', 'webp', 'avif'],
  ] as const)('Accept %j with a %s original gives %s', (accept, original, expected) => {
    expect(negotiateFormat(accept, original)).toBe(expected);
  });
});
