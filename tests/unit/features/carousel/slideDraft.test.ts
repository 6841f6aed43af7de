import { describe, expect, it } from 'vitest';
import { buildSlide } from '../../../../app/features/carousel/buildSlide';
import {
  collectionItemKeys,
  toDeliveryDocument,
} from '../../../../app/features/carousel/deliveryDocument';
import { slideDraftFromDocument } from '../../../../app/features/carousel/slideDraft';
import { collectionDocument, contentKey, imageDocument, newsDocument } from './carouselFixtures';

describe('collectionItemKeys', () => {
  it('reads contentBody.collection.items in order', () => {
    const keys = [contentKey('B'), contentKey('A')];
    const document = toDeliveryDocument(collectionDocument(contentKey('C'), keys));
    expect(document && collectionItemKeys(document)).toEqual(keys);
  });

  it('tolerates contentBody.items and skips items without a key', () => {
    const document = toDeliveryDocument({
      contentKey: contentKey('C'),
      contentType: { fullyQualifiedName: 'sfdc_cms__cmsManualCollection' },
      contentBody: { items: [{ contentKey: contentKey('A') }, { _id: 'x' }, null] },
    });
    expect(document && collectionItemKeys(document)).toEqual([contentKey('A')]);
  });

  it('gives no keys for a body without items', () => {
    const document = toDeliveryDocument(newsDocument(contentKey('N'), 'News'));
    expect(document && collectionItemKeys(document)).toEqual([]);
  });
});

const MEDIA = { basePath: '', imageOptimizer: 'none' } as const;

describe('slide drafts and slides', () => {
  it('an image document is a slide showing its own media', () => {
    const key = contentKey('PICTURE');
    const document = toDeliveryDocument(imageDocument(key, 'Warehouse'))!;
    const slide = buildSlide(
      slideDraftFromDocument(document),
      '/cms/delivery/media/X',
      MEDIA,
      undefined,
    );
    expect(slide).toMatchObject({
      title: 'Warehouse',
      imageAlt: 'Warehouse',
      ctaUrl: `/sfdc_cms__image/${key}`,
      ctaLabel: 'Learn More',
    });
    expect(slideDraftFromDocument(document).image).toEqual({
      kind: 'url',
      url: `/cms/delivery/media/${key}`,
    });
  });

  it('puts the picture under the base path with a 640/960/1920 srcset, or through the CDN', () => {
    const document = toDeliveryDocument(newsDocument(contentKey('URL'), 'News'))!;
    const draft = slideDraftFromDocument(document);
    const media = '/cms/delivery/media/MCABC';
    const slide = buildSlide(
      draft,
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
    const viaCdn = buildSlide(
      draft,
      media,
      { basePath: '', imageOptimizer: 'Cloudflare' },
      undefined,
    );
    expect(viaCdn.imageSrcSet).toContain('/cdn-cgi/image/width=640');
  });

  it.each(['javascript:alert(1)', 'http://cdn.example.com/a.png', '//cdn.example.com/a.png', ''])(
    'shows no picture for the url %j',
    (url) => {
      const document = toDeliveryDocument(newsDocument(contentKey('BAD'), 'News'))!;
      const slide = buildSlide(slideDraftFromDocument(document), url, MEDIA, undefined);
      expect(slide).toMatchObject({ imageUrl: null, imageSrcSet: null });
    },
  );

  it('keeps an external https picture as it is, without a srcset', () => {
    const document = toDeliveryDocument(newsDocument(contentKey('EXT'), 'News'))!;
    const url = 'https://cdn.example.com/a.png';
    const slide = buildSlide(slideDraftFromDocument(document), url, MEDIA, undefined);
    expect(slide).toMatchObject({ imageUrl: url, imageSrcSet: null });
  });

  it('a style label replaces the default call-to-action label', () => {
    const document = toDeliveryDocument(newsDocument(contentKey('LABEL'), 'News'))!;
    const slide = buildSlide(slideDraftFromDocument(document), null, MEDIA, {
      callToActionButton: { label: 'Read the story' },
    });
    expect(slide.ctaLabel).toBe('Read the story');
    expect(slide.imageUrl).toBeNull();
  });

  it('a title missing on the envelope is read from the body, and nulls read as empty', () => {
    const document = toDeliveryDocument({
      contentKey: contentKey('OLD'),
      title: null,
      contentType: { fullyQualifiedName: 'sfdc_cms__news' },
      contentBody: { title: 'Old shape', excerpt: null },
    })!;
    expect(slideDraftFromDocument(document)).toMatchObject({ title: 'Old shape', excerpt: '' });
  });

  it('rejects a value that is not a document', () => {
    expect(toDeliveryDocument({ title: 'no key' })).toBeNull();
  });
});
