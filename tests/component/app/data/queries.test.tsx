import { act, render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createSdk, type Sdk } from '@about-site/sdk';
import { cacheKeys, type GetContentConfig } from '@about-site/sdk';
import { SdkProvider, useContent } from '@about-site/sdk-react';
import { contentConfig } from '../../../../app/data/queries';
import {
  failedEntryKeys,
  reportDataErrors,
} from '../../../../app/features/toast/dataErrorReporter';
import { dataErrorRaised } from '../../../../app/features/toast/toastSlice';
import { makePageStore } from '../../../../app/pageStore';
import { API_ORIGIN, SITE_ID } from '../../../support/testStore';

const ITEM = `/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`;

function document(contentKey: string, title: string) {
  return { contentKey, title, contentType: { fullyQualifiedName: 'sfdc_cms__news' } };
}

function Probe({ config, label }: { config: GetContentConfig | null; label: string }): ReactNode {
  const entry = useContent(config);
  const title = (entry.data as { title?: string } | undefined)?.title ?? '';
  return <p data-testid={label}>{`${entry.state} ${String(entry.loading)} ${title}`}</p>;
}

function renderWith(sdk: Sdk, ui: ReactNode) {
  const store = makePageStore();
  // The page's wiring: the cache's one reporter raises the data-error toasts.
  reportDataErrors(sdk.cache, (key) => store.dispatch(dataErrorRaised(key)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <SdkProvider sdk={sdk}>{children}</SdkProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

describe("the site's reads through @about-site/sdk-react", () => {
  it('loads a missing entry once for every reader and follows its states', async () => {
    const scope = nock(API_ORIGIN).get(`${ITEM}/MCA`).delay(20).reply(200, document('MCA', 'One'));
    const sdk = createSdk({ baseUrl: API_ORIGIN, retries: 0 });
    const config = contentConfig(SITE_ID, 'MCA');
    const key = cacheKeys.getContent(config);
    renderWith(
      sdk,
      <>
        <Probe config={config} label="a" />
        <Probe config={contentConfig(SITE_ID, 'MCA')} label="b" />
      </>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('a')).toHaveTextContent('Pending true');
    });
    await waitFor(() => {
      expect(screen.getByTestId('a')).toHaveTextContent('Fulfilled false One');
    });
    expect(screen.getByTestId('b')).toHaveTextContent('Fulfilled false One');
    expect(scope.isDone()).toBe(true);
    // The entry the component shows is the cache's own.
    expect(sdk.cache.get(key)?.state).toBe('Fulfilled');
  });

  it('reads nothing without a config', () => {
    const sdk = createSdk({ baseUrl: API_ORIGIN, retries: 0 });
    renderWith(sdk, <Probe config={null} label="a" />);
    expect(screen.getByTestId('a')).toHaveTextContent('Unfulfilled false');
    expect(sdk.cache.entries()).toEqual({});
  });

  it('shows stored data, even stale, without asking again', async () => {
    let now = 1_000;
    const sdk = createSdk({ baseUrl: API_ORIGIN, now: () => now, ttlMs: 100 });
    nock(API_ORIGIN).get(`${ITEM}/MCA`).reply(200, document('MCA', 'Old'));
    await sdk.getContent({ channelOrSiteId: SITE_ID, contentKeyOrId: 'MCA' });
    now += 500;
    renderWith(sdk, <Probe config={contentConfig(SITE_ID, 'MCA')} label="a" />);
    await act(async () => {
      await Promise.resolve();
    });
    // An unmocked request would fail the entry; it stays as it was.
    expect(screen.getByTestId('a')).toHaveTextContent('Stale false Old');
  });

  it('does not ask again for a source whose request failed, and raises its one toast', async () => {
    const scope = nock(API_ORIGIN)
      .get(`${ITEM}/MCA`)
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'down' }]);
    const sdk = createSdk({ baseUrl: API_ORIGIN, retries: 0 });
    const config = contentConfig(SITE_ID, 'MCA');
    const key = cacheKeys.getContent(config);
    const { rerender, store } = renderWith(sdk, <Probe config={config} label="a" />);
    await waitFor(() => {
      expect(sdk.cache.get(key)?.error?.status).toBe(500);
    });
    rerender(
      <>
        <Probe config={config} label="a" />
        <Probe config={contentConfig(SITE_ID, 'MCA')} label="b" />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(scope.isDone()).toBe(true);
    expect(screen.getByTestId('b')).toHaveTextContent('Unfulfilled false');
    // Two readers of one failing source: one toast, keyed by the source.
    expect(store.getState().toast.reportedSources).toEqual([key]);
    expect(store.getState().toast.shown).toHaveLength(1);
  });

  it('raises no toast for content that is not there (404): the page shows that itself', async () => {
    nock(API_ORIGIN)
      .get(`${ITEM}/MCA`)
      .reply(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    const sdk = createSdk({ baseUrl: API_ORIGIN, retries: 0 });
    const config = contentConfig(SITE_ID, 'MCA');
    const { store } = renderWith(sdk, <Probe config={config} label="a" />);
    await waitFor(() => {
      expect(sdk.cache.get(cacheKeys.getContent(config))?.error?.status).toBe(404);
    });
    expect(failedEntryKeys(sdk.cache)).toEqual([]);
    expect(store.getState().toast.shown).toHaveLength(0);
  });

  it('stops listening when unmounted, so the entry can be trimmed', async () => {
    nock(API_ORIGIN).get(`${ITEM}/MCA`).reply(200, document('MCA', 'One'));
    let now = 0;
    const sdk = createSdk({ baseUrl: API_ORIGIN, now: () => now, ttlMs: 10, maxEntries: 0 });
    const config = contentConfig(SITE_ID, 'MCA');
    const { unmount } = renderWith(sdk, <Probe config={config} label="a" />);
    await waitFor(() => {
      expect(screen.getByTestId('a')).toHaveTextContent('Fulfilled');
    });
    now += 10_000;
    expect(sdk.cache.trim()).toBe(0);
    unmount();
    now += 10_000;
    expect(sdk.cache.trim()).toBe(1);
  });
});
