import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SRCSET_WIDTHS,
  DEVICE_IMAGE_WIDTHS,
  IMAGE_DENSITIES,
  buildSrcSet,
  formatSrcSet,
  parseSrcSet,
} from '@about-site/sdk/images';

describe('device constants', () => {
  it('are the platform widths and density', () => {
    expect(DEVICE_IMAGE_WIDTHS).toEqual({ mobile: 640, tablet: 960, desktop: 1920 });
    expect(DEFAULT_SRCSET_WIDTHS).toEqual([640, 960, 1920]);
    expect(IMAGE_DENSITIES).toEqual([1]);
  });
});

describe('buildSrcSet', () => {
  it('offers mobile, tablet and desktop widths by default', () => {
    expect(buildSrcSet('/s/sfsites/c/cms/delivery/media/MC1')).toBe(
      '/s/sfsites/c/cms/delivery/media/MC1?width=640 640w, ' +
        '/s/sfsites/c/cms/delivery/media/MC1?width=960 960w, ' +
        '/s/sfsites/c/cms/delivery/media/MC1?width=1920 1920w',
    );
  });

  it("keeps a platform media url's version through every width, resolved under the base path", () => {
    expect(
      buildSrcSet('/cms/delivery/media/MC1?version=AbC-12_x', [640, 960], { basePath: '/s' }),
    ).toBe(
      '/s/sfsites/c/cms/delivery/media/MC1?version=AbC-12_x&width=640 640w, ' +
        '/s/sfsites/c/cms/delivery/media/MC1?version=AbC-12_x&width=960 960w',
    );
  });

  it('uses &width= when the url has a query', () => {
    expect(buildSrcSet('https://cdn.example.com/a.png?v=2', [640])).toBe(
      'https://cdn.example.com/a.png?v=2&width=640 640w',
    );
  });

  it('clamps widths to at least 100, removes repeats and skips NaN', () => {
    expect(buildSrcSet('/a.png', [20, 80, 100, Number.NaN, 300])).toBe(
      '/a.png?width=100 100w, /a.png?width=300 300w',
    );
  });

  it('uses the CDN resizing path with the Cloudflare optimiser', () => {
    expect(buildSrcSet('/img/a.png', [640, 960], { optimizer: 'Cloudflare', basePath: '/s' })).toBe(
      '/cdn-cgi/image/width=640,format=auto/s/sfsites/c/img/a.png 640w, ' +
        '/cdn-cgi/image/width=960,format=auto/s/sfsites/c/img/a.png 960w',
    );
  });

  it('gives an empty srcset for invalid and data urls', () => {
    expect(buildSrcSet('javascript:alert(1)')).toBe('');
    expect(buildSrcSet('http://cdn.example.com/a.png')).toBe('');
    expect(buildSrcSet('data:image/png;base64,iVBORw0KGgo=')).toBe('');
  });

  it('round-trips through parseSrcSet, commas in CDN paths included', () => {
    const text = buildSrcSet('/img/a.png', [640, 1920], { optimizer: 'Cloudflare' });
    expect(parseSrcSet(text)).toEqual([
      { url: '/cdn-cgi/image/width=640,format=auto/sfsites/c/img/a.png', width: 640 },
      { url: '/cdn-cgi/image/width=1920,format=auto/sfsites/c/img/a.png', width: 1920 },
    ]);
  });
});

describe('formatSrcSet', () => {
  it('writes widths and densities', () => {
    expect(
      formatSrcSet([
        { url: '/a.png', width: 640 },
        { url: '/b.png', density: 2 },
      ]),
    ).toBe('/a.png 640w, /b.png 2x');
    expect(formatSrcSet([])).toBe('');
  });
});

describe('parseSrcSet', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads width and density candidates', () => {
    const warn = vi.fn();
    expect(
      parseSrcSet('/a.png?width=640 640w, /a.png?width=960  960w,\n/b.png 1.5x, /c.png', { warn }),
    ).toEqual([
      { url: '/a.png?width=640', width: 640 },
      { url: '/a.png?width=960', width: 960 },
      { url: '/b.png', density: 1.5 },
      { url: '/c.png', density: 1 },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps commas inside a url and reads a data url', () => {
    expect(
      parseSrcSet('data:image/png;base64,iVBORw0KGgo= 2x, /a,b.png 1x', { warn: vi.fn() }),
    ).toEqual([
      { url: 'data:image/png;base64,iVBORw0KGgo=', density: 2 },
      { url: '/a,b.png', density: 1 },
    ]);
  });

  it('reads a url ending in commas as an entry without descriptor', () => {
    expect(parseSrcSet('/a.png,, /b.png 2x', { warn: vi.fn() })).toEqual([
      { url: '/a.png', density: 1 },
      { url: '/b.png', density: 2 },
    ]);
  });

  it.each([
    ['a descriptor without unit', '/a.png 640'],
    ['a pixel unit', '/a.png 640px'],
    ['a negative width', '/a.png -640w'],
    ['a zero width', '/a.png 0w'],
    ['a fractional width', '/a.png 1.5w'],
    ['a zero density', '/a.png 0x'],
    ['a height descriptor', '/a.png 640h'],
    ['two descriptors', '/a.png 640w 2x'],
    ['a word', '/a.png large'],
    ['the text null', 'null 640w'],
    ['the text undefined', 'undefined 640w'],
    ['an undefined url with a query', 'undefined?width=640 640w'],
    ['a NaN width in the url', '/a.png?width=NaN 640w'],
    ['a NaN descriptor', '/a.png NaNw'],
    ['an undefined descriptor', '/a.png undefined'],
    ['a null path segment', '/img/null 2x'],
    ['a javascript url', 'javascript:alert(1) 1x'],
    ['an http url', 'http://cdn.example.com/a.png 640w'],
    ['an svg data url', 'data:image/svg+xml;base64,PHN2Zz4= 1x'],
  ])('skips %s with a warning', (_label, entry) => {
    const warn = vi.fn();
    expect(parseSrcSet(`${entry}, /ok.png 960w`, { warn })).toEqual([
      { url: '/ok.png', width: 960 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(entry);
  });

  it('skips a repeated descriptor', () => {
    const warn = vi.fn();
    expect(parseSrcSet('/a.png 640w, /b.png 640w', { warn })).toEqual([
      { url: '/a.png', width: 640 },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('640w is repeated'));
  });

  it('does not mistake words that merely contain null for missing values', () => {
    expect(parseSrcSet('/img/null-island.png 640w', { warn: vi.fn() })).toEqual([
      { url: '/img/null-island.png', width: 640 },
    ]);
  });

  it('warns on the console by default, once per skipped entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseSrcSet('null 640w, undefined 960w, /a.png 1920w')).toEqual([
      { url: '/a.png', width: 1920 },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives no candidates and no warning for empty input', () => {
    const warn = vi.fn();
    expect(parseSrcSet(undefined, { warn })).toEqual([]);
    expect(parseSrcSet(null, { warn })).toEqual([]);
    expect(parseSrcSet('  , ', { warn })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
