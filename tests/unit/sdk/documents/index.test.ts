import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  isImageDocument,
  isManualCollectionDocument,
  isNewsDocument,
} from '@about-site/sdk/documents';
import type { ImageBody, ManagedContentDocument, ManualCollectionBody } from '@about-site/sdk';
import { newsDocument } from '../../support/fixtures';

function document<TBody>(type: string, contentBody: TBody): ManagedContentDocument<TBody> {
  return { ...newsDocument('MCX'), contentType: { fullyQualifiedName: type }, contentBody };
}

const image: ImageBody = {
  altText: 'Team photo',
  'sfdc_cms:media': {
    source: { type: 'file', mimeType: 'image/jpeg', size: 248731 },
    url: '/cms/delivery/media/MCA4CCV5QS2BAB5H7YRCRPTCWGZQ?version=1.1',
  },
};

const collection: ManualCollectionBody = {
  collection: {
    items: [{ contentKey: 'MCA', _id: 'MCA' }, { contentKey: 'MCB' }],
    type: 'sfdc_cms__news',
  },
  description: 'Leadership',
};

describe('typed documents', () => {
  it('recognises an image document', () => {
    const doc = document(CONTENT_TYPES.image, image as unknown);
    expect(isImageDocument(doc)).toBe(true);
    if (isImageDocument(doc))
      expect(doc.contentBody['sfdc_cms:media'].url).toContain('/cms/delivery/media/');
    expect(isImageDocument(document(CONTENT_TYPES.image, { altText: 'no media' }))).toBe(false);
    expect(isImageDocument(document(CONTENT_TYPES.news, image))).toBe(false);
  });

  it('recognises a news document, with or without a thumbnail', () => {
    expect(isNewsDocument(newsDocument('MCN'))).toBe(true);
    const withThumbnail = newsDocument('MCT');
    withThumbnail.contentBody.thumbnail = {
      source: { type: 'url', ref: 'https://cdn.example/x.svg' },
    };
    expect(isNewsDocument(withThumbnail)).toBe(true);
    expect(isNewsDocument(document(CONTENT_TYPES.news, { body: '' }))).toBe(false);
  });

  it('recognises a manual collection', () => {
    expect(isManualCollectionDocument(document(CONTENT_TYPES.manualCollection, collection))).toBe(
      true,
    );
    expect(
      isManualCollectionDocument(document(CONTENT_TYPES.manualCollection, { items: [] })),
    ).toBe(false);
  });
});
