import { describe, expect, it } from 'vitest';
import {
  CMS_PATH_PREFIX,
  MEDIA_DELIVERY_PATH,
  getContentKey,
  mediaUrlForKey,
  resolveMediaUrl,
} from '@about-site/sdk/images';

const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

describe('resolveMediaUrl', () => {
  it('serves /cms/ and /img/ paths under the base path and /sfsites/c', () => {
    expect(resolveMediaUrl(`/cms/delivery/media/${KEY}?version=1.1`, { basePath: '/s' })).toBe(
      `/s/sfsites/c/cms/delivery/media/${KEY}?version=1.1`,
    );
    expect(resolveMediaUrl('/img/logo.png', { basePath: '/s' })).toBe('/s/sfsites/c/img/logo.png');
    expect(resolveMediaUrl('/cms/x')).toBe('/sfsites/c/cms/x');
  });

  it('keeps the query of a platform media path (its version)', () => {
    expect(resolveMediaUrl('/cms/delivery/media/MC1?version=AbC-12_x', { basePath: '/s' })).toBe(
      '/s/sfsites/c/cms/delivery/media/MC1?version=AbC-12_x',
    );
    expect(getContentKey('/s/sfsites/c/cms/delivery/media/MC1?version=AbC-12_x')).toBe('MC1');
  });

  it('serves /assets/ paths under the base path only', () => {
    expect(resolveMediaUrl('/assets/images/hero.jpg', { basePath: '/s' })).toBe(
      '/s/assets/images/hero.jpg',
    );
    expect(resolveMediaUrl('/assets/images/hero.jpg')).toBe('/assets/images/hero.jpg');
  });

  it('leaves external urls unchanged', () => {
    expect(resolveMediaUrl('/cms/delivery/media/x', { basePath: '/s', isExternal: true })).toBe(
      '/cms/delivery/media/x',
    );
    expect(resolveMediaUrl('https://cdn.example.com/cms/a.png', { basePath: '/s' })).toBe(
      'https://cdn.example.com/cms/a.png',
    );
  });

  it('leaves other paths unchanged', () => {
    expect(resolveMediaUrl('/s/sfsites/c/cms/delivery/media/x', { basePath: '/s' })).toBe(
      '/s/sfsites/c/cms/delivery/media/x',
    );
    expect(resolveMediaUrl('/cmsx/a.png', { basePath: '/s' })).toBe('/cmsx/a.png');
  });

  it('normalises the base path', () => {
    expect(resolveMediaUrl('/img/a.png', { basePath: 's/' })).toBe('/s/sfsites/c/img/a.png');
  });
});

describe('mediaUrlForKey', () => {
  it('builds the media delivery path under the base path and /sfsites/c', () => {
    expect(mediaUrlForKey(KEY, { basePath: '/s' })).toBe(`/s/sfsites/c/cms/delivery/media/${KEY}`);
    expect(mediaUrlForKey(KEY)).toBe(`${CMS_PATH_PREFIX}${MEDIA_DELIVERY_PATH}/${KEY}`);
  });

  it('encodes the key', () => {
    expect(mediaUrlForKey('a/b?c')).toBe('/sfsites/c/cms/delivery/media/a%2Fb%3Fc');
  });

  it('throws for an empty key', () => {
    expect(() => mediaUrlForKey('  ')).toThrow(TypeError);
  });
});

describe('getContentKey', () => {
  it.each([
    [`/cms/delivery/media/${KEY}`, KEY],
    [`/s/sfsites/c/cms/delivery/media/${KEY}?version=1.1&channelId=0ap000000000001`, KEY],
    [`https://x.cdn.salesforce-experience.com/cms/delivery/media/${KEY}#top`, KEY],
    [`/cms/delivery/media/${KEY}/rendition`, KEY],
    ['/cms/delivery/media/a%20b', 'a b'],
  ])('reads the key of %j', (url, key) => {
    expect(getContentKey(url)).toBe(key);
  });

  it.each([
    '/img/logo.png',
    '/cms/delivery/media/',
    '/cms/delivery/media/?x=1',
    '/cms/delivery/media/%E0%A4%A',
  ])('gives undefined for %j', (url) => {
    expect(getContentKey(url)).toBeUndefined();
  });

  it('round-trips with mediaUrlForKey', () => {
    expect(getContentKey(mediaUrlForKey(KEY, { basePath: '/s' }))).toBe(KEY);
  });
});
