import { act, render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import { contentCardBlock } from '../../../../app/blocks/contentCard';
import { useManagedContent, type ManagedContent } from '../../../../app/data/useManagedContent';
import { ToastContainer } from '../../../../app/features/toast/ToastContainer';
import {
  API,
  contentPath,
  imageDocument,
  newsDocument,
  notFoundBody,
  SITE_ID,
  testConfig,
  uniqueKey,
} from '../../support/contentFixtures';
import { makeTestProviders } from '../../../support/testProviders';

const serverError = [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'down' }];

/** Shows what the hook returns; the latest value is kept in `seen` for exact checks. */
function probe() {
  const seen: { current: ManagedContent | null } = { current: null };
  function Probe({
    contentId,
    label = 'entry',
  }: {
    contentId: string | undefined;
    label?: string;
  }) {
    const content = useManagedContent(contentId);
    seen.current = content;
    const { entry, document } = content;
    return (
      <output data-testid={label}>
        {entry.state}|{String(entry.loading)}|{document?.title ?? ''}|{entry.error?.status ?? ''}
      </output>
    );
  }
  return { Probe, seen };
}

/** Two content cards, as a page would place them, and the page's toast container. */
function cards(...contentIds: string[]): ReactNode {
  const Card = contentCardBlock.component;
  return (
    <>
      {contentIds.map((contentId, index) => (
        <Card
          key={String(index)}
          id={`card-${String(index)}`}
          props={contentCardBlock.parse({ contentId, title: `Card ${String(index)}` })}
          renderRegion={() => null}
          regionNames={[]}
        />
      ))}
      <ToastContainer reducedMotion />
    </>
  );
}

function setup(ui: ReactNode, config = testConfig) {
  const providers = makeTestProviders(config);
  return { ...providers, ...render(ui, { wrapper: providers.wrapper }) };
}

const keyOf = (contentKeyOrId: string) =>
  cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId });

describe('useManagedContent: entry states', () => {
  it('is pending while loading, then gives the document as blocks show it', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).delay(20).reply(200, newsDocument(key));
    const { Probe, seen } = probe();
    setup(<Probe contentId={key} />);
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent('Pending|true||');
    });
    expect(seen.current?.document).toBeNull();
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent(
        'Fulfilled|false|Warehouse visibility for field service teams|',
      );
    });
    expect(seen.current?.document).toEqual({
      contentKey: key,
      managedContentId: expect.stringMatching(/^20Y/) as string,
      contentTypeName: 'sfdc_cms__news',
      kind: 'news',
      title: 'Warehouse visibility for field service teams',
      excerpt: 'How real-time stock levels cut truck rolls by a third.',
      body: '<p>Full story</p>',
      media: null,
      thumbnail: null,
      banner: {
        url: `/cms/delivery/media/${key}`,
        isExternal: false,
        altText: 'A technician scanning a parts bin',
        contentKey: key,
      },
      image: {
        url: `/cms/delivery/media/${key}`,
        isExternal: false,
        altText: 'A technician scanning a parts bin',
        contentKey: key,
      },
      link: `/sfdc_cms__news/${key}`,
      publishedDate: '2024-05-01T09:30:00.000Z',
      language: 'en_US',
    });
  });

  it('reads an image item with its media url, and links under the base path', async () => {
    const key = uniqueKey();
    nock(API)
      .get(`/site${contentPath(key)}`)
      .reply(200, imageDocument(key));
    const { Probe, seen } = probe();
    setup(<Probe contentId={key} />, { ...testConfig, basePath: '/site' });
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent('Fulfilled');
    });
    expect(seen.current?.document).toMatchObject({
      kind: 'image',
      excerpt: '',
      media: {
        url: `/cms/delivery/media/${key}`,
        altText: 'Rows of shelving in a distribution centre',
      },
      link: `/site/sfdc_cms__image/${key}`,
    });
  });

  it('keeps a 404 as a cached, serialisable error without a document', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(404, notFoundBody);
    const { Probe, seen } = probe();
    const { sdk } = setup(<Probe contentId={key} />);
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent('Error|false||404');
    });
    const { entry, document } = seen.current ?? {};
    expect(document).toBeNull();
    expect(entry?.data).toBeUndefined();
    expect(typeof entry?.error?.message).toBe('string');
    expect(JSON.parse(JSON.stringify(entry?.error))).toEqual(entry?.error);
    // The hook shows the cache's own entry.
    expect(sdk.cache.get(keyOf(key))).toBe(entry);
  });

  it('reports a 500 as the entry error, with no document and nothing cached', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(500, serverError);
    const { Probe, seen } = probe();
    setup(<Probe contentId={key} />);
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent('Unfulfilled|false||500');
    });
    expect(seen.current?.document).toBeNull();
    expect(seen.current?.entry.loaded).toBe(true);
  });
});

describe('useManagedContent: requests', () => {
  it('makes one request for two cards with the same id, and both show the item', async () => {
    const key = uniqueKey();
    nock(API)
      .get(contentPath(key))
      .delay(20)
      .reply(200, newsDocument(key, { title: 'Route planning' }));
    const { Probe } = probe();
    setup(
      <>
        <Probe contentId={key} label="a" />
        <Probe contentId={` ${key} `} label="b" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('a')).toHaveTextContent('Fulfilled|false|Route planning|');
    });
    expect(screen.getByTestId('b')).toHaveTextContent('Fulfilled|false|Route planning|');
  });

  it('lets a card unmounted mid-load leave the item in the cache for the next reader', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).delay(20).reply(200, newsDocument(key));
    const { Probe } = probe();
    const { sdk, rerender } = setup(<Probe contentId={key} />);
    await waitFor(() => {
      expect(sdk.cache.get(keyOf(key))?.loading).toBe(true);
    });
    rerender(<p>elsewhere</p>);
    await waitFor(() => {
      expect(sdk.cache.get(keyOf(key))?.state).toBe('Fulfilled');
    });
    rerender(<Probe contentId={key} />);
    expect(screen.getByTestId('entry')).toHaveTextContent('Fulfilled|false|Warehouse visibility');
  });

  it('requests nothing without an id', async () => {
    const { Probe, seen } = probe();
    const { sdk } = setup(
      <>
        <Probe contentId="  " label="a" />
        <Probe contentId={undefined} label="b" />
      </>,
    );
    await act(() => Promise.resolve());
    expect(screen.getByTestId('a')).toHaveTextContent('Unfulfilled|false||');
    expect(screen.getByTestId('b')).toHaveTextContent('Unfulfilled|false||');
    expect(seen.current?.document).toBeNull();
    expect(sdk.cache.entries()).toEqual({});
  });
});

describe('useManagedContent: data-error toasts', () => {
  it('shows one error toast for one failing request read by two cards', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(500, serverError);
    const { container, store } = setup(cards(key, key));
    await waitFor(() => {
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });
    // Both cards keep their configured text.
    expect(container.querySelectorAll('article[aria-busy]')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Card 0' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Card 1' })).toBeInTheDocument();
    expect(store.getState().toast.reportedSources).toEqual([keyOf(key)]);
  });

  it('shows one toast per failing request, none for a card whose content is not there or loads', async () => {
    const [failing, missing, fine] = [uniqueKey(), uniqueKey(), uniqueKey()];
    nock(API).get(contentPath(failing)).reply(500, serverError);
    nock(API).get(contentPath(missing)).reply(404, notFoundBody);
    nock(API).get(contentPath(fine)).reply(200, newsDocument(fine));
    const { store, sdk } = setup(cards(failing, missing, fine));
    await waitFor(() => {
      expect(sdk.cache.get(keyOf(missing))?.error?.status).toBe(404);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });
    // The 404 is not a loading failure: trying again later would not bring the content.
    expect(store.getState().toast.reportedSources).toEqual([keyOf(failing)]);
  });
});
