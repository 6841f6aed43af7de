import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { contentKey, mockCarousel, newsDocument } from '../../../../unit/support/carouselFixtures';
import { contentCarouselBlock } from '../../../../../app/blocks/contentCarousel';
import { SiteConfigProvider } from '../../../../../app/config/SiteConfigContext';
import { SdkProvider } from '@about-site/sdk-react';
import { selectCarousel } from '../../../../../app/blocks/contentCarousel/carouselSlice';
import {
  CAROUSEL_ID,
  NAME,
  makeHarness,
  preloadedHarness,
  type Harness,
} from '../../../support/renderCarousel';

function renderWith(harness: Harness, ui: ReactNode) {
  return render(
    <Provider store={harness.store}>
      <SdkProvider sdk={harness.sdk}>
        <SiteConfigProvider config={harness.config}>{ui}</SiteConfigProvider>
      </SdkProvider>
    </Provider>,
  );
}

const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

/** The block over a cache holding two slides, named `label` (in `copyLang`, when given). */
function renderLabelled(label: string, copyLang?: string): Harness {
  const Block = contentCarouselBlock.component;
  const harness = preloadedHarness(2);
  renderWith(
    harness,
    <Block
      id={CAROUSEL_ID}
      props={{ contentKey: harness.collectionKey, carouselName: NAME, label }}
      renderRegion={() => null}
      regionNames={[]}
      copyLang={copyLang}
    />,
  );
  return harness;
}

describe('contentCarousel block', () => {
  it('is placed with type contentCarousel', () => {
    expect(contentCarouselBlock.type).toBe('contentCarousel');
    expect(contentCarouselBlock.label).toBe('Content carousel');
  });

  it('parses contentKey, carouselName and label, trimmed', () => {
    expect(
      contentCarouselBlock.parse({
        contentKey: ` ${KEY} `,
        carouselName: '  News  ',
        label: ' Actualités ',
      }),
    ).toEqual({
      contentKey: KEY,
      carouselName: 'News',
      label: 'Actualités',
    });
  });

  it('names the carousel by its carouselName when it has no label', () => {
    expect(contentCarouselBlock.parse({ contentKey: KEY, carouselName: 'News' }).label).toBe(
      'News',
    );
    expect(
      contentCarouselBlock.parse({ contentKey: KEY, carouselName: 'News', label: '  ' }).label,
    ).toBe('News');
  });

  it.each([
    [{}, { contentKey: '', carouselName: '', label: '' }],
    [
      { contentKey: 42, carouselName: ['x'], label: 7 },
      { contentKey: '', carouselName: '', label: '' },
    ],
    [
      { contentKey: '../../etc', carouselName: 'A' },
      { contentKey: '', carouselName: 'A', label: 'A' },
    ],
    [
      { contentKey: 'MC x', carouselName: 'A' },
      { contentKey: '', carouselName: 'A', label: 'A' },
    ],
  ])('never throws: %j parses as %j', (raw, expected) => {
    expect(contentCarouselBlock.parse(raw)).toEqual(expected);
  });

  it('renders the carousel keyed by the node id, named by its label', () => {
    const harness = renderLabelled('Actualités');
    expect(screen.getByRole('region', { name: 'Actualités' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(Object.keys(harness.store.getState().carousel)).toEqual([CAROUSEL_ID]);
    expect(selectCarousel(harness.store.getState(), CAROUSEL_ID).activeIndex).toBe(0);
  });

  it('marks a name a translation left in another language, and only the name', () => {
    renderLabelled('News', 'en-US');
    const region = screen.getByRole('region', { name: 'News' });
    const nameId = region.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(nameId)).toHaveAttribute('lang', 'en-US');
    expect(region.closest('[lang]')).toBeNull();
  });

  it('says it is loading in the page language alone while its name is in another', async () => {
    const collectionKey = contentKey('LANGLOADING');
    mockCarousel({ collectionKey, documents: [newsDocument(contentKey('LANGLOADA'), 'Story')] });
    const Block = contentCarouselBlock.component;
    renderWith(
      makeHarness(),
      <Block
        id={CAROUSEL_ID}
        props={{ contentKey: collectionKey, carouselName: NAME, label: 'Neuigkeiten' }}
        renderRegion={() => null}
        regionNames={[]}
        copyLang="de-DE"
      />,
    );
    expect(screen.getByText('Loading content')).toBeInTheDocument();
    expect(screen.queryByText(/Neuigkeiten/)).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Neuigkeiten' })).toBeInTheDocument();
  });

  it('renders nothing without a valid content key', () => {
    const Block = contentCarouselBlock.component;
    const { container } = renderWith(
      makeHarness(),
      <Block
        id="empty"
        props={contentCarouselBlock.parse({ contentKey: 'not a key', carouselName: NAME })}
        renderRegion={() => null}
        regionNames={[]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
