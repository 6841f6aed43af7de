import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { DEFAULT_GRID_OPTIONS, Grid, type GridProps } from '../../../../app/features/grid';
import { makeGridStore } from '../../../unit/features/grid/gridFixtures';

/** Renders a grid with the default options overridden by `props`, in a store with the real SDK. */
export function renderGrid(props: Partial<GridProps> & Pick<GridProps, 'gridId'>) {
  const { store, actions } = makeGridStore();
  const view = render(
    <Provider store={store}>
      <Grid {...DEFAULT_GRID_OPTIONS} {...props} />
    </Provider>,
  );
  return { ...view, store, actions };
}

/** A `matchMedia` where only the given queries match (and never change). */
export function fakeMatchMedia(matching: readonly string[]) {
  return (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      matches: { value: matching.includes(query) },
      media: { value: query },
    });
    return list;
  };
}
