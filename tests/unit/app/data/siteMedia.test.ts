import { describe, expect, it } from 'vitest';
import {
  siteSrcSet,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_MOBILE_SHARE,
  THUMBNAIL_SIZES,
  THUMBNAIL_SRCSET_WIDTHS,
  THUMBNAIL_WIDTH,
} from '../../../../app/data/siteMedia';

const MEDIA = '/cms/delivery/media/MCYXLVMBVCIH5UCFS277D3PM36CW';

describe('thumbnails', () => {
  it('are 300 px wide in a 16:9 frame, 75 % of the card on mobile (the seed spec)', () => {
    expect(THUMBNAIL_WIDTH).toBe(300);
    expect(THUMBNAIL_HEIGHT).toBe(169);
    expect(THUMBNAIL_MOBILE_SHARE).toBe(0.75);
    expect(THUMBNAIL_SIZES).toBe('(max-width: 47.9375em) 75vw, 300px');
  });

  it('ask site media at 300 and 640 px, under the base path', () => {
    const site = '/site/sfsites/c/cms/delivery/media/MCYXLVMBVCIH5UCFS277D3PM36CW';
    expect(
      siteSrcSet(MEDIA, { basePath: '/site', imageOptimizer: 'none' }, THUMBNAIL_SRCSET_WIDTHS),
    ).toBe(`${site}?width=300 300w, ${site}?width=640 640w`);
  });

  it("go through the CDN's resizing path when the optimiser is Cloudflare", () => {
    expect(
      siteSrcSet(MEDIA, { basePath: '', imageOptimizer: 'Cloudflare' }, THUMBNAIL_SRCSET_WIDTHS),
    ).toBe(
      [300, 640]
        .map((w) => `/cdn-cgi/image/width=${w},format=auto/sfsites/c${MEDIA} ${w}w`)
        .join(', '),
    );
  });

  it('have no srcset for an image of another host', () => {
    expect(
      siteSrcSet(
        'https://images.example.com/a.jpg',
        {
          basePath: '',
          imageOptimizer: 'none',
        },
        THUMBNAIL_SRCSET_WIDTHS,
      ),
    ).toBe('');
  });
});
