import { describe, expect, it } from 'vitest';
import {
  CONTENT_TYPES,
  imageBodySchema,
  isImageDocument,
  isManualCollectionDocument,
  isNewsDocument,
  manualCollectionBodySchema,
  newsBodySchema,
} from '@about-site/sdk/documents';
import type { ManagedContentDocument } from '@about-site/sdk';

const reference = { source: { type: 'imageReference', ref: { contentKey: 'MCA' } } };
const externalReference = { url: '/x', source: { type: 'url', ref: 'https://cdn.example/x.svg' } };
const media = { source: { type: 'file', mimeType: 'image/png', size: 12 }, url: '/cms/x' };

// Bodies near the edges of each shape: the guards must agree with the schemas on every one.
const bodies: unknown[] = [
  null,
  [],
  'text',
  {},
  { altText: 'a', 'sfdc_cms:media': media },
  { 'sfdc_cms:media': { ...media, source: { type: 'url' } } },
  { 'sfdc_cms:media': { ...media, source: { type: 'link' } } },
  { 'sfdc_cms:media': { ...media, source: { type: 'file', size: Number.NaN } } },
  { 'sfdc_cms:media': { ...media, source: { type: 'file', size: Infinity } } },
  { 'sfdc_cms:media': { source: { type: 'file' } } },
  { altText: null, 'sfdc_cms:media': media },
  { bannerImage: reference, body: '', excerpt: '' },
  { bannerImage: externalReference, body: 'b', excerpt: 'e', thumbnail: reference },
  { bannerImage: { source: { type: 'url' } }, body: 'b', excerpt: 'e', thumbnail: undefined },
  { bannerImage: { source: { type: 'imageReference' } }, body: 'b', excerpt: 'e' },
  { bannerImage: { source: { type: 'url', ref: 1 } }, body: 'b', excerpt: 'e' },
  { bannerImage: reference, body: 'b', excerpt: 'e', thumbnail: null },
  { bannerImage: reference, body: 'b' },
  { collection: { items: [{ contentKey: 'MCA', _id: 'x' }, { contentKey: 'MCB' }], type: 't' } },
  { collection: { items: [], type: 't' }, description: 'd' },
  { collection: { items: [{ contentKey: 'MCA', _id: 1 }], type: 't' } },
  { collection: { items: [null], type: 't' } },
  { collection: { items: {}, type: 't' } },
  { collection: { items: [] }, description: null },
  { items: [] },
];

function documentOf(type: string, contentBody: unknown): ManagedContentDocument<unknown> {
  return {
    contentKey: 'MCX',
    contentType: { fullyQualifiedName: type },
    contentBody,
    language: 'en_US',
    managedContentId: '20Y',
    publishedDate: '2024-01-01T00:00:00.000Z',
    title: 't',
    unauthenticatedUrl: null,
    urlName: 'x',
  };
}

describe('typed document guards', () => {
  it.each([
    ['isImageDocument', isImageDocument, imageBodySchema, CONTENT_TYPES.image],
    ['isNewsDocument', isNewsDocument, newsBodySchema, CONTENT_TYPES.news],
    [
      'isManualCollectionDocument',
      isManualCollectionDocument,
      manualCollectionBodySchema,
      CONTENT_TYPES.manualCollection,
    ],
  ] as const)('%s accepts exactly the bodies its schema accepts', (_name, guard, schema, type) => {
    const accepted = bodies.map((body) => guard(documentOf(type, body)));
    expect(accepted).toEqual(bodies.map((body) => schema.safeParse(body).success));
    expect(accepted).toContain(true);
    expect(accepted).toContain(false);
  });

  it('refuses a body of the right shape under another type', () => {
    expect(isNewsDocument(documentOf(CONTENT_TYPES.image, bodies[11]))).toBe(false);
  });
});
