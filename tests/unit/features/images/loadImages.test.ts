import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadImages, selectImagesByKey } from '../../../../app/features/images';
import { API_ORIGIN, makeTestStore, SITE_ID } from '../../../support/testStore';

const A = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';
const B = 'MCMYNU75OJHKPCYUL5JLPLMUTTSJ';
const LIST = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;

function imageDocument(contentKey: string, altText: string) {
  return {
    contentKey,
    title: `Title of ${contentKey}`,
    contentType: { fullyQualifiedName: 'sfdc_cms__image', name: 'Image' },
    contentBody: {
      altText,
      'sfdc_cms:media': { source: { type: 'file' }, url: `/cms/delivery/media/${contentKey}` },
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('image data provider', () => {
  it('reads every key in one request with bodies and resolves urls under the base path', async () => {
    nock(API_ORIGIN)
      .get(`/site${LIST}`)
      .query({ contentKeys: `${A},${B}`, includeContentBody: 'true', pageSize: '2' })
      .reply(200, {
        contents: [imageDocument(A, 'Aisle'), imageDocument(B, 'Portrait')],
        nextPageUrl: null,
      });
    const { store } = makeTestStore({ basePath: '/site' });
    await store.dispatch(loadImages({ contentKeys: [A, B] }));
    const images = selectImagesByKey(store.getState());
    expect(images[A]).toEqual({
      Url: `/site/sfsites/c/cms/delivery/media/${A}`,
      RawUrl: `/cms/delivery/media/${A}`,
      AltText: 'Aisle',
      ContentKey: A,
      SrcSet: [640, 960, 1920]
        .map((w) => `/site/sfsites/c/cms/delivery/media/${A}?width=${w} ${w}w`)
        .join(', '),
    });
    expect(images[B]?.AltText).toBe('Portrait');
  });

  it('falls back to media paths by key and warns naming the key and the site when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    nock(API_ORIGIN)
      .get(LIST)
      .query(true)
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'down' }]);
    const { store } = makeTestStore();
    await store.dispatch(loadImages({ contentKeys: [A] }));
    expect(selectImagesByKey(store.getState())[A]?.Url).toBe(`/sfsites/c/cms/delivery/media/${A}`);
    expect(store.getState().images.fallbackKeys).toEqual([A]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(A));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SITE_ID));
  });

  it('falls back for a key the answer does not hold, and does not ask again for loaded keys', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    nock(API_ORIGIN)
      .get(LIST)
      .query(true)
      .reply(200, { contents: [imageDocument(A, 'Aisle')] });
    const { store } = makeTestStore();
    await store.dispatch(loadImages({ contentKeys: [A, B] }));
    await store.dispatch(loadImages({ contentKeys: [A, B] }));
    expect(store.getState().images.fallbackKeys).toEqual([B]);
  });
});
