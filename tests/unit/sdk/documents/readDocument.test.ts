import { describe, expect, it } from 'vitest';
import { collectionItemKeys, readDocument } from '@about-site/sdk/documents';

const NEWS_KEY = 'MCKXAPY5PVG62JGFGYVX66KGJYH6';
const THUMB_KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';

function news(body: Record<string, unknown>, title = 'Consignment &amp; the &#39;van&#39;') {
  return {
    contentKey: NEWS_KEY,
    managedContentId: '20Y5f0000004CmWEAU',
    title,
    publishedDate: '2024-03-01T10:00:00.000Z',
    contentType: { fullyQualifiedName: 'sfdc_cms__news', name: 'News' },
    contentBody: body,
  };
}

describe('readDocument', () => {
  it('reads a news document: decoded plain title and excerpt, both pictures, the page link', () => {
    const view = readDocument(
      news({
        excerpt: '<b>Counts</b> that &lt;reconcile&gt;\n  themselves',
        bannerImage: {
          url: '/cms/delivery/media/MCBANNER?v=1&amp;w=2',
          altText: 'Banner &amp; van',
          source: { type: 'imageReference', ref: { contentKey: 'MCBANNER' } },
        },
        thumbnail: {
          altText: 'Thumb',
          source: { type: 'imageReference', ref: { contentKey: THUMB_KEY } },
        },
      }),
      { basePath: '/site' },
    );
    expect(view).toMatchObject({
      contentKey: NEWS_KEY,
      kind: 'news',
      title: "Consignment & the 'van'",
      excerpt: 'Counts that themselves',
      banner: {
        url: '/cms/delivery/media/MCBANNER?v=1&w=2',
        isExternal: false,
        altText: 'Banner & van',
        contentKey: 'MCBANNER',
      },
      thumbnail: { url: '', isExternal: false, altText: 'Thumb', contentKey: THUMB_KEY },
      link: `/site/sfdc_cms__news/${NEWS_KEY}`,
      publishedDate: '2024-03-01T10:00:00.000Z',
    });
    // The listing picture: the thumbnail comes before the banner image.
    expect(view?.image).toBe(view?.thumbnail);
  });

  it('says the language the document came in, empty when it names none or no locale', () => {
    expect(readDocument({ ...news({}), language: 'fr_FR' })?.language).toBe('fr_FR');
    expect(readDocument(news({}))?.language).toBe('');
    expect(readDocument({ ...news({}), language: 'fr FR" onload="x' })?.language).toBe('');
  });

  it('reads an image document: its media, with the alt text else the title', () => {
    const image = (altText?: string) => ({
      contentKey: THUMB_KEY,
      title: 'Warehouse aisle',
      contentType: { fullyQualifiedName: 'sfdc_cms__image' },
      contentBody: {
        ...(altText === undefined ? {} : { altText }),
        'sfdc_cms:media': { source: { type: 'file' }, url: `/cms/delivery/media/${THUMB_KEY}` },
      },
    });
    expect(readDocument(image('Aisle'))?.media).toEqual({
      url: `/cms/delivery/media/${THUMB_KEY}`,
      isExternal: false,
      altText: 'Aisle',
      contentKey: '',
    });
    expect(readDocument(image())?.image?.altText).toBe('Warehouse aisle');
    expect(readDocument(image())?.kind).toBe('image');
  });

  it('reads an external picture as external', () => {
    const view = readDocument(
      news({ bannerImage: { source: { type: 'url', ref: 'https://cdn.example.com/a.jpg' } } }),
    );
    expect(view?.banner).toEqual({
      url: 'https://cdn.example.com/a.jpg',
      isExternal: true,
      altText: '',
      contentKey: '',
    });
    expect(view?.image).toBe(view?.banner);
  });

  it('is null for what is not a document, and tolerates missing bodies and nulls', () => {
    expect(readDocument(null)).toBeNull();
    expect(readDocument({ title: 'x' })).toBeNull();
    const view = readDocument({
      contentKey: NEWS_KEY,
      title: null,
      contentType: { fullyQualifiedName: 'custom__story' },
      contentBody: null,
    });
    expect(view).toMatchObject({ kind: 'other', title: '', excerpt: '', image: null });
  });

  it('keeps markup in a title as literal text, decoded once', () => {
    const view = readDocument(news({}, '&lt;script&gt;x()&lt;/script&gt; <b>Hello</b>'));
    expect(view?.title).toBe('<script>x()</script> <b>Hello</b>');
  });

  it('decodes the references the delivery API writes and keeps other names as written', () => {
    const view = readDocument(
      news(
        {
          excerpt: 'Caf&#233; &amp;amp; &amp;nbsp;bar &amp;eacute; &amp;apos;',
          body: '&lt;p&gt;&amp;eacute;&lt;/p&gt;',
        },
        'Caf&#xE9; &quot;R&amp;D&quot; &#92; &eacute;',
      ),
    );
    expect(view?.title).toBe('Café "R&D" \\ &eacute;');
    expect(view?.excerpt).toBe("Café & bar &eacute; '");
    // The body stays HTML: the author's references are left to the rich-text sanitiser.
    expect(view?.body).toBe('<p>&eacute;</p>');
  });
});

describe('collectionItemKeys', () => {
  it('lists the keys in order, from collection.items or items, skipping items without a key', () => {
    const collection = (body: unknown) => ({ contentKey: 'MC1', contentBody: body });
    expect(
      collectionItemKeys(
        collection({
          collection: { items: [{ contentKey: 'A' }, null, { x: 1 }, { contentKey: 'B' }] },
        }),
      ),
    ).toEqual(['A', 'B']);
    expect(collectionItemKeys(collection({ items: [{ contentKey: 'C' }] }))).toEqual(['C']);
    expect(collectionItemKeys(collection(undefined))).toEqual([]);
  });
});
