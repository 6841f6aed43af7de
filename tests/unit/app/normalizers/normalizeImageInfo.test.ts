import { describe, expect, it, vi } from 'vitest';
import { normalizeImageInfo } from '../../../../app/normalizers/normalizeImageInfo';

const MEDIA = '/sfsites/c/cms/delivery/media/MCUSERPICTURE23456723456723456';

describe('normalizeImageInfo', () => {
  it('reads a plain url', () => {
    expect(normalizeImageInfo(' https://images.example.com/a.jpg ')).toMatchObject({
      url: 'https://images.example.com/a.jpg',
      altText: '',
      srcSet: '',
    });
  });

  it('reads the image data provider shape', () => {
    expect(
      normalizeImageInfo({
        Url: MEDIA,
        RawUrl: '/cms/delivery/media/MCUSERPICTURE23456723456723456',
        AltText: 'Team photo',
        Language: 'fr-FR',
        ContentKey: 'MCUSERPICTURE23456723456723456',
        SrcSet: `${MEDIA}?width=640 640w, ${MEDIA}?width=960 960w`,
      }),
    ).toEqual({
      url: MEDIA,
      altText: 'Team photo',
      altLang: 'fr-FR',
      srcSet: `${MEDIA}?width=640 640w, ${MEDIA}?width=960 960w`,
      deviceUrls: {},
      bgPosition: undefined,
      bgSizeOrRepeat: undefined,
    });
  });

  it('takes a language only in the form of a language tag', () => {
    const info = (Language: unknown) => normalizeImageInfo({ Url: MEDIA, Language });
    expect(info('de-DE')?.altLang).toBe('de-DE');
    expect(info('en')?.altLang).toBe('en');
    expect(info('fr FR" onload="x')?.altLang).toBe('');
    expect(info(42)?.altLang).toBe('');
    expect(info(undefined)?.altLang).toBe('');
  });

  it('reads a background config from JSON text with per-device urls', () => {
    const info = normalizeImageInfo(
      JSON.stringify({
        Url: 'https://images.example.com/bg.jpg',
        AltText: '',
        SrcSet: { mobile: 'https://images.example.com/bg-640.jpg', tablet: 'javascript:alert(1)' },
        bgPosition: 'top',
        bgSizeOrRepeat: 'repeat',
      }),
    );
    expect(info?.deviceUrls).toEqual({ mobile: 'https://images.example.com/bg-640.jpg' });
    expect(info?.srcSet).toBe('');
    expect(info?.bgPosition).toBe('top');
    expect(info?.bgSizeOrRepeat).toBe('repeat');
  });

  it('uses the desktop url when no Url is given', () => {
    expect(
      normalizeImageInfo({ SrcSet: { desktop: 'https://images.example.com/bg-1920.jpg' } })?.url,
    ).toBe('https://images.example.com/bg-1920.jpg');
  });

  it('drops malformed srcset entries with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = normalizeImageInfo({
      Url: MEDIA,
      SrcSet: `${MEDIA}?width=640 640w, undefined?width=960 960w, javascript:alert(1) 1920w`,
    });
    expect(info?.srcSet).toBe(`${MEDIA}?width=640 640w`);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    'javascript:alert(1)',
    'http://images.example.com/a.jpg',
    '//images.example.com/a.jpg',
    'data:image/svg+xml,<svg onload="alert(1)"></svg>',
    { Url: 'javascript:alert(1)', AltText: 'x' },
    '{"Url": ',
    null,
    42,
  ])('rejects %o', (value) => {
    expect(normalizeImageInfo(value)).toBeNull();
  });

  it('accepts a raster data url', () => {
    expect(normalizeImageInfo('data:image/png;base64,iVBORw0KGgo=')?.url).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });
});
