import { act, render, screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import {
  contentSlice,
  loadManagedContent,
  selectContentEntry,
  useManagedContent,
} from '../../../../app/features/content';
import {
  API,
  contentPath,
  imageDocument,
  makeContentStore,
  newsDocument,
  notFoundBody,
  uniqueKey,
} from '../../blocks/support/contentFixtures';

function Probe({ contentId }: { contentId: string | undefined }) {
  const entry = useManagedContent(contentId);
  return (
    <output data-testid="entry">
      {entry.status}|{entry.item?.title ?? ''}|{entry.error?.status ?? ''}
    </output>
  );
}

describe('content slice', () => {
  it('starts empty and gives an idle entry for an unknown id', () => {
    const store = makeContentStore();
    expect(store.getState().content).toEqual({ entries: {} });
    expect(selectContentEntry(store.getState(), 'nothing')).toEqual({
      status: 'idle',
      item: null,
      error: null,
    });
  });

  it('loads a news item and summarises it', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, newsDocument(key));
    const store = makeContentStore();
    const pending = store.dispatch(loadManagedContent(key));
    expect(selectContentEntry(store.getState(), key).status).toBe('loading');
    await pending;
    const entry = selectContentEntry(store.getState(), key);
    expect(entry.status).toBe('succeeded');
    expect(entry.item).toEqual({
      contentKey: key,
      managedContentId: expect.stringMatching(/^20Y/) as string,
      title: 'Warehouse visibility for field service teams',
      contentTypeName: 'sfdc_cms__news',
      kind: 'news',
      excerpt: 'How real-time stock levels cut truck rolls by a third.',
      image: {
        url: `/cms/delivery/media/${key}`,
        isExternal: false,
        altText: 'A technician scanning a parts bin',
      },
    });
  });

  it('summarises an image item with its media url', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(200, imageDocument(key));
    const store = makeContentStore();
    await store.dispatch(loadManagedContent(key));
    expect(selectContentEntry(store.getState(), key).item).toMatchObject({
      kind: 'image',
      excerpt: null,
      image: {
        url: `/cms/delivery/media/${key}`,
        altText: 'Rows of shelving in a distribution centre',
      },
    });
  });

  it('stores a 404 as a serialisable error', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(404, notFoundBody);
    const store = makeContentStore();
    await store.dispatch(loadManagedContent(key));
    const entry = selectContentEntry(store.getState(), key);
    expect(entry.status).toBe('failed');
    expect(entry.item).toBeNull();
    expect(entry.error?.status).toBe(404);
    expect(typeof entry.error?.message).toBe('string');
    expect(JSON.parse(JSON.stringify(entry.error))).toEqual(entry.error);
  });

  it('does not load the same id twice', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).once().reply(200, newsDocument(key));
    const store = makeContentStore();
    await Promise.all([
      store.dispatch(loadManagedContent(key)),
      store.dispatch(loadManagedContent(key)),
    ]);
    await store.dispatch(loadManagedContent(key));
    expect(selectContentEntry(store.getState(), key).status).toBe('succeeded');
  });

  it('goes back to idle when a load is aborted', async () => {
    const key = uniqueKey();
    const store = makeContentStore();
    const promise = store.dispatch(loadManagedContent(key));
    promise.abort();
    await promise;
    expect(selectContentEntry(store.getState(), key).status).toBe('idle');
  });

  it('has the action names of the feature', () => {
    expect(contentSlice.name).toBe('content');
    expect(loadManagedContent.pending.type).toBe('content/load/pending');
  });
});

describe('useManagedContent', () => {
  it('loads on first use and renders the item', async () => {
    const key = uniqueKey();
    nock(API)
      .get(contentPath(key))
      .reply(200, newsDocument(key, { title: 'Route planning' }));
    const store = makeContentStore();
    render(
      <Provider store={store}>
        <Probe contentId={key} />
        <Probe contentId={key} />
      </Provider>,
    );
    await waitFor(() => {
      expect(screen.getAllByTestId('entry')[0]).toHaveTextContent('succeeded|Route planning|');
    });
    expect(screen.getAllByTestId('entry')[1]).toHaveTextContent('succeeded|Route planning|');
  });

  it('reports a failure', async () => {
    const key = uniqueKey();
    nock(API).get(contentPath(key)).reply(404, notFoundBody);
    render(
      <Provider store={makeContentStore()}>
        <Probe contentId={key} />
      </Provider>,
    );
    await waitFor(() => {
      expect(screen.getByTestId('entry')).toHaveTextContent('failed||404');
    });
  });

  it('requests nothing without an id', async () => {
    const store = makeContentStore();
    render(
      <Provider store={store}>
        <Probe contentId="  " />
        <Probe contentId={undefined} />
      </Provider>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getAllByTestId('entry')[0]).toHaveTextContent('idle||');
    expect(store.getState().content.entries).toEqual({});
  });
});
