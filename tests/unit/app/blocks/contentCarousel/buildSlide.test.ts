import { describe, expect, it } from 'vitest';
import { readDocument, type DocumentView } from '@about-site/sdk/documents';
import { buildSlide } from '../../../../../app/blocks/contentCarousel/buildSlide';
import { contentKey, newsDocument } from '../../../support/carouselFixtures';

const MEDIA = { basePath: '', imageOptimizer: 'none' } as const;

function view(key: string, basePath = ''): DocumentView {
  const document = readDocument(newsDocument(contentKey(key), 'News'), { basePath });
  if (!document) throw new Error('not a document');
  return document;
}

describe('buildSlide', () => {
  it('puts the picture under the base path with a 640/960/1920 srcset, or through the CDN', () => {
    const media = '/cms/delivery/media/MCABC';
    const slide = buildSlide(
      view('URL', '/site'),
      media,
      { basePath: '/site', imageOptimizer: 'none' },
      undefined,
    );
    expect(slide.imageUrl).toBe('/site/sfsites/c/cms/delivery/media/MCABC');
    expect(slide.imageSrcSet).toBe(
      [640, 960, 1920]
        .map((w) => `/site/sfsites/c${media}?width=${String(w)} ${String(w)}w`)
        .join(', '),
    );
    expect(slide.ctaUrl).toBe(`/site/sfdc_cms__news/${contentKey('URL')}`);
    const viaCdn = buildSlide(
      view('URL'),
      media,
      { basePath: '', imageOptimizer: 'Cloudflare' },
      undefined,
    );
    expect(viaCdn.imageSrcSet).toContain('/cdn-cgi/image/width=640');
  });

  it("says the language of the slide's document, whatever the page's", () => {
    const english = { ...view('LANG'), language: 'en_US' };
    expect(buildSlide(english, null, MEDIA, undefined, 'En savoir plus').lang).toBe('en-US');
    expect(buildSlide({ ...english, language: 'fr_FR' }, null, MEDIA, undefined).lang).toBe(
      'fr-FR',
    );
    // A document that says no language leaves the slide in its page's.
    expect(buildSlide({ ...english, language: '' }, null, MEDIA, undefined)).not.toHaveProperty(
      'lang',
    );
  });

  it.each(['javascript:alert(1)', 'http://cdn.example.com/a.png', '//cdn.example.com/a.png', ''])(
    'shows no picture for the url %j',
    (url) => {
      const slide = buildSlide(view('BAD'), url, MEDIA, undefined);
      expect(slide).toMatchObject({ imageUrl: null, imageSrcSet: null });
    },
  );

  it('keeps an external https picture as it is, without a srcset', () => {
    const url = 'https://cdn.example.com/a.png';
    expect(buildSlide(view('EXT'), url, MEDIA, undefined)).toMatchObject({
      imageUrl: url,
      imageSrcSet: null,
    });
  });

  it('uses the title as the alt text and the document page as the call to action', () => {
    const slide = buildSlide(view('ALT'), null, MEDIA, undefined);
    expect(slide).toMatchObject({
      title: 'News',
      imageAlt: 'News',
      imageUrl: null,
      ctaUrl: `/sfdc_cms__news/${contentKey('ALT')}`,
      ctaLabel: 'Learn More',
    });
  });

  it('a style label replaces the default call-to-action label', () => {
    const slide = buildSlide(view('LABEL'), null, MEDIA, {
      callToActionButton: { label: 'Read the story' },
    });
    expect(slide.ctaLabel).toBe('Read the story');
  });
});
