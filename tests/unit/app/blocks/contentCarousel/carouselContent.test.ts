import { describe, expect, it } from 'vitest';
import type { CacheEntry, ManagedContentCollection, ManagedContentDocument } from '@about-site/sdk';
import {
  carouselContent,
  carouselDocuments,
  referencedPictureKeys,
  type CarouselEntries,
} from '../../../../../app/blocks/contentCarousel/carouselContent';
import type { CarouselContent } from '../../../../../app/blocks/contentCarousel/carouselTypes';
import {
  BASE_PATH,
  collectionDocument,
  contentKey,
  contentsPage,
  failedEntry,
  fulfilledEntry,
  imageDocument,
  mediaPath,
  newsDocument,
  pendingEntry,
  stylesResponse,
} from '../../../support/carouselFixtures';

const NAME = 'Inventory Management';
const MEDIA = { basePath: BASE_PATH, imageOptimizer: 'none' } as const;

type Page = CacheEntry<ManagedContentCollection>;

const page = (documents: readonly object[]) =>
  fulfilledEntry(contentsPage(documents) as unknown as ManagedContentCollection);

interface Source {
  itemKeys: string[];
  collection?: CacheEntry<ManagedContentDocument>;
  items: Page[];
  pictures?: Page[];
  styles?: CacheEntry;
  name?: string;
}

/** Derives the carousel the way the hook does: documents first, then the content. */
function derive(source: Source): CarouselContent {
  const collectionKey = contentKey('COLLECTION');
  const entries: CarouselEntries = {
    collection:
      source.collection ??
      fulfilledEntry(
        collectionDocument(collectionKey, source.itemKeys) as unknown as ManagedContentDocument,
      ),
    items: source.items,
    pictures: source.pictures ?? [],
    styles: source.styles ?? fulfilledEntry(stylesResponse({})),
  };
  const documents = carouselDocuments(source.itemKeys, source.items, BASE_PATH);
  return carouselContent(entries, documents, { carouselName: source.name ?? NAME, media: MEDIA });
}

function slidesOf(content: CarouselContent) {
  if (content.state !== 'Fulfilled') throw new Error(`not fulfilled: ${content.state}`);
  return content.slides;
}

const keysOf = (documents: readonly { contentKey: string }[]) =>
  documents.map((document) => document.contentKey);

describe('carouselContent: slides', () => {
  it('shows the items in collection order: title, excerpt, picture, alt, link and label', () => {
    const documents = [
      newsDocument(contentKey('ORDERB'), 'Second &amp; best', { excerpt: 'Ships &lt;fast&gt;' }),
      newsDocument(contentKey('ORDERA'), 'First'),
    ];
    // The platform may answer in any order; the collection's order wins.
    const slides = slidesOf(
      derive({ itemKeys: keysOf(documents), items: [page([...documents].reverse())] }),
    );

    expect(slides.map((slide) => slide.title)).toEqual(['Second & best', 'First']);
    const imageKey = contentKey(`IMG${documents[0]!.contentKey.slice(2, 10)}`);
    expect(slides[0]).toEqual({
      contentKey: documents[0]!.contentKey,
      title: 'Second & best',
      excerpt: 'Ships', // markup in an excerpt is stripped, even when it came encoded
      imageUrl: `${BASE_PATH}/sfsites/c${mediaPath(imageKey)}`,
      imageSrcSet: [640, 960, 1920]
        .map((width) => `${BASE_PATH}/sfsites/c${mediaPath(imageKey)}?width=${width} ${width}w`)
        .join(', '),
      imageAlt: 'Second & best',
      ctaUrl: `${BASE_PATH}/sfdc_cms__news/${documents[0]!.contentKey}`,
      ctaLabel: 'Learn More',
      // The document's language, which its words are in.
      lang: 'en-US',
    });
  });

  it('skips collection items the platform does not return', () => {
    const kept = newsDocument(contentKey('MISSINGKEPT'), 'Kept');
    const itemKeys = [contentKey('MISSINGGONE'), kept.contentKey];
    const slides = slidesOf(derive({ itemKeys, items: [page([kept])] }));
    expect(slides.map((slide) => slide.title)).toEqual(['Kept']);
  });

  it('skips an item that is not a document, or whose page cannot be linked to', () => {
    const kept = newsDocument(contentKey('BADKEPT'), 'Kept');
    const untyped = { ...newsDocument(contentKey('BADTYPE'), 'Untyped'), contentType: null };
    const unlinkable = {
      ...newsDocument(contentKey('BADLINK'), 'Unlinkable'),
      contentType: { fullyQualifiedName: 'not/a name' },
    };
    const itemKeys = [untyped.contentKey, unlinkable.contentKey, kept.contentKey];
    const slides = slidesOf(derive({ itemKeys, items: [page([untyped, unlinkable, kept])] }));
    expect(slides.map((slide) => slide.title)).toEqual(['Kept']);
  });

  it('reads a title missing on the envelope from the body; a null excerpt reads as empty', () => {
    const key = contentKey('OLDSHAPE');
    const document = {
      contentKey: key,
      title: null,
      contentType: { fullyQualifiedName: 'sfdc_cms__news' },
      contentBody: { title: 'Old shape', excerpt: null },
    };
    const [slide] = slidesOf(derive({ itemKeys: [key], items: [page([document])] }));
    expect(slide).toMatchObject({ title: 'Old shape', excerpt: '', imageUrl: null });
  });

  it('reads slides from several pages (25 keys each), keeping the order', () => {
    const letters = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234', (letter) => letter);
    const documents = letters.map((letter) =>
      newsDocument(contentKey(`CHUNK${letter}`), `Story ${letter}`),
    );
    const items = [page(documents.slice(0, 25).reverse()), page(documents.slice(25))];
    const slides = slidesOf(derive({ itemKeys: keysOf(documents), items }));
    expect(slides.map((slide) => slide.title)).toEqual(letters.map((l) => `Story ${l}`));
  });

  it('an image item shows its own media', () => {
    const key = contentKey('PICTURE');
    const [slide] = slidesOf(
      derive({ itemKeys: [key], items: [page([imageDocument(key, 'Warehouse')])] }),
    );
    expect(slide).toMatchObject({
      title: 'Warehouse',
      imageAlt: 'Warehouse',
      imageUrl: `${BASE_PATH}/sfsites/c${mediaPath(key)}`,
      ctaUrl: `${BASE_PATH}/sfdc_cms__image/${key}`,
    });
  });

  it('falls back to the banner image when a slide has no thumbnail', () => {
    const bannerKey = contentKey('BANNERIMG');
    const document = newsDocument(contentKey('BANNERNEWS'), 'Banner only', {
      thumbnail: null,
      bannerImage: {
        url: `${mediaPath(bannerKey)}?version=1.1`,
        source: { type: 'imageReference' },
      },
    });
    const [slide] = slidesOf(
      derive({ itemKeys: [document.contentKey], items: [page([document])] }),
    );
    expect(slide?.imageUrl).toBe(`${BASE_PATH}/sfsites/c${mediaPath(bannerKey)}?version=1.1`);
    expect(slide?.imageSrcSet).toContain(`?version=1.1&width=640 640w`);
  });
});

describe('carouselContent: pictures given only by reference', () => {
  const imageKey = contentKey('REFIMAGE');
  const withReference = newsDocument(contentKey('REFNEWS'), 'By reference', {
    thumbnail: { altText: 'x', source: { type: 'imageReference', ref: { contentKey: imageKey } } },
  });
  const external = newsDocument(contentKey('REFEXTERNAL'), 'External', {
    thumbnail: { source: { type: 'url', ref: 'https://cdn.example.com/picture.png' } },
  });
  const withoutPicture = newsDocument(contentKey('REFNONE'), 'No picture', { thumbnail: null });
  const documents = [withReference, external, withoutPicture];
  const items = [page(documents)];
  const itemKeys = keysOf(documents);

  it('lists the image documents still to read', () => {
    expect(referencedPictureKeys(carouselDocuments(itemKeys, items, BASE_PATH))).toEqual([
      imageKey,
    ]);
  });

  it('reads no document before every page of items is in', () => {
    expect(carouselDocuments(itemKeys, [page(documents), pendingEntry()], BASE_PATH)).toEqual([]);
  });

  it('shows the referenced media once read; an external picture as it is; none without', () => {
    const pictures = [page([imageDocument(imageKey, 'Warehouse')])];
    const slides = slidesOf(derive({ itemKeys, items, pictures }));
    expect(slides.map((slide) => [slide.imageUrl, slide.imageSrcSet === null])).toEqual([
      [`${BASE_PATH}/sfsites/c${mediaPath(imageKey)}`, false],
      ['https://cdn.example.com/picture.png', true],
      [null, true],
    ]);
  });

  it('waits for the picture read', () => {
    expect(derive({ itemKeys, items, pictures: [pendingEntry()] }).state).toBe('Pending');
  });

  it('a failed picture read only costs those pictures', () => {
    const slides = slidesOf(derive({ itemKeys, items, pictures: [failedEntry()] }));
    expect(slides.map((slide) => slide.imageUrl)).toEqual([
      null,
      'https://cdn.example.com/picture.png',
      null,
    ]);
  });
});

describe('carouselContent: styles', () => {
  const documents = [
    newsDocument(contentKey('STYLEA'), 'A'),
    newsDocument(contentKey('STYLEB'), 'B'),
  ];
  const source = { itemKeys: keysOf(documents), items: [page(documents)] };

  it('applies the styles of the carousel matched trimmed and case-insensitively', () => {
    const styles = fulfilledEntry(
      stylesResponse({
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
      }),
    );
    const content = derive({ ...source, styles });
    expect(content.state === 'Fulfilled' && content.styles).toEqual([
      {
        slideBorder: '1px solid #0b3d5c',
        callToActionButton: { label: 'Read the story' },
        titleStyle: { fontSize: 2, color: '#f5a623' },
      },
      { excerptStyle: { fontWeight: '700' } },
    ]);
    expect(slidesOf(content).map((slide) => slide.ctaLabel)).toEqual([
      'Read the story',
      'Learn More',
    ]);
  });

  it('reads the bare admin record as well as the wrapped one', () => {
    const styles = fulfilledEntry(
      stylesResponse({ [NAME]: [{ slideBorderRadius: '8px' }] }, false),
    );
    const content = derive({ ...source, styles });
    expect(content.state === 'Fulfilled' && content.styles).toEqual([{ slideBorderRadius: '8px' }]);
  });

  it('a failed style call means default styling', () => {
    const content = derive({ ...source, styles: failedEntry() });
    expect(content.state === 'Fulfilled' && content.styles).toEqual([]);
    expect(slidesOf(content).map((slide) => slide.ctaLabel)).toEqual(['Learn More', 'Learn More']);
  });

  it('waits for the style call', () => {
    expect(derive({ ...source, styles: pendingEntry() }).state).toBe('Pending');
  });
});

describe('carouselContent: loading and failures', () => {
  const document = newsDocument(contentKey('STATEA'), 'A');

  it('is loading until the collection and every page of items are in', () => {
    expect(derive({ itemKeys: [], collection: pendingEntry(), items: [] }).state).toBe('Pending');
    expect(
      derive({ itemKeys: [document.contentKey], items: [page([document]), pendingEntry()] }).state,
    ).toBe('Pending');
  });

  it.each([404, 500])('fails when the collection read fails (%i)', (status) => {
    expect(derive({ itemKeys: [], collection: failedEntry(status), items: [] }).state).toBe(
      'Error',
    );
  });

  it('fails when a page of items fails, even while the styles are still on the way', () => {
    const content = derive({
      itemKeys: [document.contentKey],
      items: [failedEntry()],
      styles: pendingEntry(),
    });
    expect(content.state).toBe('Error');
  });

  it('keeps showing data it has when a refresh of it failed', () => {
    const stale: Page = { ...page([document]), state: 'Stale', error: failedEntry().error };
    expect(slidesOf(derive({ itemKeys: [document.contentKey], items: [stale] }))).toHaveLength(1);
  });

  it('gives no slides for a collection without items', () => {
    expect(derive({ itemKeys: [], items: [] })).toEqual({
      state: 'Fulfilled',
      slides: [],
      styles: [],
    });
  });
});
