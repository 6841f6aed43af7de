import { render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { usePageImages } from '../../../../app/data/usePageImages';
import type { ImageInfo } from '../../../../app/data/imageInfo';
import { makeTestProviders } from '../../../support/testProviders';
import { API_ORIGIN, SITE_ID } from '../../../support/testStore';

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

const srcSet = (url: string) =>
  [640, 960, 1920].map((w) => `${url}?width=${String(w)} ${String(w)}w`).join(', ');

/** What `usePageImages(keys)` returns, as JSON. Keep `keys` stable, as the page memoises it. */
function Images({ keys, label = 'images' }: { keys: readonly string[]; label?: string }) {
  return <output data-testid={label}>{JSON.stringify(usePageImages(keys))}</output>;
}

function imagesOf(label = 'images'): Record<string, ImageInfo> {
  return JSON.parse(screen.getByTestId(label).textContent || '{}') as Record<string, ImageInfo>;
}

function setup(ui: ReactNode, basePath = '') {
  const providers = makeTestProviders({ basePath });
  return { ...providers, ...render(ui, { wrapper: providers.wrapper }) };
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('usePageImages', () => {
  it('reads every key in one request with bodies and resolves urls under the base path', async () => {
    nock(API_ORIGIN)
      .get(`/site${LIST}`)
      .query({ contentKeys: `${A},${B}`, includeContentBody: 'true' })
      .delay(20)
      .reply(200, {
        contents: [imageDocument(A, 'Aisle'), imageDocument(B, 'Portrait')],
        nextPageUrl: null,
      });
    setup(<Images keys={[A, B]} />, '/site');
    // A key whose read has not settled is absent.
    expect(imagesOf()).toEqual({});
    await waitFor(() => {
      expect(imagesOf()[A]).toBeDefined();
    });
    const images = imagesOf();
    expect(images[A]).toEqual({
      Url: `/site/sfsites/c/cms/delivery/media/${A}`,
      RawUrl: `/cms/delivery/media/${A}`,
      AltText: 'Aisle',
      ContentKey: A,
      SrcSet: srcSet(`/site/sfsites/c/cms/delivery/media/${A}`),
    });
    expect(images[B]?.AltText).toBe('Portrait');
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks once per distinct key, in one request per 25 keys', async () => {
    const keys = Array.from({ length: 26 }, (_, i) => `MC${String(i).padStart(26, 'Q')}`);
    const [last] = keys.slice(25);
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: keys.slice(0, 25).join(','), includeContentBody: 'true' })
      .reply(200, { contents: keys.slice(0, 25).map((key) => imageDocument(key, key)) });
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: last, includeContentBody: 'true' })
      .reply(200, { contents: [imageDocument(last ?? '', 'Last')] });
    setup(<Images keys={[...keys, ...keys]} />);
    await waitFor(() => {
      expect(Object.keys(imagesOf())).toHaveLength(26);
    });
    expect(imagesOf()[last ?? '']?.AltText).toBe('Last');
  });

  it('falls back to media paths by key and warns naming the key and the site when the request fails', async () => {
    nock(API_ORIGIN)
      .get(`/site${LIST}`)
      .query(true)
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'down' }]);
    setup(<Images keys={[A]} />, '/site');
    await waitFor(() => {
      expect(imagesOf()[A]).toBeDefined();
    });
    const media = `/site/sfsites/c/cms/delivery/media/${A}`;
    expect(imagesOf()[A]).toEqual({
      Url: media,
      RawUrl: media,
      AltText: '',
      ContentKey: A,
      SrcSet: srcSet(media),
    });
    expect(warn).toHaveBeenCalledWith(
      `Image data provider: could not load content key ${A} for site ${SITE_ID}.`,
    );
  });

  it('warns once per key that falls back, however the other requests end', async () => {
    const keys = Array.from({ length: 26 }, (_, i) => `MC${String(i).padStart(26, 'Q')}`);
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: keys.slice(0, 25).join(','), includeContentBody: 'true' })
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'down' }]);
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: keys[25], includeContentBody: 'true' })
      .delay(30)
      .reply(200, { contents: [] });
    setup(<Images keys={keys} />);
    await waitFor(() => {
      expect(Object.keys(imagesOf())).toHaveLength(26);
    });
    expect(warn).toHaveBeenCalledTimes(26);
  });

  it('falls back for a key the answer does not hold, and warns naming it and the site', async () => {
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: `${A},${B}`, includeContentBody: 'true' })
      .reply(200, { contents: [imageDocument(A, 'Aisle')] });
    setup(<Images keys={[A, B]} />);
    await waitFor(() => {
      expect(imagesOf()[B]).toBeDefined();
    });
    expect(imagesOf()[A]?.AltText).toBe('Aisle');
    expect(imagesOf()[B]?.Url).toBe(`/sfsites/c/cms/delivery/media/${B}`);
    expect(warn).toHaveBeenCalledWith(
      `Image data provider: content key ${B} was not found for site ${SITE_ID}.`,
    );
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining(A));
  });

  it('makes one request for two components and a re-render with the same keys', async () => {
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: `${A},${B}`, includeContentBody: 'true' })
      .delay(20)
      .reply(200, { contents: [imageDocument(A, 'Aisle'), imageDocument(B, 'Portrait')] });
    const keys = [A, B];
    const { rerender } = setup(
      <>
        <Images keys={keys} label="one" />
        <Images keys={[A, B]} label="two" />
      </>,
    );
    await waitFor(() => {
      expect(imagesOf('two')[B]?.AltText).toBe('Portrait');
    });
    expect(imagesOf('one')).toEqual(imagesOf('two'));
    rerender(
      <>
        <Images keys={keys} label="one" />
        <Images keys={[A, B]} label="two" />
      </>,
    );
    expect(imagesOf('one')[A]?.AltText).toBe('Aisle');
  });

  it('gives the same images for the same keys in a new array, and reads a key added later alone', async () => {
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: `${A},${B}`, includeContentBody: 'true' })
      .reply(200, { contents: [imageDocument(A, 'Aisle'), imageDocument(B, 'Portrait')] });
    const seen: Record<string, ImageInfo>[] = [];
    function Seen({ keys }: { keys: readonly string[] }) {
      const images = usePageImages(keys);
      seen.push(images);
      return <output data-testid="images">{JSON.stringify(images)}</output>;
    }
    const { rerender } = setup(<Seen keys={[A, B]} />);
    await waitFor(() => {
      expect(imagesOf()[B]?.AltText).toBe('Portrait');
    });
    const read = seen.at(-1);
    rerender(<Seen keys={[B, A, B]} />);
    expect(seen.at(-1)).toBe(read);

    // The key named instead of B is read on its own; A is not read again, nor gone meanwhile.
    const C = 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';
    nock(API_ORIGIN)
      .get(LIST)
      .query({ contentKeys: C, includeContentBody: 'true' })
      .delay(20)
      .reply(200, { contents: [imageDocument(C, 'Crates')] });
    rerender(<Seen keys={[A, C]} />);
    expect(Object.keys(imagesOf())).toEqual([A]);
    await waitFor(() => {
      expect(imagesOf()[C]?.AltText).toBe('Crates');
    });
    expect(imagesOf()[B]).toBeUndefined();
    expect(imagesOf()[A]).toEqual(read?.[A]);
  });
});
