import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { contentCarouselBlock } from '../../../../app/blocks/contentCarousel';
import {
  CAROUSEL_ID,
  NAME,
  makeStore,
  readyCarouselState,
} from '../../features/carousel/renderCarousel';

const KEY = 'MCA4CCV5QS2BAB5H7YRCRPTCWGZQ';

describe('contentCarousel block', () => {
  it('is placed with type contentCarousel', () => {
    expect(contentCarouselBlock.type).toBe('contentCarousel');
    expect(contentCarouselBlock.label).toBe('Content carousel');
  });

  it('parses contentKey and carouselName, trimmed', () => {
    expect(
      contentCarouselBlock.parse({ contentKey: ` ${KEY} `, carouselName: '  News  ' }),
    ).toEqual({
      contentKey: KEY,
      carouselName: 'News',
    });
  });

  it.each([
    [{}, { contentKey: '', carouselName: '' }],
    [
      { contentKey: 42, carouselName: ['x'] },
      { contentKey: '', carouselName: '' },
    ],
    [
      { contentKey: '../../etc', carouselName: 'A' },
      { contentKey: '', carouselName: 'A' },
    ],
    [
      { contentKey: 'MC x', carouselName: 'A' },
      { contentKey: '', carouselName: 'A' },
    ],
  ])('never throws: %j parses as %j', (raw, expected) => {
    expect(contentCarouselBlock.parse(raw)).toEqual(expected);
  });

  it('renders the carousel keyed by the node id', () => {
    const Block = contentCarouselBlock.component;
    const store = makeStore(readyCarouselState(2));
    render(
      <Provider store={store}>
        <Block
          id={CAROUSEL_ID}
          props={{ contentKey: 'MCCOLLECTION', carouselName: NAME }}
          renderRegion={() => null}
          regionNames={[]}
        />
      </Provider>,
    );
    expect(screen.getByRole('region', { name: NAME })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
  });

  it('renders nothing without a valid content key', () => {
    const Block = contentCarouselBlock.component;
    const { container } = render(
      <Provider store={makeStore()}>
        <Block
          id="empty"
          props={contentCarouselBlock.parse({ contentKey: 'not a key', carouselName: NAME })}
          renderRegion={() => null}
          regionNames={[]}
        />
      </Provider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
