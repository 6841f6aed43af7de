import { describe, expect, it } from 'vitest';
import { isDataImageUrl, isValidImageUrl } from '@about-site/sdk/images';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('isValidImageUrl', () => {
  it.each([
    ['an absolute https address', 'https://cdn.example.com/a.png'],
    [
      'a CDN media address',
      'https://x.cdn.salesforce-experience.com/cms/delivery/media/MCA4?oid=00D&channelId=0ap',
    ],
    ['a site-relative path', '/sfsites/c/cms/delivery/media/MCA4CCV5QS2BAB5H7YRCRPTCWGZQ'],
    ['a site-relative path with a query', '/img/logo.png?v=2'],
    ['a png data url', PNG],
    ['a jpeg data url in upper case', 'DATA:IMAGE/JPEG;base64,/9j/4AAQ'],
    ['a webp data url', 'data:image/webp;base64,UklGRh4AAABXRUJQ'],
    ['a gif data url, percent-encoded', 'data:image/gif,GIF89a%01%00'],
  ])('accepts %s', (_label, url) => {
    expect(isValidImageUrl(url)).toBe(true);
  });

  it.each([
    ['http', 'http://cdn.example.com/a.png'],
    ['protocol-relative', '//cdn.example.com/a.png'],
    ['a relative path without slash', 'images/a.png'],
    ['javascript', 'javascript:alert(1)'],
    ['an svg data url', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
    ['an svg data url, plain text', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['an html data url', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an unknown image type', 'data:image/x-evil;base64,AAAA'],
    ['a data url with markup in the body', 'data:image/png,<script>'],
    ['a data url with spaces', 'data:image/png;base64,AAAA AAAA'],
    ['a hash', '#x'],
    ['empty', ''],
    ['the text null', 'null'],
  ])('rejects %s', (_label, url) => {
    expect(isValidImageUrl(url)).toBe(false);
  });

  it('rejects values that are not text', () => {
    expect(isValidImageUrl(undefined)).toBe(false);
    expect(isValidImageUrl(null)).toBe(false);
    expect(isValidImageUrl(1)).toBe(false);
  });
});

describe('isDataImageUrl', () => {
  it('is true for raster data urls only', () => {
    expect(isDataImageUrl(PNG)).toBe(true);
    expect(isDataImageUrl('https://cdn.example.com/a.png')).toBe(false);
    expect(isDataImageUrl('data:image/svg+xml,x')).toBe(false);
  });
});
