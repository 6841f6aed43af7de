import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import {
  carouselStylesMethod,
  contentConfig,
  documentsByKeyConfigs,
} from '../../../../../app/data/queries';
import {
  API,
  CONTENTS_PATH,
  SITE_ID,
  STYLES_PATH,
  collectionDocument,
  contentKey,
  contentsPage,
  gate,
  imageDocument,
  mediaPath,
  mockCarousel,
  newsDocument,
  settle,
  stylesResponse,
} from '../../../../unit/support/carouselFixtures';
import {
  NAME,
  carouselUi,
  dataErrorToasts,
  makeHarness,
  preloadedHarness,
  renderCarousel,
} from '../../../support/renderCarousel';
import { contentFieldsCacheKey } from '@about-site/sdk/fields';

function threeStories(label: string) {
  return [1, 2, 3].map((n) =>
    newsDocument(contentKey(`${label}${'ABC'[n - 1]!}`), `Story ${n}`, { excerpt: `Excerpt ${n}` }),
  );
}

async function findCarousel() {
  return screen.findByRole('region', { name: NAME });
}

const FALLBACK = 'These stories could not be loaded right now.';
const SERVER_ERROR = [{ errorCode: 'UNKNOWN_EXCEPTION', message: 'An unexpected error occurred.' }];

describe('ContentCarousel accessibility contract', () => {
  it('loads through the SDK and renders the WAI-ARIA carousel', async () => {
    const collectionKey = contentKey('AONECOLLECTION');
    mockCarousel({ collectionKey, documents: threeStories('AONE') });
    renderCarousel(makeHarness(), collectionKey);

    expect(screen.getByText(`Loading ${NAME}`)).toBeInTheDocument();
    const carousel = await findCarousel();

    expect(carousel.tagName).toBe('SECTION');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const buttons = within(carousel).getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Stop automatic slide show');
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(
      within(carousel)
        .getAllByRole('button', { name: /^Slide \d$/ })
        .map((dot) => [dot.textContent, dot.getAttribute('aria-current')]),
    ).toEqual([
      ['Slide 1', 'true'],
      ['Slide 2', null],
      ['Slide 3', null],
    ]);
  });

  it('names slides "N of M", shows only the active one and hides the rest from everyone', async () => {
    const collectionKey = contentKey('ATWOCOLLECTION');
    mockCarousel({ collectionKey, documents: threeStories('ATWO') });
    renderCarousel(makeHarness(), collectionKey);
    const carousel = await findCarousel();

    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect([...slides].map((slide) => slide.getAttribute('role'))).toEqual([
      'group',
      'group',
      'group',
    ]);
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(within(carousel).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('shows each slide: picture with alt and reserved size, h3 title, excerpt, call to action', async () => {
    const collectionKey = contentKey('ATHREECOLLECTION');
    const documents = threeStories('ATHREE');
    mockCarousel({ collectionKey, documents });
    renderCarousel(makeHarness(), collectionKey);
    const slide = within(await findCarousel()).getByRole('group', { name: '1 of 3' });

    const image = within(slide).getByRole('img', { name: 'Story 1' });
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(image.getAttribute('src')).toMatch(/^\/about\/sfsites\/c\/cms\/delivery\/media\/MC/);
    expect(image.getAttribute('srcset')).toContain('?width=640 640w');
    expect(within(slide).getByRole('heading', { level: 3, name: 'Story 1' })).toBeInTheDocument();
    expect(within(slide).getByText('Excerpt 1')).toBeInTheDocument();
    // The label reads "Learn More"; its accessible name says which story it leads to.
    expect(within(slide).getByRole('link', { name: 'Learn More: Story 1' })).toHaveAttribute(
      'href',
      `/about/sfdc_cms__news/${documents[0]!.contentKey}`,
    );
  });

  it('keeps aria-live off while rotating and polite once stopped', async () => {
    const user = userEvent.setup();
    const collectionKey = contentKey('AFOURCOLLECTION');
    mockCarousel({ collectionKey, documents: threeStories('AFOUR') });
    const { container } = renderCarousel(makeHarness(), collectionKey);
    await findCarousel();
    const live = container.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('arrows wrap both ways and the active dot follows', async () => {
    const user = userEvent.setup();
    const harness = preloadedHarness(3);
    renderCarousel(harness, harness.collectionKey);
    const carousel = await findCarousel();
    const current = () =>
      within(carousel)
        .getAllByRole('button', { name: /^Slide \d$/ })
        .find((dot) => dot.getAttribute('aria-current') === 'true')?.textContent;

    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Slide 3');
    expect(within(carousel).getByRole('group', { name: '3 of 3' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Slide 1');
    await user.click(within(carousel).getByRole('button', { name: 'Slide 2' }));
    expect(current()).toBe('Slide 2');
  });

  it('gives each icon-only control a tooltip that says its name, on hover and on focus', async () => {
    vi.useFakeTimers();
    try {
      const harness = preloadedHarness(3);
      renderCarousel(harness, harness.collectionKey);
      const carousel = screen.getByRole('region', { name: NAME });
      const tooltipOf = async (button: HTMLElement, how: 'hover' | 'focus') => {
        if (how === 'hover') {
          fireEvent.pointerEnter(button.parentElement!, { pointerType: 'mouse' });
        } else {
          act(() => {
            button.focus();
          });
        }
        await act(() => vi.advanceTimersByTimeAsync(150));
        const tooltip = within(carousel).getByRole('tooltip');
        expect(button).toHaveAttribute('aria-describedby', tooltip.id);
        const text = tooltip.textContent;
        if (how === 'hover') {
          fireEvent.pointerLeave(button.parentElement!, { pointerType: 'mouse' });
        } else {
          act(() => {
            button.blur();
          });
        }
        await act(() => vi.advanceTimersByTimeAsync(150));
        expect(within(carousel).queryByRole('tooltip')).not.toBeInTheDocument();
        return text;
      };

      const [rotation, previous, next] = within(carousel).getAllByRole('button');
      for (const how of ['hover', 'focus'] as const) {
        for (const button of [rotation!, previous!, next!]) {
          expect(await tooltipOf(button, how)).toBe(button.textContent);
        }
      }
      expect(rotation).toHaveAccessibleName('Stop automatic slide show');
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a touch swipe only beyond a third of the window width', () => {
    window.innerWidth = 900;
    const harness = preloadedHarness(3);
    const { container } = renderCarousel(harness, harness.collectionKey);
    const viewport = container.querySelector('[aria-live]')!.parentElement!;
    const swipe = (from: number, to: number) => {
      const init = { pointerId: 7, pointerType: 'touch', isPrimary: true };
      fireEvent.pointerDown(viewport, { ...init, clientX: from });
      fireEvent.pointerUp(viewport, { ...init, clientX: to });
    };
    const active = () => container.querySelector('[aria-current="true"]')?.textContent;

    swipe(600, 300);
    expect(active()).toBe('Slide 1');
    swipe(600, 299);
    expect(active()).toBe('Slide 2');
    swipe(100, 401);
    expect(active()).toBe('Slide 1');
    swipe(100, 401);
    expect(active()).toBe('Slide 3');
  });

  it('ignores mouse drags', () => {
    window.innerWidth = 900;
    const harness = preloadedHarness(3);
    const { container } = renderCarousel(harness, harness.collectionKey);
    const viewport = container.querySelector('[aria-live]')!.parentElement!;
    const init = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
    fireEvent.pointerDown(viewport, { ...init, clientX: 800 });
    fireEvent.pointerUp(viewport, { ...init, clientX: 0 });
    expect(container.querySelector('[aria-current="true"]')?.textContent).toBe('Slide 1');
  });

  it('applies the per-slide admin styles', async () => {
    const collectionKey = contentKey('ASTYLECOLLECTION');
    const styles = stylesResponse({
      [` ${NAME.toUpperCase()} `]: [
        {
          slideBorder: '3px solid rgb(245, 166, 35)',
          slideBackgroundColor: 'MALFORMED_ID',
          callToActionButton: { label: 'Read the story', backgroundColor: 'rgb(63, 193, 201)' },
          directionalButtonsStyle: { color: 'rgb(255, 0, 0)' },
          titleStyle: { fontSize: 2, fontWeight: '300', color: 'rgb(11, 61, 92)' },
          excerptStyle: { color: '' },
        },
      ],
    });
    mockCarousel({ collectionKey, documents: threeStories('ASTYLE'), styles });
    renderCarousel(makeHarness(), collectionKey);
    const carousel = await findCarousel();
    const slide = within(carousel).getByRole('group', { name: '1 of 3' });

    const card = slide.firstElementChild as HTMLElement;
    expect(card.style.border).toBe('3px solid rgb(245, 166, 35)');
    expect(card.style.backgroundColor).toBe('');
    const title = within(slide).getByRole('heading', { level: 3 });
    expect(title.style.getPropertyValue('--text-size')).toBe('2rem');
    expect(title.style.fontWeight).toBe('300');
    const link = within(slide).getByRole('link', { name: 'Read the story: Story 1' });
    expect(link.style.backgroundColor).toBe('rgb(63, 193, 201)');
    expect(within(carousel).getByRole('button', { name: 'Next slide' }).style.color).toBe(
      'rgb(255, 0, 0)',
    );
    expect(within(carousel).getByText('Excerpt 1').getAttribute('style')).toBeNull();
  });

  it('renders nothing and makes no request without a content key', () => {
    const { container } = renderCarousel(makeHarness(), '');
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText(`Loading ${NAME}`)).not.toBeInTheDocument();
  });
});

describe('ContentCarousel data', () => {
  it('stays a skeleton until the style call settles, then shows default styling on failure', async () => {
    const collectionKey = contentKey('ASLOWCOLLECTION');
    const documents = threeStories('ASLOW');
    const styles = gate();
    mockCarousel({ collectionKey, documents, stylesStatus: 500, stylesGate: styles.promise });
    const harness = makeHarness();
    renderCarousel(harness, collectionKey);
    const [items] = documentsByKeyConfigs(
      SITE_ID,
      documents.map((document) => document.contentKey),
    );

    await waitFor(() => {
      expect(harness.sdk.cache.get(contentFieldsCacheKey(items!))?.state).toBe('Fulfilled');
    });
    await act(settle);
    expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument();
    expect(screen.getByText(`Loading ${NAME}`)).toBeInTheDocument();

    styles.open();
    const carousel = await findCarousel();
    expect(within(carousel).getAllByRole('link', { name: /^Learn More: / })).toHaveLength(1);
    // A failed style call is ignored: the error stays in its entry, and no toast is raised.
    expect(harness.sdk.cache.get(cacheKeys.apex(carouselStylesMethod()))?.error?.status).toBe(500);
    expect(dataErrorToasts(harness)).toEqual({ sources: [], toasts: 0 });
  });

  it('shows a short message and one toast when the collection cannot be loaded; the page goes on', async () => {
    const collectionKey = contentKey('AFAILCOLLECTION');
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(500, SERVER_ERROR)
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    const harness = makeHarness();
    renderCarousel(harness, collectionKey);

    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NAME })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Outside' })).toBeInTheDocument();
    expect(dataErrorToasts(harness)).toEqual({
      sources: [cacheKeys.getContent(contentConfig(SITE_ID, collectionKey))],
      toasts: 1,
    });
  });

  it('shows the message and one toast per failing read when the slides cannot be loaded', async () => {
    const collectionKey = contentKey('AITEMFAILCOLLECTION');
    const letters = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter) => letter);
    const keys = letters.map((letter) => contentKey(`ITEMFAIL${letter}`));
    const [first, second] = documentsByKeyConfigs(SITE_ID, keys);
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(200, collectionDocument(collectionKey, keys))
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(0, 25).join(','), includeContentBody: 'true' })
      .reply(500, SERVER_ERROR)
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(25).join(','), includeContentBody: 'true' })
      .reply(200, contentsPage([newsDocument(keys[25]!, 'Last')]))
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    const harness = makeHarness();
    renderCarousel(harness, collectionKey);

    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    await waitFor(() => {
      expect(harness.sdk.cache.get(contentFieldsCacheKey(second!))?.state).toBe('Fulfilled');
    });
    expect(dataErrorToasts(harness)).toEqual({
      sources: [contentFieldsCacheKey(first!)],
      toasts: 1,
    });
  });

  it('reads more than 25 slides in one request per 25 keys, keeping the collection order', async () => {
    const collectionKey = contentKey('CHUNKCOLLECTION');
    const letters = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234', (letter) => letter);
    const documents = letters.map((letter) =>
      newsDocument(contentKey(`CHUNK${letter}`), `Story ${letter}`),
    );
    const keys = documents.map((document) => document.contentKey);
    nock(API)
      .get(`${CONTENTS_PATH}/${collectionKey}`)
      .reply(200, collectionDocument(collectionKey, keys))
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(0, 25).join(','), includeContentBody: 'true' })
      .reply(200, contentsPage(documents.slice(0, 25).reverse()))
      .get(CONTENTS_PATH)
      .query({ contentKeys: keys.slice(25).join(','), includeContentBody: 'true' })
      .reply(200, contentsPage(documents.slice(25)))
      .get(STYLES_PATH)
      .reply(200, stylesResponse({}));
    renderCarousel(makeHarness(), collectionKey);

    const carousel = await findCarousel();
    const titles = [...carousel.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(titles).toEqual(letters.map((letter) => `Story ${letter}`));
  });

  it('resolves a thumbnail given only by reference with one more batched read', async () => {
    const collectionKey = contentKey('REFCOLLECTION');
    const imageKey = contentKey('REFIMAGE');
    const document = newsDocument(contentKey('REFNEWS'), 'By reference', {
      thumbnail: {
        altText: 'x',
        source: { type: 'imageReference', ref: { contentKey: imageKey } },
      },
    });
    mockCarousel({ collectionKey, documents: [document] });
    nock(API)
      .get(CONTENTS_PATH)
      .query({ contentKeys: imageKey, includeContentBody: 'true' })
      .reply(200, contentsPage([imageDocument(imageKey, 'Warehouse')]));
    renderCarousel(makeHarness(), collectionKey);

    const carousel = await findCarousel();
    expect(within(carousel).getByRole('img', { name: 'By reference' })).toHaveAttribute(
      'src',
      `/about/sfsites/c${mediaPath(imageKey)}`,
    );
  });

  it('a failed read of referenced pictures only costs those pictures, and raises one toast', async () => {
    const collectionKey = contentKey('REFFAILCOLLECTION');
    const imageKey = contentKey('REFFAILIMAGE');
    const document = newsDocument(contentKey('REFFAILNEWS'), 'By reference', {
      thumbnail: { source: { type: 'imageReference', ref: { contentKey: imageKey } } },
    });
    mockCarousel({ collectionKey, documents: [document] });
    nock(API)
      .get(CONTENTS_PATH)
      .query({ contentKeys: imageKey, includeContentBody: 'true' })
      .reply(500, SERVER_ERROR);
    const harness = makeHarness();
    renderCarousel(harness, collectionKey);

    const carousel = await findCarousel();
    expect(within(carousel).getByRole('heading', { name: 'By reference' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('img')).not.toBeInTheDocument();
    const [pictures] = documentsByKeyConfigs(SITE_ID, [imageKey]);
    expect(dataErrorToasts(harness)).toEqual({
      sources: [contentFieldsCacheKey(pictures!)],
      toasts: 1,
    });
  });

  it('reads a collection once: shown again, it makes no request', async () => {
    const collectionKey = contentKey('ONCECOLLECTION');
    mockCarousel({ collectionKey, documents: threeStories('ONCE') });
    const harness = makeHarness();
    const first = renderCarousel(harness, collectionKey);
    await findCarousel();
    first.unmount();
    const requestsOf = () =>
      harness.sdk.cache.inspectAll().map(({ key, requestCount }) => [key, requestCount]);
    const before = requestsOf();
    expect(before.length).toBeGreaterThan(0);

    renderCarousel(harness, collectionKey);
    expect(screen.getByRole('region', { name: NAME })).toBeInTheDocument();
    await act(settle);
    expect(requestsOf()).toEqual(before);
  });

  it('starts again at the first slide when given another collection', async () => {
    const user = userEvent.setup();
    const harness = preloadedHarness(3);
    const other = contentKey('OTHERCOLLECTION');
    mockCarousel({ collectionKey: other, documents: threeStories('OTHER'), stylesCached: true });
    const { showKey } = renderCarousel(harness, harness.collectionKey);
    await user.click(screen.getByRole('button', { name: 'Slide 3' }));
    expect(carouselUi(harness).activeIndex).toBe(2);

    showKey(other);
    const carousel = await findCarousel();
    expect(within(carousel).getByRole('button', { name: 'Slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(carouselUi(harness).activeIndex).toBe(0);
  });
});
