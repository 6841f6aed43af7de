import { describe, expect, it } from 'vitest';
import type { ManagedContentDocument } from '@about-site/sdk';
import { documentRecord } from '../../../../../app/blocks/grid/documentRecord';
import { cardFields } from '../../../../../app/blocks/grid/cardFields';
import { newsDocument } from '../../../support/gridFixtures';

function doc(contentBody: Record<string, unknown>, title = 'Doc'): ManagedContentDocument {
  return { ...newsDocument('DOC', title), contentBody };
}

describe('documentRecord', () => {
  it('keeps the document as it is and adds what the card shows, read by readDocument', () => {
    const document = doc(
      {
        excerpt: 'Tom &amp; Jerry',
        thumbnail: { url: '/cms/delivery/media/MCT', altText: 'Thumb &quot;1&quot;' },
      },
      'Lots &amp; serials',
    );
    const record = documentRecord(document, '/site');
    expect(record).toEqual({
      ...document,
      displayTitle: 'Lots & serials',
      excerpt: 'Tom & Jerry',
      imageUrl: '/site/sfsites/c/cms/delivery/media/MCT',
      imageAlt: 'Thumb "1"',
      link: `/site/sfdc_cms__news/${document.contentKey}`,
      lang: 'en-US',
    });
    // The platform's own fields stay as they came, for `{!Item.field}` bindings.
    expect(record.title).toBe('Lots &amp; serials');
    expect(record.contentBody).toBe(document.contentBody);
  });

  it("links to the article in the page's own language, its media staying the site's", () => {
    const document = doc({ thumbnail: { url: '/cms/delivery/media/MCT', altText: 'T' } });
    const record = documentRecord(document, '/site', '/site/fr');
    expect(record.link).toBe(`/site/fr/sfdc_cms__news/${document.contentKey}`);
    expect(record.imageUrl).toBe('/site/sfsites/c/cms/delivery/media/MCT');
  });

  it("shows an image item's media first, else the thumbnail, else the banner image", () => {
    const media = { url: '/cms/delivery/media/MCI' };
    const thumbnail = { url: '/cms/delivery/media/MCT', altText: 'Thumb' };
    const banner = { url: '/cms/delivery/media/MCB', altText: 'Banner' };
    expect(
      documentRecord(
        doc({ altText: 'Warehouse', 'sfdc_cms:media': media, thumbnail, bannerImage: banner }),
        '',
      ),
    ).toMatchObject({ imageUrl: '/sfsites/c/cms/delivery/media/MCI', imageAlt: 'Warehouse' });
    expect(documentRecord(doc({ thumbnail, bannerImage: banner }), '')).toMatchObject({
      imageUrl: '/sfsites/c/cms/delivery/media/MCT',
      imageAlt: 'Thumb',
    });
    expect(documentRecord(doc({ bannerImage: banner }), '')).toMatchObject({
      imageUrl: '/sfsites/c/cms/delivery/media/MCB',
      imageAlt: 'Banner',
    });
    // An image item without alt text is named by its title.
    expect(documentRecord(doc({ 'sfdc_cms:media': media }, 'Dock'), '').imageAlt).toBe('Dock');
  });

  it('keeps external https images as they are and drops unusable ones', () => {
    const external = { url: 'https://cdn.example.com/x.png', source: { type: 'url' } };
    expect(documentRecord(doc({ thumbnail: external }), '/site').imageUrl).toBe(
      'https://cdn.example.com/x.png',
    );
    const hostile = documentRecord(doc({ thumbnail: { url: 'javascript:alert(1)' } }), '');
    expect(hostile).not.toHaveProperty('imageUrl');
    expect(documentRecord(doc({ thumbnail: 'not an object' }), '')).not.toHaveProperty('imageUrl');
    // A picture given only by reference has no url to show.
    const byReference = { source: { type: 'imageReference', ref: { contentKey: 'MCR' } } };
    expect(documentRecord(doc({ thumbnail: byReference }), '')).not.toHaveProperty('imageUrl');
  });

  it('adds nothing but the title, link and language to a document without a body', () => {
    const summary: Partial<ReturnType<typeof newsDocument>> = newsDocument('NOBODY');
    delete summary.contentBody;
    const record = documentRecord(summary as unknown as ManagedContentDocument, '');
    expect(record).toEqual({
      ...summary,
      displayTitle: 'News NOBODY',
      link: '/sfdc_cms__news/MCNOBODYQQQQQQQQQQQQQQQQQQQQ',
      lang: 'en-US',
    });
  });

  it('leaves a value that is not a document (no content key or type) as it is', () => {
    const value = {
      title: 'Loose',
      contentBody: { excerpt: 'x' },
    } as unknown as ManagedContentDocument;
    expect(documentRecord(value, '')).toEqual(value);
  });
});

describe('documentRecord image urls', () => {
  it.each([
    ['/cms/delivery/media/MCX', 'imageReference', '/b/sfsites/c/cms/delivery/media/MCX'],
    ['https://cdn.test/a.jpg', 'url', 'https://cdn.test/a.jpg'],
    ['//evil.test/a.jpg', 'imageReference', undefined],
    ['http://insecure.test/a.jpg', 'url', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'imageReference', undefined],
  ])('%s (%s) gives %s', (url, type, expected) => {
    const record = documentRecord(doc({ thumbnail: { url, source: { type } } }), '/b');
    expect(record.imageUrl).toBe(expected);
  });
});

describe('cardFields', () => {
  it('reads title, excerpt and image, and refuses script urls', () => {
    expect(
      cardFields({
        title: ' Cycle counting ',
        excerpt: 'Counts',
        imageUrl: '/a.png',
        imageAlt: 'A',
      }),
    ).toEqual({ title: 'Cycle counting', excerpt: 'Counts', image: { url: '/a.png', alt: 'A' } });
    expect(cardFields({ contentBody: { title: 'Image', excerpt: 'From body' } })).toEqual({
      title: 'Image',
      excerpt: 'From body',
    });
    expect(cardFields({ imageUrl: 'javascript:alert(1)' })).toEqual({});
    expect(cardFields({ imageUrl: 'data:image/png;base64,AAAA' }).image?.alt).toBe('');
  });

  it("says the language of a document's words, and takes only a language tag", () => {
    const french = documentRecord({ ...doc({}, 'Inventaire'), language: 'fr_FR' }, '');
    expect(cardFields(french).lang).toBe('fr-FR');
    expect(cardFields({ title: 'Stock', lang: 'de' }).lang).toBe('de');
    expect(cardFields({ title: 'A', lang: 'fr FR" x="' })).not.toHaveProperty('lang');
    expect(cardFields({ title: 'A', lang: 7 })).not.toHaveProperty('lang');
  });

  it("shows a document's decoded title and excerpt, linked to its article", () => {
    const record = documentRecord(doc({ excerpt: 'A &amp; B' }, 'C &amp; D'), '');
    expect(cardFields(record)).toEqual({
      title: 'C & D',
      excerpt: 'A & B',
      link: '/sfdc_cms__news/MCDOCQQQQQQQQQQQQQQQQQQQQQQQ',
      lang: 'en-US',
    });
  });
});
