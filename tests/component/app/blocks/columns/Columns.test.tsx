import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnsBlock } from '../../../../../app/blocks/columns';
import { NodeList } from '../../../../../app/render/NodeList';
import type { ViewNode } from '../../../../../shared/viewNode';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import { renderBlock } from '../../../support/renderBlock';

const widths = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-column-key]')].map((column) => [
    column.dataset.columnKey,
    column.style.getPropertyValue('--column-span'),
  ]);

describe('columns block', () => {
  it('is registered as type columns', () => {
    expect(columnsBlock.type).toBe('columns');
  });

  it('defaults to two columns of 6', () => {
    const { container } = renderBlock(columnsBlock, {});
    expect(widths(container)).toEqual([
      ['col1', '6'],
      ['col2', '6'],
    ]);
    expect(screen.getByTestId('region-col1')).toBeInTheDocument();
    expect(screen.getByTestId('region-col2')).toBeInTheDocument();
  });

  it.each([
    [[12], ['12']],
    [
      [5, 2, 5],
      ['5', '2', '5'],
    ],
    [
      [6, 6],
      ['6', '6'],
    ],
    [
      [4, 4, 4],
      ['4', '4', '4'],
    ],
  ])('lays out the About page split %j', (split, expected) => {
    const sectionConfig = JSON.stringify({
      columns: split.map((w, i) => ({
        columnKey: `c${i}`,
        columnName: `C${i}`,
        columnWidth: String(w),
      })),
    });
    const { container } = renderBlock(columnsBlock, { sectionConfig });
    expect(widths(container).map(([, w]) => w)).toEqual(expected);
  });

  it('falls back to 12 for a non-numeric width and to the default for invalid JSON', () => {
    const one = renderBlock(columnsBlock, {
      sectionConfig: {
        columns: [
          { columnKey: 'a', columnWidth: 'x' },
          { columnKey: 'b', columnWidth: '6' },
        ],
      },
    });
    expect(widths(one.container)).toEqual([
      ['a', '12'],
      ['b', '6'],
    ]);
    one.unmount();
    const two = renderBlock(columnsBlock, { sectionConfig: 'not json' });
    expect(widths(two.container)).toHaveLength(2);
  });

  it('carries the layout direction classes', () => {
    const { container } = renderBlock(columnsBlock, { layoutDirectionTablet: 'row' });
    expect(container.firstElementChild).toHaveAttribute(
      'data-layout-direction',
      'desktop-direction-row tablet-direction-row mobile-direction-column',
    );
  });
});

describe('columns seed components', () => {
  it('renders the seeds of the empty column and only the placed blocks of the other', () => {
    const seed = (text: string) => ({ type: 'textBlock', props: { text, headingTag: 'p' } });
    const node: ViewNode = {
      type: 'columns',
      id: 'split',
      props: {
        sectionConfig: {
          columns: [
            { columnKey: 'left', columnWidth: 6, seedComponents: [seed('Left seed')] },
            { columnKey: 'right', columnWidth: 6, seedComponents: [seed('Right seed')] },
          ],
        },
      },
      regions: {
        left: [{ type: 'textBlock', id: 'placed', props: { text: 'Placed', headingTag: 'p' } }],
      },
    };
    const { container } = renderWithProviders(<NodeList nodes={[node]} scope={{}} />);
    const column = (key: string) =>
      within(container.querySelector<HTMLElement>(`[data-column-key="${key}"]`)!);
    expect(column('left').getByText('Placed')).toBeInTheDocument();
    expect(screen.queryByText('Left seed')).toBeNull();
    expect(column('right').getByText('Right seed')).toBeInTheDocument();
  });
});
