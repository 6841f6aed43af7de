import { describe, expect, it } from 'vitest';
import { siteImageSrcSet, siteImageUrl } from '../../../../app/features/carousel/siteImageUrl';

describe('siteImageUrl', () => {
  it.each([
    ['/cms/delivery/media/MCABC', '/site/sfsites/c/cms/delivery/media/MCABC'],
    ['/img/logo.png', '/site/sfsites/c/img/logo.png'],
    ['/assets/hero.png', '/site/assets/hero.png'],
    ['/other/picture.png', '/other/picture.png'],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])('%s becomes %s', (url, expected) => {
    expect(siteImageUrl('/site', url)).toBe(expected);
  });

  it.each([
    'http://cdn.example.com/a.png',
    '//cdn.example.com/a.png',
    'javascript:alert(1)',
    'a.png',
    '',
  ])('rejects %j', (url) => {
    expect(siteImageUrl('/site', url)).toBeNull();
  });

  it('works with an empty base path', () => {
    expect(siteImageUrl('', '/cms/delivery/media/MCABC')).toBe(
      '/sfsites/c/cms/delivery/media/MCABC',
    );
  });
});

describe('siteImageSrcSet', () => {
  it('lists 640, 960 and 1920 widths through ?width=', () => {
    expect(siteImageSrcSet('', '/sfsites/c/cms/delivery/media/MCABC')).toBe(
      '/sfsites/c/cms/delivery/media/MCABC?width=640 640w, ' +
        '/sfsites/c/cms/delivery/media/MCABC?width=960 960w, ' +
        '/sfsites/c/cms/delivery/media/MCABC?width=1920 1920w',
    );
  });

  it('appends to an existing query string', () => {
    expect(siteImageSrcSet('/s', '/s/sfsites/c/cms/delivery/media/MCABC?version=1.1')).toContain(
      '/s/sfsites/c/cms/delivery/media/MCABC?version=1.1&width=640 640w',
    );
  });

  it('gives none for external images', () => {
    expect(siteImageSrcSet('/s', 'https://cdn.example.com/a.png')).toBeNull();
  });
});
