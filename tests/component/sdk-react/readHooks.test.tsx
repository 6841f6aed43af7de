import { act, render, screen } from '@testing-library/react';
import nock from 'nock';
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { UNFULFILLED_ENTRY, cacheKeys, createSdk } from '@about-site/sdk';
import type { CacheEntry, DehydratedCache, NewsBody, Sdk } from '@about-site/sdk';
import {
  SdkProvider,
  useApex,
  useContent,
  useContentFields,
  useContents,
  useSdk,
  useSeoProperties,
} from '@about-site/sdk-react';
import {
  COMMUNITY_ID,
  NOT_FOUND_BODY,
  ORIGIN,
  SITE_ID,
  newsDocument,
  sitePath,
  uniqueContentKey,
} from '../../unit/support/fixtures';

function NewsTitle({ contentKey }: { contentKey: string | null }) {
  const entry = useContent<NewsBody>(
    contentKey === null ? null : { channelOrSiteId: SITE_ID, contentKeyOrId: contentKey },
  );
  if (entry.error) return <p role="alert">{entry.error.message}</p>;
  if (entry.data === undefined) return <p role="status">{entry.state}</p>;
  return <h2>{entry.data.title}</h2>;
}

function collection(...keys: string[]) {
  return {
    contents: keys.map((key) => newsDocument(key, `News ${key.slice(-1)}`)),
    currentPageUrl: sitePath(),
    nextPageUrl: null,
    previousPageUrl: null,
  };
}

function withSdk(sdk: Sdk, children: React.ReactNode, suspense = false) {
  return (
    <SdkProvider sdk={sdk} suspense={suspense}>
      {children}
    </SdkProvider>
  );
}

describe('useContent', () => {
  it('renders the loading state, then the document, with one request for two readers', async () => {
    const key = uniqueContentKey();
    const scope = nock(ORIGIN)
      .get(sitePath(key))
      .once()
      .reply(200, newsDocument(key, 'Our history'));
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(
      withSdk(
        sdk,
        <>
          <NewsTitle contentKey={key} />
          <NewsTitle contentKey={key} />
        </>,
      ),
    );
    // The first reader's effect starts the read; the second already sees it Pending.
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect((await screen.findAllByRole('heading')).map((node) => node.textContent)).toEqual([
      'Our history',
      'Our history',
    ]);
    expect(scope.isDone()).toBe(true);
  });

  it('reads nothing for a null config: the unfulfilled entry', () => {
    let seen: CacheEntry | undefined;
    function Reader() {
      seen = useContent(null);
      return null;
    }
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(withSdk(sdk, <Reader />));
    expect(seen).toBe(UNFULFILLED_ENTRY);
    expect(sdk.cache.entries()).toEqual({});
  });

  it('shows a failure from the entry and does not read it again on the next render', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN).get(sitePath(key)).once().reply(500, {});
    const sdk = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const reported = vi.fn();
    sdk.cache.subscribeFailures(reported);
    const view = render(withSdk(sdk, <NewsTitle contentKey={key} />));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error');
    view.rerender(withSdk(sdk, <NewsTitle contentKey={key} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('shows the new version after the entry is invalidated', async () => {
    const key = uniqueContentKey();
    const sdk = createSdk({ baseUrl: ORIGIN });
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'First'));
    render(withSdk(sdk, <NewsTitle contentKey={key} />));
    await screen.findByText('First');
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Second'));
    await act(() =>
      sdk.cache.invalidate(cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key })),
    );
    expect(screen.getByRole('heading').textContent).toBe('Second');
  });

  it('needs an SdkProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NewsTitle contentKey="MCX" />)).toThrow(/SdkProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('useContents', () => {
  it('reads a list of configs, one request each, and gives their entries in order', async () => {
    const [a, b, c] = [uniqueContentKey(), uniqueContentKey(), uniqueContentKey()];
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: `${a},${b}`, includeContentBody: 'true' })
      .reply(200, collection(a, b))
      .get(sitePath())
      .query({ contentKeys: c, includeContentBody: 'true' })
      .reply(200, collection(c));
    function Documents({ keys }: { keys: string[][] }) {
      const pages = useContents(
        keys.map((chunk) => ({
          channelOrSiteId: SITE_ID,
          contentKeys: chunk,
          includeContentBody: true,
        })),
      );
      const titles = pages.flatMap((page) => page.data?.contents.map((doc) => doc.title) ?? []);
      return <p role="status">{pages.every((page) => page.data) ? titles.join(', ') : '…'}</p>;
    }
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(withSdk(sdk, <Documents keys={[[a, b], [c]]} />));
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe(
        `News ${a.slice(-1)}, News ${b.slice(-1)}, News ${c.slice(-1)}`,
      );
    });
    expect(Object.keys(sdk.cache.entries())).toHaveLength(2);
  });
});

describe('useContentFields', () => {
  it('reads documents with the body fields a list shows, under their own key', async () => {
    const key = uniqueContentKey();
    nock(ORIGIN)
      .get(sitePath())
      .query({ contentKeys: key, includeContentBody: 'true' })
      .reply(200, collection(key));
    const config = { channelOrSiteId: SITE_ID, contentKeys: [key], contentBodyFields: ['excerpt'] };
    function Excerpts() {
      const page = useContentFields<Pick<NewsBody, 'excerpt'>>(config);
      const excerpts = page.data?.contents.map((doc) => doc.contentBody.excerpt);
      return <p role="status">{excerpts ? excerpts.join(', ') : page.state}</p>;
    }
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(withSdk(sdk, <Excerpts />));
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Founded in 2009.');
    });
    const [stored] = Object.values(sdk.cache.entries());
    expect(stored?.data).toMatchObject({
      contents: [{ contentBody: { excerpt: 'Founded in 2009.' } }],
    });
    expect(JSON.stringify(stored?.data)).not.toContain('"body"');
  });
});

describe('useSeoProperties, useApex and useSdk', () => {
  it('read their entries; useSdk gives the provider’s SDK', async () => {
    nock(ORIGIN)
      .get(`/services/data/v64.0/connect/communities/${COMMUNITY_ID}/seo/properties/about`)
      .query({ fields: 'Description' })
      .reply(200, { id: 'about', fields: { Description: 'Who we are' }, properties: [] })
      .get('/lwr/apex/v64.0/SiteInfo/read')
      .reply(200, { name: 'Acme' });
    let given: Sdk | undefined;
    function Head() {
      given = useSdk();
      const seo = useSeoProperties({
        apiVersion: 'v64.0',
        communityId: COMMUNITY_ID,
        recordId: 'about',
        fields: ['Description'],
      });
      const info = useApex<{ name: string }>({ apexClass: 'SiteInfo', apexMethod: 'read' });
      return (
        <p role="status">
          {seo.data?.fields?.Description ?? '…'} / {info.data?.name ?? '…'}
        </p>
      );
    }
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(withSdk(sdk, <Head />));
    await vi.waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Who we are / Acme');
    });
    expect(given).toBe(sdk);
  });
});

describe('an invalid config', () => {
  function Refused({ entry }: { entry: CacheEntry }) {
    if (entry.error)
      return <p role="alert">{`${entry.error.statusText}: ${entry.error.message}`}</p>;
    return <p role="status">{entry.state}</p>;
  }

  function Readers() {
    const content = useContent({ channelOrSiteId: SITE_ID, contentKeyOrId: '' });
    const seo = useSeoProperties({ communityId: COMMUNITY_ID, recordId: 'about' } as never);
    const info = useApex({ apexClass: 'SiteInfo', apexMethod: '' });
    const page = useContents({ channelOrSiteId: 'nowhere' });
    return (
      <>
        {[content, seo, info, page].map((entry, index) => (
          <Refused key={index} entry={entry} />
        ))}
      </>
    );
  }

  const REFUSALS = [
    "INVALID_CONFIG: The 'contentKeyOrId' parameter is required to successfully execute this request.",
    "INVALID_CONFIG: The 'apiVersion' parameter is required to successfully execute this request.",
    "INVALID_CONFIG: The 'apexMethod' parameter is required to successfully execute this request.",
    'INVALID_CONFIG: Enter a valid prefix for channelOrSiteId.',
  ];

  it('gives its INVALID_CONFIG error as the entry, with no request and nothing cached', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    render(withSdk(sdk, <Readers />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryAllByRole('status')).toEqual([]);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(REFUSALS);
    expect(sdk.cache.entries()).toEqual({});
  });

  it('never suspends: a server render with Suspense finishes, showing the error', async () => {
    const sdk = createSdk({ baseUrl: ORIGIN });
    // Before the fix the render retried at once for ever; stop it after a few tries.
    const controller = new AbortController();
    let loads = 0;
    const getContent = sdk.getContent;
    Object.assign(sdk, {
      getContent: (...args: Parameters<Sdk['getContent']>) => {
        loads += 1;
        if (loads === 20) controller.abort();
        return getContent(...args);
      },
    });
    const stream = await renderToReadableStream(
      <SdkProvider sdk={sdk} suspense>
        <Suspense fallback={<p>loading</p>}>
          <Readers />
        </Suspense>
      </SdkProvider>,
      { signal: controller.signal, onError: () => undefined },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(controller.signal.aborted).toBe(false);
    expect(loads).toBe(0);
    expect(html).not.toContain('loading');
    expect(html).toContain(
      '<p role="alert">INVALID_CONFIG: The &#x27;contentKeyOrId&#x27; parameter is required',
    );
  });

  it('keeps its entry while the config stays the same', () => {
    const seen: CacheEntry[] = [];
    function Reader() {
      seen.push(useContent({ channelOrSiteId: SITE_ID, contentKeyOrId: '' }));
      return null;
    }
    const sdk = createSdk({ baseUrl: ORIGIN });
    const view = render(withSdk(sdk, <Reader />));
    view.rerender(withSdk(sdk, <Reader />));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatchObject({ state: 'Unfulfilled', loading: false, loaded: true });
  });
});

async function renderOnServer(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe('server rendering', () => {
  it('suspends until the data has settled, records the keys read, and hydrates the browser without a request', async () => {
    const key = uniqueContentKey();
    const missing = uniqueContentKey();
    nock(ORIGIN)
      .get(sitePath(key))
      .reply(200, newsDocument(key, 'Rendered on the server'))
      .get(sitePath(missing))
      .reply(404, NOT_FOUND_BODY);
    const server = createSdk({ baseUrl: ORIGIN, retries: 0 });
    const readKeys = new Set<string>();
    const html = await renderToServer(server, readKeys, key, missing);
    expect(html).toContain('Rendered on the server');
    expect(html).toContain('Not Found');
    expect(readKeys.size).toBe(2);
    const state: DehydratedCache = JSON.parse(
      JSON.stringify(server.cache.dehydrate((entryKey) => readKeys.has(entryKey))),
    ) as DehydratedCache;
    expect(state.entries).toHaveLength(2);

    // The browser: no request (every request of a test must be mocked).
    const browser = createSdk({ baseUrl: ORIGIN });
    render(
      <SdkProvider sdk={browser} dehydratedState={state}>
        <NewsTitle contentKey={key} />
        <NewsTitle contentKey={missing} />
      </SdkProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Rendered on the server');
    expect(screen.getByRole('alert').textContent).toBe('Not Found');
  });

  it('reads a hydrated entry again when it is invalidated or refreshed, as any other', async () => {
    const key = uniqueContentKey();
    const entryKey = cacheKeys.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: key });
    const state: DehydratedCache = {
      version: 1,
      entries: [
        {
          key: entryKey,
          state: 'Fulfilled',
          data: newsDocument(key, 'From the server'),
          startedAt: Date.now(),
          writtenAt: Date.now(),
          ttl: 60_000,
        },
      ],
    };
    const browser = createSdk({ baseUrl: ORIGIN });
    render(
      <SdkProvider sdk={browser} dehydratedState={state}>
        <NewsTitle contentKey={key} />
      </SdkProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('From the server');
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Edited'));
    await act(() => browser.cache.invalidate(entryKey));
    expect(screen.getByRole('heading').textContent).toBe('Edited');
    nock(ORIGIN).get(sitePath(key)).reply(200, newsDocument(key, 'Edited again'));
    await act(() => browser.cache.refresh(entryKey));
    expect(screen.getByRole('heading').textContent).toBe('Edited again');
  });
});

function renderToServer(sdk: Sdk, readKeys: Set<string>, ...keys: string[]): Promise<string> {
  return renderOnServer(
    <SdkProvider sdk={sdk} suspense readKeys={readKeys}>
      <Suspense fallback={<p>loading</p>}>
        {keys.map((contentKey) => (
          <NewsTitle key={contentKey} contentKey={contentKey} />
        ))}
      </Suspense>
    </SdkProvider>,
  );
}
