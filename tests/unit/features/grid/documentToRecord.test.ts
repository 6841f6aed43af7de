import { describe, expect, it } from 'vitest';
import type { ManagedContentDocument } from '../../../../sdk';
import { documentToRecord } from '../../../../app/features/grid/documentToRecord';
import { cardFields } from '../../../../app/features/grid/cardFields';
import { newsDocument } from './gridFixtures';

function doc(contentBody: Record<string, unknown>, title = 'Doc'): ManagedContentDocument {
  return { ...newsDocument('DOC', title), contentBody };
}

describe('documentToRecord', () => {
  it('keeps the document and adds excerpt and the thumbnail as a site url', () => {
    const record = documentToRecord(
      doc({ excerpt: 'Short', thumbnail: { url: '/cms/delivery/media/MCT', altText: 'Thumb' } }),
      '/site',
    );
    expect(record).toMatchObject({
      title: 'Doc',
      contentKey: newsDocument('DOC').contentKey,
      excerpt: 'Short',
      imageUrl: '/site/sfsites/c/cms/delivery/media/MCT',
      imageAlt: 'Thumb',
    });
  });

  it('falls back to the banner image, then to an image item media url', () => {
    expect(
      documentToRecord(doc({ bannerImage: { url: '/cms/delivery/media/MCB' } }), '').imageUrl,
    ).toBe('/sfsites/c/cms/delivery/media/MCB');
    expect(
      documentToRecord(
        doc({ altText: 'Warehouse', 'sfdc_cms:media': { url: '/cms/delivery/media/MCI' } }),
        '',
      ),
    ).toMatchObject({ imageUrl: '/sfsites/c/cms/delivery/media/MCI', imageAlt: 'Warehouse' });
  });

  it('keeps external https images as they are and drops unusable ones', () => {
    const external = { url: 'https://cdn.example.com/x.png', source: { type: 'url' } };
    expect(documentToRecord(doc({ thumbnail: external }), '/site').imageUrl).toBe(
      'https://cdn.example.com/x.png',
    );
    const hostile = documentToRecord(doc({ thumbnail: { url: 'javascript:alert(1)' } }), '');
    expect(hostile).not.toHaveProperty('imageUrl');
    expect(documentToRecord(doc({ thumbnail: 'not an object' }), '')).not.toHaveProperty(
      'imageUrl',
    );
  });

  it('leaves a document without a body as it is', () => {
    const summary: Partial<ReturnType<typeof newsDocument>> = newsDocument('NOBODY');
    delete summary.contentBody;
    const record = documentToRecord(summary as unknown as ManagedContentDocument, '');
    expect(record).toEqual(summary);
  });
});

describe('documentToRecord image urls', () => {
  it.each([
    ['/cms/delivery/media/MCX', 'imageReference', '/b/sfsites/c/cms/delivery/media/MCX'],
    ['https://cdn.test/a.jpg', 'url', 'https://cdn.test/a.jpg'],
    ['//evil.test/a.jpg', 'imageReference', undefined],
    ['http://insecure.test/a.jpg', 'url', undefined],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'imageReference', undefined],
  ])('%s (%s) gives %s', (url, type, expected) => {
    const record = documentToRecord(doc({ thumbnail: { url, source: { type } } }), '/b');
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
});
