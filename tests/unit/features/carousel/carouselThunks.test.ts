import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { loadCarousel, selectCarousel } from '../../../../app/features/carousel';
import {
  API,
  BASE_PATH,
  CONTENTS_PATH,
  STYLES_PATH,
  collectionDocument,
  contentKey,
  contentsPage,
  gate,
  makeExtra,
  settle,
  imageDocument,
  makeCarouselStore,
  mediaPath,
  mockCarousel,
  newsDocument,
  stylesResponse,
} from './carouselFixtures';

const NAME = 'Inventory Management';

function load(store: ReturnType<typeof makeCarouselStore>, key: string, name = NAME) {
  return store.dispatch(loadCarousel({ carouselId: 'news', contentKey: key, carouselName: name }));
}

describe('loadCarousel', () => {
  it('reads the collection, all slides in one getContents and the styles, in collection order', async () => {
    const collectionKey = contentKey('ORDERCOLLECTION');
    const documents = [
      newsDocument(contentKey('ORDERB'), 'Second &amp; best', { excerpt: 'Ships &lt;fast&gt;' }),
      newsDocument(contentKey('ORDERA'), 'First'),
    ];
    mockCarousel({ collectionKey, documents });
    const store = makeCarouselStore();

    const action = await load(store, collectionKey);

    expect(action.type).toBe('carousel/load/fulfilled');
    const entry = selectCarousel(store.getState(), 'news');
    expect(entry?.status).toBe('ready');
    expect(entry?.slides.map((slide) => slide.title)).toEqual(['Second & best', 'First']);
    const [first] = entry?.slides ?? [];
    const imageKey = contentKey(`IMG${documents[0]!.contentKey.slice(2, 10)}`);
    expect(first).toEqual({
      contentKey: documents[0]!.contentKey,
      title: 'Second & best',
      excerpt: 'Ships <fast>',
      imageUrl: `${BASE_PATH}/sfsites/c${mediaPath(imageKey)}`,
      imageSrcSet: [640, 960, 1920]
        .map((width) => `${BASE_PATH}/sfsites/c${mediaPath(imageKey)}?width=${width} ${width}w`)
        .join(', '),
      imageAlt: 'Second & best',
      ctaUrl: `${BASE_PATH}/sfdc_cms__news/${documents[0]!.contentKey}`,
      ctaLabel: 'Learn More',
    });
  });

  it('skips collection items the platform does not return', async () => {
    const collectionKey = contentKey('MISSINGCOLLECTION');
    const kept = newsDocument(contentKey('MISSINGKEPT'), 'Kept');
    const missingKey = contentKey('MISSINGGONE');
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(200, collectionDocument(collectionKey, [missingKey, kept.contentKey]))
      .get(CONTENTS_PATH)
      .query({ contentKeys: `${missingKey},${kept.contentKey}`, includeContentBody: 'true' })
      .reply(200, contentsPage([kept]))
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    const store = makeCarouselStore();

    await load(store, collectionKey);

    expect(selectCarousel(store.getState(), 'news')?.slides.map((s) => s.title)).toEqual(['Kept']);
  });

  it('reads more than 25 slides in chunks of 25, keeping the order', async () => {
    const collectionKey = contentKey('CHUNKCOLLECTION');
    const letters = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234', (letter) => letter);
    const documents = letters.map((letter) =>
      newsDocument(contentKey(`CHUNK${letter}`), `Story ${letter}`),
    );
    const keys = documents.map((document) => document.contentKey);
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(200, collectionDocument(collectionKey, keys))
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(0, 25).join(','), includeContentBody: 'true' })
      // The platform may answer in any order; the collection's order wins.
      .reply(200, contentsPage(documents.slice(0, 25).reverse()))
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(25).join(','), includeContentBody: 'true' })
      .reply(200, contentsPage(documents.slice(25)))
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    const store = makeCarouselStore();

    await load(store, collectionKey);

    const slides = selectCarousel(store.getState(), 'news')?.slides ?? [];
    expect(slides.map((slide) => slide.title)).toEqual(letters.map((l) => `Story ${l}`));
  });

  it('resolves a thumbnail given only by reference with one more batched read', async () => {
    const collectionKey = contentKey('REFCOLLECTION');
    const imageKey = contentKey('REFIMAGE');
    const withReference = newsDocument(contentKey('REFNEWS'), 'By reference', {
      thumbnail: {
        altText: 'x',
        source: { type: 'imageReference', ref: { contentKey: imageKey } },
      },
    });
    const external = newsDocument(contentKey('REFEXTERNAL'), 'External', {
      thumbnail: { source: { type: 'url', ref: 'https://cdn.example.com/picture.png' } },
    });
    const withoutPicture = newsDocument(contentKey('REFNONE'), 'No picture', { thumbnail: null });
    const documents = [withReference, external, withoutPicture];
    mockCarousel({ collectionKey, documents });
    nock(API)
      .get(CONTENTS_PATH)
      .query({ contentKeys: imageKey, includeContentBody: 'true' })
      .reply(200, contentsPage([imageDocument(imageKey, 'Warehouse')]));
    const store = makeCarouselStore();

    await load(store, collectionKey);

    const slides = selectCarousel(store.getState(), 'news')?.slides ?? [];
    expect(slides.map((slide) => [slide.imageUrl, slide.imageSrcSet === null])).toEqual([
      [`${BASE_PATH}/sfsites/c${mediaPath(imageKey)}`, false],
      ['https://cdn.example.com/picture.png', true],
      [null, true],
    ]);
  });

  it('falls back to the banner image when a slide has no thumbnail', async () => {
    const collectionKey = contentKey('BANNERCOLLECTION');
    const bannerKey = contentKey('BANNERIMG');
    const document = newsDocument(contentKey('BANNERNEWS'), 'Banner only', {
      thumbnail: null,
      bannerImage: {
        url: `${mediaPath(bannerKey)}?version=1.1`,
        source: { type: 'imageReference' },
      },
    });
    mockCarousel({ collectionKey, documents: [document] });
    const store = makeCarouselStore();

    await load(store, collectionKey);

    const [slide] = selectCarousel(store.getState(), 'news')?.slides ?? [];
    expect(slide?.imageUrl).toBe(`${BASE_PATH}/sfsites/c${mediaPath(bannerKey)}?version=1.1`);
    expect(slide?.imageSrcSet).toContain(`?version=1.1&width=640 640w`);
  });

  it('applies the styles of the carousel matched trimmed and case-insensitively', async () => {
    const collectionKey = contentKey('STYLECOLLECTION');
    const documents = [
      newsDocument(contentKey('STYLEA'), 'A'),
      newsDocument(contentKey('STYLEB'), 'B'),
    ];
    const styles = stylesResponse({
      Other: [{ slideBorder: '9px solid red' }],
      '  inventory MANAGEMENT ': [
        {
          slideBorder: '1px solid #0b3d5c',
          slideBackgroundColor: '',
          callToActionButton: { label: 'Read the story', color: 'MALFORMED_ID' },
          titleStyle: { fontSize: '2', fontWeight: null, color: '#f5a623' },
        },
        { slideBorderRadius: 'url(https://evil.example/x)', excerptStyle: { fontWeight: 700 } },
      ],
    });
    mockCarousel({ collectionKey, documents, styles });
    const store = makeCarouselStore();

    await load(store, collectionKey);

    const entry = selectCarousel(store.getState(), 'news');
    expect(entry?.styles).toEqual([
      {
        slideBorder: '1px solid #0b3d5c',
        callToActionButton: { label: 'Read the story' },
        titleStyle: { fontSize: 2, color: '#f5a623' },
      },
      { excerptStyle: { fontWeight: '700' } },
    ]);
    expect(entry?.slides.map((slide) => slide.ctaLabel)).toEqual(['Read the story', 'Learn More']);
  });

  it('reads the bare admin record as well as the wrapped one', async () => {
    const collectionKey = contentKey('BARECOLLECTION');
    const documents = [newsDocument(contentKey('BAREA'), 'A')];
    const styles = stylesResponse({ [NAME]: [{ slideBorderRadius: '8px' }] }, false);
    mockCarousel({ collectionKey, documents, styles });
    const store = makeCarouselStore();

    await load(store, collectionKey);

    expect(selectCarousel(store.getState(), 'news')?.styles).toEqual([
      { slideBorderRadius: '8px' },
    ]);
  });

  it('ignores a failed style call: the carousel is ready with default styling', async () => {
    const collectionKey = contentKey('FAILSTYLECOLLECTION');
    const documents = [newsDocument(contentKey('FAILSTYLEA'), 'A')];
    mockCarousel({ collectionKey, documents, stylesStatus: 500 });
    const store = makeCarouselStore();

    const action = await load(store, collectionKey);

    expect(action.type).toBe('carousel/load/fulfilled');
    const entry = selectCarousel(store.getState(), 'news');
    expect(entry?.status).toBe('ready');
    expect(entry?.styles).toEqual([]);
    expect(entry?.slides[0]?.ctaLabel).toBe('Learn More');
  });

  it('stays loading until the style call settles', async () => {
    const collectionKey = contentKey('SLOWSTYLECOLLECTION');
    const documents = [newsDocument(contentKey('SLOWSTYLEA'), 'A')];
    const styles = gate();
    mockCarousel({ collectionKey, documents, stylesGate: styles.promise });
    const extra = makeExtra();
    const slidesRead = gate();
    const getContents = extra.sdk.getContents;
    vi.spyOn(extra.sdk, 'getContents').mockImplementation(async (config, options) => {
      const page = await getContents(config, options);
      slidesRead.open();
      return page;
    });
    const store = makeCarouselStore(extra);

    const loading = load(store, collectionKey);
    await slidesRead.promise;
    await settle();
    expect(selectCarousel(store.getState(), 'news')?.status).toBe('loading');

    styles.open();
    await loading;
    expect(selectCarousel(store.getState(), 'news')?.status).toBe('ready');
  });

  it('rejects with the SDK error (message and status) when the collection cannot be read', async () => {
    const collectionKey = contentKey('FAILCOLLECTION');
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }])
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    const store = makeCarouselStore();

    const action = await load(store, collectionKey);

    expect(loadCarousel.rejected.match(action)).toBe(true);
    const entry = selectCarousel(store.getState(), 'news');
    expect(entry?.status).toBe('failed');
    expect(entry?.error?.status).toBe(404);
    expect(entry?.error?.message).toMatch(/\S/);
    if (loadCarousel.rejected.match(action)) expect(action.error).toEqual(entry?.error);
  });

  it('loads once per collection: a second dispatch while ready makes no request', async () => {
    const collectionKey = contentKey('ONCECOLLECTION');
    mockCarousel({ collectionKey, documents: [newsDocument(contentKey('ONCEA'), 'A')] });
    const store = makeCarouselStore();

    await load(store, collectionKey);
    const again = await load(store, collectionKey);

    expect(loadCarousel.rejected.match(again) && again.meta.condition).toBe(true);
    expect(selectCarousel(store.getState(), 'news')?.status).toBe('ready');
  });

  it('gives an empty carousel for a collection without items, without reading slides', async () => {
    const collectionKey = contentKey('EMPTYCOLLECTION');
    mockCarousel({ collectionKey, documents: [] });
    const store = makeCarouselStore();

    await load(store, collectionKey);

    const entry = selectCarousel(store.getState(), 'news');
    expect(entry?.status).toBe('ready');
    expect(entry?.slides).toEqual([]);
  });
});
