import { describe, expect, it } from 'vitest';
import { MIN_IMAGE_WIDTH, clampImageWidth, resizedUrl } from '@about-site/sdk/images';

describe('clampImageWidth', () => {
  it('raises widths below 100 and rounds', () => {
    expect(MIN_IMAGE_WIDTH).toBe(100);
    expect(clampImageWidth(50)).toBe(100);
    expect(clampImageWidth(-10)).toBe(100);
    expect(clampImageWidth(100)).toBe(100);
    expect(clampImageWidth(640.4)).toBe(640);
  });

  it('gives undefined for NaN and infinity', () => {
    expect(clampImageWidth(Number.NaN)).toBeUndefined();
    expect(clampImageWidth(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('resizedUrl without an optimiser', () => {
  it('adds ?width= to a url without a query', () => {
    expect(resizedUrl('https://cdn.example.com/a.png', 640)).toBe(
      'https://cdn.example.com/a.png?width=640',
    );
  });

  it('adds &width= after an existing query', () => {
    expect(resizedUrl('/s/sfsites/c/cms/delivery/media/MC1?version=1.1&channelId=0ap1', 960)).toBe(
      '/s/sfsites/c/cms/delivery/media/MC1?version=1.1&channelId=0ap1&width=960',
    );
  });

  it('replaces an existing width and keeps the hash', () => {
    expect(resizedUrl('/img/a.png?width=10&v=2#x', 1920)).toBe(
      '/sfsites/c/img/a.png?v=2&width=1920#x',
    );
  });

  it('clamps the width to at least 100', () => {
    expect(resizedUrl('/a.png', 20)).toBe('/a.png?width=100');
  });

  it('resolves platform media paths under the base path first', () => {
    expect(resizedUrl('/cms/delivery/media/MC1', 640, { basePath: '/s' })).toBe(
      '/s/sfsites/c/cms/delivery/media/MC1?width=640',
    );
  });

  it('leaves the url unsized for a NaN width', () => {
    expect(resizedUrl('/a.png', Number.NaN)).toBe('/a.png');
  });
});

describe('resizedUrl with the Cloudflare optimiser', () => {
  it('uses the CDN resizing path for a site path', () => {
    expect(
      resizedUrl('/cms/delivery/media/MC1?version=1.1', 640, {
        optimizer: 'Cloudflare',
        basePath: '/s',
      }),
    ).toBe('/cdn-cgi/image/width=640,format=auto/s/sfsites/c/cms/delivery/media/MC1?version=1.1');
  });

  it('uses the CDN resizing path for an absolute url', () => {
    expect(resizedUrl('https://cdn.example.com/a.png', 50, { optimizer: 'Cloudflare' })).toBe(
      '/cdn-cgi/image/width=100,format=auto/https://cdn.example.com/a.png',
    );
  });

  it('does nothing special when the optimiser is none', () => {
    expect(resizedUrl('/a.png', 640, { optimizer: 'none' })).toBe('/a.png?width=640');
  });
});

describe('resizedUrl with other urls', () => {
  it('returns a data image as is', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(resizedUrl(png, 640, { optimizer: 'Cloudflare' })).toBe(png);
  });

  it.each([
    'javascript:alert(1)',
    'http://cdn.example.com/a.png',
    'data:image/svg+xml,x',
    '//evil.example/a.png',
    '',
  ])('gives undefined for the invalid image url %j', (url) => {
    expect(resizedUrl(url, 640)).toBeUndefined();
  });
});
