import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  BASE_PATH,
  CONTENTS_PATH,
  contentKey,
  mockNewsPage,
  mockNewsPageFailure,
  newsDocument,
} from '../../../../unit/support/gridFixtures';
import { Grid } from '../../../../../app/blocks/grid/Grid';
import { DEFAULT_GRID_OPTIONS } from '../../../../../app/blocks/grid/gridOptions';
import { DATA_ERROR_MESSAGE } from '../../../../../app/features/toast/toastSlice';
import { ToastContainer } from '../../../../../app/features/toast/ToastContainer';
import { fakeMatchMedia, renderGrid, renderWithGridProviders } from '../../../support/renderGrid';

const news = { contentTypeFQN: 'sfdc_cms__news' };
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollIntoView = vi.fn();
  // jsdom does not lay out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Grid loading', () => {
  it('shows hidden placeholder items and a "Loading" status until the items arrive', async () => {
    mockNewsPage([newsDocument('LOADA', 'Lot traceability')], { page: 0, pageSize: 3, last: true });
    renderGrid({ gridId: 'loading', source: news, pageSize: 3 });

    const placeholders = screen.getByTestId('grid-placeholders');
    expect(placeholders).toHaveAttribute('aria-hidden', 'true');
    expect(placeholders.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(
      await screen.findByRole('article', { name: 'Item 1 of 1: Lot traceability' }),
    ).toBeVisible();
    expect(screen.queryByTestId('grid-placeholders')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lists items in a list, each a focusable article named by its aria label, with the default card', async () => {
    mockNewsPage([newsDocument('CARDA', 'Cycle counting'), newsDocument('CARDB')], {
      page: 0,
      pageSize: 2,
      last: true,
    });
    renderGrid({ gridId: 'cards', source: news, pageSize: 2 });

    const item = await screen.findByRole('article', { name: 'Item 1 of 2: Cycle counting' });
    expect(item).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(within(item).getByRole('heading', { name: 'Cycle counting', level: 3 })).toBeVisible();
    expect(within(item).getByText('Cycle counting in brief')).toBeVisible();
    const media = `${BASE_PATH}/sfsites/c/cms/delivery/media/${contentKey('IMGCARDA')}`;
    const image = within(item).getByRole('img', { name: 'Cycle counting picture' });
    // A thumbnail: the 300 px rendition (and the 640 px one for phones), 300 px wide.
    expect(image).toHaveAttribute('src', `${media}?width=300`);
    expect(image).toHaveAttribute('srcset', `${media}?width=300 300w, ${media}?width=640 640w`);
    expect(image).toHaveAttribute('sizes', '(max-width: 47.9375em) 75vw, 300px');
    expect(image).toHaveAttribute('width', '300');
    expect(image.closest('[data-thumbnail]')).not.toBeNull();
  });

  it('renders each item through the item template with its record', async () => {
    renderGrid({
      gridId: 'template',
      items: [{ id: 'r1', title: 'First record' }],
      renderItem: (record) => <p>Template for {String(record.title)}</p>,
    });
    expect(await screen.findByText('Template for First record')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Item 1 of 1: First record' })).toBeVisible();
  });
});

describe('Grid empty and error states', () => {
  it('shows the empty state when on, loaded without error and without items', async () => {
    mockNewsPage([], { page: 0, pageSize: 4, last: true });
    renderGrid({
      gridId: 'empty',
      source: news,
      pageSize: 4,
      showEmptyState: true,
      emptyStateText: 'No news yet.',
    });
    expect(await screen.findByText('No news yet.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state of an empty static collection at once', () => {
    renderGrid({
      gridId: 'empty-static',
      items: [],
      showEmptyState: true,
      emptyStateText: 'Nothing',
    });
    expect(screen.getByText('Nothing')).toBeVisible();
    expect(screen.queryByTestId('grid-placeholders')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows placeholder items, not a bare heading, when empty with the empty state off', () => {
    renderGrid({ gridId: 'empty-off', title: 'News', items: [], emptyStateText: 'Nothing' });
    expect(screen.queryByText('Nothing')).not.toBeInTheDocument();
    expect(screen.getByTestId('grid-placeholders')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the error state (and no empty state) when on and loading failed, and retries', async () => {
    nock(API)
      .get(CONTENTS_PATH)
      .query(true)
      .reply(500, [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }]);
    mockNewsPage([newsDocument('RETRYA', 'Back again')], { page: 0, pageSize: 5, last: true });
    renderGrid({
      gridId: 'error',
      source: news,
      pageSize: 5,
      showEmptyState: true,
      emptyStateText: 'No news yet.',
      showErrorState: true,
      errorStateText: 'News could not be loaded.',
    });

    expect(await screen.findByText('News could not be loaded.')).toBeVisible();
    expect(screen.queryByText('No news yet.')).not.toBeInTheDocument();

    // The retry asks again past the cache (the SDK's `no-cache` policy).
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Item 1 of 1: Back again' })).toBeVisible();
    expect(screen.queryByText('News could not be loaded.')).not.toBeInTheDocument();
    // The first load moved no focus; neither does a retry.
    expect(document.body).toHaveFocus();
  });

  it('shows no error state when the option is off, and keeps its placeholders once loading failed', async () => {
    const failure = mockNewsPageFailure({ page: 0, pageSize: 2 });
    renderGrid({ gridId: 'error-off', source: news, pageSize: 2, errorStateText: 'Broken' });
    // The request has failed and the grid has stopped loading.
    await waitFor(() => {
      expect(failure.isDone()).toBe(true);
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
    expect(screen.getByTestId('grid-placeholders')).toBeInTheDocument();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('Grid append mode', () => {
  function mockTwoPages(prefix: string) {
    mockNewsPage([newsDocument(`${prefix}A`, 'Alpha'), newsDocument(`${prefix}B`, 'Bravo')], {
      page: 0,
      pageSize: 2,
      last: false,
    });
    // The second page repeats Bravo: it is merged away, so Charlie is the first new item.
    mockNewsPage([newsDocument(`${prefix}B`, 'Bravo'), newsDocument(`${prefix}C`, 'Charlie')], {
      page: 1,
      pageSize: 2,
      last: true,
    });
  }

  it('"Show more" appends, focuses the first new item and scrolls smoothly to it', async () => {
    mockTwoPages('SMOOTH');
    renderGrid({
      gridId: 'append',
      source: news,
      pageSize: 2,
      paginationMode: 'append',
      autoScroll: true,
    });
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

    await userEvent.click(more);

    const charlie = await screen.findByRole('article', { name: 'Item 3 of 3: Charlie' });
    await waitFor(() => {
      expect(charlie).toHaveFocus();
    });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(charlie);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('scrolls instantly under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(['(prefers-reduced-motion: reduce)']));
    mockTwoPages('REDUCED');
    renderGrid({
      gridId: 'reduced',
      source: news,
      pageSize: 2,
      paginationMode: 'append',
      autoScroll: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));

    const charlie = await screen.findByRole('article', { name: 'Item 3 of 3: Charlie' });
    await waitFor(() => {
      expect(charlie).toHaveFocus();
    });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('moves focus without scrolling itself when auto-scroll is off', async () => {
    mockTwoPages('NOSCROLL');
    renderGrid({ gridId: 'no-scroll', source: news, pageSize: 2, paginationMode: 'append' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));

    const charlie = await screen.findByRole('article', { name: 'Item 3 of 3: Charlie' });
    await waitFor(() => {
      expect(charlie).toHaveFocus();
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('keeps "Show more" focusable but inert while the page loads', async () => {
    mockNewsPage([newsDocument('INERTA')], { page: 0, pageSize: 1, last: false });
    nock(API)
      .get(CONTENTS_PATH)
      .query({
        contentTypeFQN: 'sfdc_cms__news',
        page: '1',
        pageSize: '1',
        includeContentBody: 'true',
      })
      .delay(50)
      .reply(200, {
        contents: [newsDocument('INERTB')],
        currentPageUrl: '',
        nextPageUrl: null,
        previousPageUrl: '',
      });
    const { actions } = renderGrid({
      gridId: 'inert',
      source: news,
      pageSize: 1,
      paginationMode: 'append',
    });
    const more = await screen.findByRole('button', { name: 'Show more' });

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);

    expect(await screen.findByRole('article', { name: 'Item 2 of 2: News INERTB' })).toHaveFocus();
    expect(actions.filter((type) => type === 'grid/nextPageRequested')).toHaveLength(1);
  });
});

describe('Grid replace mode', () => {
  it('"Next page" and "Previous page" replace the items and move focus to the heading', async () => {
    mockNewsPage([newsDocument('PAGEA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    mockNewsPage([newsDocument('PAGEB', 'Bravo')], { page: 1, pageSize: 1, last: true });
    renderGrid({ gridId: 'pages', source: news, pageSize: 1, title: 'Latest news' });

    await screen.findByRole('article', { name: 'Item 1 of 1: Alpha' });
    const nav = screen.getByRole('navigation', { name: 'Pages: Latest news' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByText('Page 1')).toBeVisible();

    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('article', { name: 'Item 1 of 1: Bravo' })).toBeVisible();
    expect(screen.queryByRole('article', { name: /Alpha/ })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'Latest news', level: 3 });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('region', { name: 'Latest news' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(nav).getByText('Page 2')).toBeVisible();

    // Page 0 is still fresh in the SDK cache: going back makes no request (nock would fail it).
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('article', { name: 'Item 1 of 1: Alpha' })).toBeVisible();
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });

  it('names its pages in the page language alone when its title is in another', async () => {
    mockNewsPage([newsDocument('LANGA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    renderGrid({
      gridId: 'fallback',
      source: news,
      pageSize: 1,
      title: 'Neuigkeiten',
      copyLang: 'de-DE',
    });

    await screen.findByRole('article', { name: 'Item 1 of 1: Alpha' });
    expect(screen.getByRole('region', { name: 'Neuigkeiten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Neuigkeiten' })).toHaveAttribute('lang', 'de-DE');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('moves focus to the first item when the grid has no heading', async () => {
    mockNewsPage([newsDocument('NOHEADA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    mockNewsPage([newsDocument('NOHEADB', 'Bravo')], { page: 1, pageSize: 1, last: true });
    renderGrid({ gridId: 'no-heading', source: news, pageSize: 1 });

    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));

    const bravo = await screen.findByRole('article', { name: 'Item 1 of 1: Bravo' });
    await waitFor(() => {
      expect(bravo).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('does not move focus on the first load', async () => {
    mockNewsPage([newsDocument('FIRSTLOAD')], { page: 0, pageSize: 1, last: false });
    renderGrid({ gridId: 'first-load', source: news, pageSize: 1, title: 'News' });
    await screen.findByRole('article');
    expect(document.body).toHaveFocus();
  });
});

describe('Grid layout', () => {
  it('sets the columns (at most 2 on tablet) and the item spacing on the list', async () => {
    renderGrid({ gridId: 'layout', items: [{ id: 'a' }], columns: 4, itemSpacing: 'large' });
    const list = await screen.findByRole('list');
    expect(list.style.getPropertyValue('--grid-columns')).toBe('4');
    expect(list.style.getPropertyValue('--grid-columns-tablet')).toBe('2');
    expect(list.style.getPropertyValue('--grid-gap')).toBe('var(--space-large)');
  });
});

describe('Grid data from the SDK cache', () => {
  it('two grids reading the same page share one request and one cache entry', async () => {
    mockNewsPage([newsDocument('SHAREA', 'Shared')], { page: 0, pageSize: 2, last: true });
    const { sdk } = renderWithGridProviders(
      <StrictMode>
        <Grid {...DEFAULT_GRID_OPTIONS} gridId="one" source={news} pageSize={2} title="One" />
        <Grid {...DEFAULT_GRID_OPTIONS} gridId="two" source={news} pageSize={2} title="Two" />
      </StrictMode>,
    );
    for (const name of ['One', 'Two']) {
      const region = screen.getByRole('region', { name });
      expect(
        await within(region).findByRole('article', { name: 'Item 1 of 1: Shared' }),
      ).toBeVisible();
    }
    expect(Object.keys(sdk.cache.entries())).toHaveLength(1);
  });

  it('keeps no server data in Redux: the store holds only paging', async () => {
    mockNewsPage([newsDocument('UIONLYA')], { page: 0, pageSize: 1, last: false });
    mockNewsPage([newsDocument('UIONLYB')], { page: 1, pageSize: 1, last: true });
    const { store } = renderGrid({
      gridId: 'ui-only',
      source: news,
      pageSize: 1,
      paginationMode: 'append',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByRole('article', { name: 'Item 2 of 2: News UIONLYB' });

    expect(store.getState().grid).toEqual({
      'ui-only': {
        sourceKey: '["sfdc_cms__news",null,1]',
        page: 1,
        shownPage: 1,
        paginationAction: 'append',
        firstNewItemId: contentKey('UIONLYB'),
        focusPending: false,
      },
    });
  });

  it('starts a fresh list at page 0 when the source changes', async () => {
    mockNewsPage([newsDocument('SRCA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    mockNewsPage([newsDocument('SRCB', 'Bravo')], { page: 1, pageSize: 1, last: true });
    mockNewsPage([newsDocument('SRCI', 'Image')], {
      page: 0,
      pageSize: 1,
      last: true,
      contentTypeFQN: 'sfdc_cms__image',
    });
    const props = { ...DEFAULT_GRID_OPTIONS, gridId: 'switch', pageSize: 1 };
    const { rerender } = renderGrid({ ...props, source: news });
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByRole('article', { name: 'Item 1 of 1: Bravo' });

    rerender(<Grid {...props} source={{ contentTypeFQN: 'sfdc_cms__image' }} />);

    expect(await screen.findByRole('article', { name: 'Item 1 of 1: Image' })).toBeVisible();
    // Page 0 of the new list, which has no other page: no pagination.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Grid data errors', () => {
  const failingGrid = {
    ...DEFAULT_GRID_OPTIONS,
    source: news,
    pageSize: 3,
    showErrorState: true,
  };

  function toasts() {
    return screen.queryAllByRole('alert');
  }

  it('two grids reading the same failing request give exactly one toast', async () => {
    mockNewsPageFailure({ page: 0, pageSize: 3 });
    renderWithGridProviders(
      <>
        <ToastContainer />
        <Grid {...failingGrid} gridId="append-news" title="Appended" paginationMode="append" />
        <Grid {...failingGrid} gridId="replace-news" title="Replaced" />
      </>,
    );

    for (const name of ['Appended', 'Replaced']) {
      const region = screen.getByRole('region', { name });
      expect(await within(region).findByText(DEFAULT_GRID_OPTIONS.errorStateText)).toBeVisible();
    }
    await waitFor(() => {
      expect(toasts()).toHaveLength(1);
    });
    expect(toasts()[0]).toHaveTextContent(DATA_ERROR_MESSAGE);
    expect(toasts()[0]).not.toHaveTextContent('UNKNOWN_EXCEPTION');
  });

  it('a retry that fails again adds no toast; once the platform answers, the grid fills', async () => {
    mockNewsPageFailure({ page: 0, pageSize: 3 });
    mockNewsPageFailure({ page: 0, pageSize: 3 });
    mockNewsPage([newsDocument('AGAINA', 'At last')], { page: 0, pageSize: 3, last: true });
    renderWithGridProviders(
      <>
        <ToastContainer />
        <Grid {...failingGrid} gridId="retry" />
      </>,
    );
    await screen.findByText(DEFAULT_GRID_OPTIONS.errorStateText);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(DEFAULT_GRID_OPTIONS.errorStateText);
    expect(toasts()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Item 1 of 1: At last' })).toBeVisible();
    expect(screen.queryByText(DEFAULT_GRID_OPTIONS.errorStateText)).not.toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });

  it('a failing "Show more" keeps the items, shows the error state, and "Try again" appends', async () => {
    mockNewsPage([newsDocument('MOREA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    mockNewsPageFailure({ page: 1, pageSize: 1 });
    mockNewsPage([newsDocument('MOREB', 'Bravo')], { page: 1, pageSize: 1, last: true });
    renderWithGridProviders(
      <>
        <ToastContainer />
        <Grid {...failingGrid} gridId="more" pageSize={1} paginationMode="append" />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));

    expect(await screen.findByText(DEFAULT_GRID_OPTIONS.errorStateText)).toBeVisible();
    expect(screen.getByRole('article', { name: 'Item 1 of 1: Alpha' })).toBeVisible();
    await waitFor(() => {
      expect(toasts()).toHaveLength(1);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const bravo = await screen.findByRole('article', { name: 'Item 2 of 2: Bravo' });
    await waitFor(() => {
      expect(bravo).toHaveFocus();
    });
    expect(screen.queryByText(DEFAULT_GRID_OPTIONS.errorStateText)).not.toBeInTheDocument();
  });

  it('"Next page" after a failed next page asks for it again', async () => {
    mockNewsPage([newsDocument('NEXTA', 'Alpha')], { page: 0, pageSize: 1, last: false });
    mockNewsPageFailure({ page: 1, pageSize: 1 });
    mockNewsPage([newsDocument('NEXTB', 'Bravo')], { page: 1, pageSize: 1, last: true });
    renderGrid({ ...failingGrid, gridId: 'next-again', pageSize: 1, title: 'News' });
    const next = await screen.findByRole('button', { name: 'Next page' });

    await userEvent.click(next);
    expect(await screen.findByText(DEFAULT_GRID_OPTIONS.errorStateText)).toBeVisible();
    // The page on screen stays, with its own page number.
    expect(screen.getByRole('article', { name: 'Item 1 of 1: Alpha' })).toBeVisible();
    expect(screen.getByText('Page 1')).toBeVisible();

    await userEvent.click(next);
    expect(await screen.findByRole('article', { name: 'Item 1 of 1: Bravo' })).toBeVisible();
    expect(screen.getByText('Page 2')).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'News' })).toHaveFocus();
    });
  });
});
