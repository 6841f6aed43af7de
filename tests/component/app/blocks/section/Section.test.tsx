import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sectionBlock } from '../../../../../app/blocks/section';
import { NodeList } from '../../../../../app/render/NodeList';
import type { ViewNode } from '../../../../../shared/viewNode';
import { renderWithProviders } from '../../../../support/renderWithProviders';
import { renderBlock } from '../../../support/renderBlock';
import { testConfig } from '../../../support/contentFixtures';

const config = (columns: unknown[]) => JSON.stringify({ columns });

function columnsOf(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-column-key]')];
}

describe('section block', () => {
  it('is registered as type section', () => {
    expect(sectionBlock.type).toBe('section');
    expect(sectionBlock.label).toBe('Section');
  });

  it('defaults to one full-width column col1', () => {
    const { container, renderRegion } = renderBlock(sectionBlock, {});
    const [column, ...rest] = columnsOf(container);
    expect(rest).toHaveLength(0);
    expect(column).toHaveAttribute('data-column-key', 'col1');
    expect(column).toHaveClass('col-large-size_12-of-12');
    expect(column?.style.getPropertyValue('--column-span')).toBe('12');
    expect(renderRegion).toHaveBeenCalledWith('col1', undefined, []);
    expect(screen.getByTestId('region-col1')).toBeInTheDocument();
  });

  it('renders each configured column with its width out of 12', () => {
    const { container } = renderBlock(sectionBlock, {
      sectionConfig: config([
        { columnKey: 'left', columnName: 'Left', columnWidth: '5', seedComponents: [] },
        { columnKey: 'gap', columnName: 'Gap', columnWidth: '2', seedComponents: [] },
        { columnKey: 'right', columnName: 'Right', columnWidth: 5, seedComponents: [] },
      ]),
    });
    const columns = columnsOf(container);
    expect(columns.map((c) => c.dataset.columnKey)).toEqual(['left', 'gap', 'right']);
    expect(columns.map((c) => c.className.match(/col-large-size_\d+-of-12/)?.[0])).toEqual([
      'col-large-size_5-of-12',
      'col-large-size_2-of-12',
      'col-large-size_5-of-12',
    ]);
    expect(screen.getByTestId('region-right')).toBeInTheDocument();
  });

  it('falls back to the default for invalid JSON and to 12 for a non-numeric width', () => {
    const invalid = renderBlock(sectionBlock, { sectionConfig: '{"columns": [' });
    expect(columnsOf(invalid.container).map((c) => c.dataset.columnKey)).toEqual(['col1']);
    invalid.unmount();
    const wide = renderBlock(sectionBlock, {
      sectionConfig: config([{ columnKey: 'a', columnWidth: 'half' }]),
    });
    expect(columnsOf(wide.container)[0]).toHaveClass('col-large-size_12-of-12');
  });

  it('marks the layout direction per form factor, row/column/column by default', () => {
    const { container } = renderBlock(sectionBlock, {});
    const layout = container.querySelector('[data-layout-direction]');
    expect(layout).toHaveAttribute(
      'data-layout-direction',
      'desktop-direction-row tablet-direction-column mobile-direction-column',
    );
    expect(layout).toHaveClass('desktop-direction-row', 'tablet-direction-column');
  });

  it('reads layout directions and ignores invalid ones', () => {
    const { container } = renderBlock(sectionBlock, {
      layoutDirectionDesktop: 'column',
      layoutDirectionTablet: 'row',
      layoutDirectionMobile: 'sideways',
    });
    expect(container.querySelector('[data-layout-direction]')).toHaveAttribute(
      'data-layout-direction',
      'desktop-direction-column tablet-direction-row mobile-direction-column',
    );
  });

  it('limits the content to 1440px unless a valid width is set', () => {
    const section = (raw: Record<string, unknown>) => {
      const { container, unmount } = renderBlock(sectionBlock, raw);
      const value = container
        .querySelector('section')
        ?.style.getPropertyValue('--section-max-width');
      unmount();
      return value;
    };
    expect(section({})).toBe('1440px');
    expect(section({ maxContentWidth: '1200px' })).toBe('1200px');
    expect(section({ maxContentWidth: '1200' })).toBe('1440px');
  });

  it('applies padding, spacer and a valid background colour', () => {
    const { container } = renderBlock(sectionBlock, {
      paddingVertical: 'large',
      componentSpacerSize: 'x-small',
      backgroundColor: '#f4f7fa',
    });
    const section = container.querySelector('section')!;
    expect(section.style.getPropertyValue('--section-padding')).toBe('var(--space-large)');
    expect(section.style.getPropertyValue('--section-color')).toBe('#f4f7fa');
    expect(
      container
        .querySelector<HTMLElement>('[data-layout-direction]')
        ?.style.getPropertyValue('--component-spacer'),
    ).toBe('var(--space-x-small)');
  });

  it('grows side gutters with the screen unless paddingHorizontal is set', () => {
    const auto = renderBlock(sectionBlock, {});
    expect(
      auto.container.querySelector('section')?.style.getPropertyValue('--section-gutter'),
    ).toBe('');
    auto.unmount();
    const none = renderBlock(sectionBlock, { paddingHorizontal: 'none' });
    expect(
      none.container.querySelector('section')?.style.getPropertyValue('--section-gutter'),
    ).toBe('var(--space-none)');
    none.unmount();
    const invalid = renderBlock(sectionBlock, { paddingHorizontal: 'wide' });
    expect(invalid.props.paddingHorizontal).toBe('none');
  });

  it('ignores an invalid background colour', () => {
    const { container } = renderBlock(sectionBlock, { backgroundColor: 'red; background: url(x)' });
    expect(container.querySelector('section')?.style.getPropertyValue('--section-color')).toBe('');
  });

  it('renders a responsive background from the image config, announced by its alt text', () => {
    renderBlock(sectionBlock, {
      backgroundImageConfig: JSON.stringify({
        Url: 'https://images.example.com/history.jpg',
        AltText: 'Warehouse aisles at night',
        SrcSet: {
          mobile: 'https://images.example.com/history-640.jpg',
          tablet: 'https://images.example.com/history-960.jpg',
          desktop: 'https://images.example.com/history-1920.jpg',
        },
        bgPosition: 'top right',
        bgSizeOrRepeat: 'contain',
      }),
    });
    const layer = screen.getByRole('img', { name: 'Warehouse aisles at night' });
    expect(layer.style.getPropertyValue('--bg-mobile')).toBe(
      'url("https://images.example.com/history-640.jpg")',
    );
    expect(layer.style.getPropertyValue('--bg-tablet')).toBe(
      'url("https://images.example.com/history-960.jpg")',
    );
    expect(layer.style.getPropertyValue('--bg-desktop')).toBe(
      'url("https://images.example.com/history-1920.jpg")',
    );
    expect(layer.style.getPropertyValue('--bg-position')).toBe('top right');
    expect(layer.style.getPropertyValue('--bg-size')).toBe('contain');
  });

  it('requests a site media background at 640, 960 and 1920 wide under the base path', () => {
    const { container } = renderBlock(
      sectionBlock,
      { backgroundImageConfig: { Url: '/cms/delivery/media/MCHISTORYBACKGROUND2345672345' } },
      { config: { ...testConfig, basePath: '/site' } },
    );
    const layer = container.querySelector<HTMLElement>('[data-part="background"]')!;
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    const media = '/site/sfsites/c/cms/delivery/media/MCHISTORYBACKGROUND2345672345';
    expect(layer.style.getPropertyValue('--bg-mobile')).toBe(`url("${media}?width=640")`);
    expect(layer.style.getPropertyValue('--bg-tablet')).toBe(`url("${media}?width=960")`);
    expect(layer.style.getPropertyValue('--bg-desktop')).toBe(`url("${media}?width=1920")`);
    expect(layer.style.getPropertyValue('--bg-size')).toBe('cover');
    expect(layer.style.getPropertyValue('--bg-repeat')).toBe('no-repeat');
  });

  it('has no background for an invalid image url or invalid JSON', () => {
    for (const backgroundImageConfig of [
      JSON.stringify({ Url: 'javascript:alert(1)' }),
      JSON.stringify({ Url: 'http://insecure.example.com/x.jpg' }),
      '{"Url": ',
    ]) {
      const { container, unmount } = renderBlock(sectionBlock, { backgroundImageConfig });
      expect(container.querySelector('[data-part="background"]')).toBeNull();
      unmount();
    }
  });
});

describe('section seed components', () => {
  /** A section of two columns whose `col1` holds the platform's seed components. */
  const seededSection = (regions: ViewNode['regions']): ViewNode => ({
    type: 'section',
    id: 'seeded',
    props: {
      sectionConfig: config([
        {
          columnKey: 'col1',
          columnWidth: '6',
          seedComponents: [
            { fqn: 'c:textBlock', attributes: { text: 'Seeded heading', headingTag: 'h2' } },
            { type: 'textBlock', props: { text: 'Seeded paragraph', headingTag: 'p' } },
          ],
        },
        { columnKey: 'col2', columnWidth: '6', seedComponents: [] },
      ]),
    },
    ...(regions ? { regions } : {}),
  });
  const column = (key: string) =>
    document.querySelector<HTMLElement>(`[data-column-key="${key}"]`)!;

  it("renders a column's seed components while its region is empty", () => {
    renderWithProviders(<NodeList nodes={[seededSection(undefined)]} scope={{}} />);
    const first = within(column('col1'));
    expect(first.getByRole('heading', { level: 2, name: 'Seeded heading' })).toBeInTheDocument();
    expect(first.getByText('Seeded paragraph')).toBeInTheDocument();
    expect(column('col2')).toBeEmptyDOMElement();
  });

  it('renders the seeds of a region the view lists empty', () => {
    renderWithProviders(<NodeList nodes={[seededSection({ col1: [] })]} scope={{}} />);
    expect(within(column('col1')).getByText('Seeded paragraph')).toBeInTheDocument();
  });

  it('ignores the seeds of a column whose region has blocks', () => {
    const placed: ViewNode = {
      type: 'textBlock',
      id: 'placed',
      props: { text: 'Placed text', headingTag: 'p' },
    };
    renderWithProviders(<NodeList nodes={[seededSection({ col1: [placed] })]} scope={{}} />);
    expect(within(column('col1')).getByText('Placed text')).toBeInTheDocument();
    expect(screen.queryByText('Seeded heading')).toBeNull();
    expect(screen.queryByText('Seeded paragraph')).toBeNull();
  });

  it('skips a seed of an unknown block type with a warning and renders the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const node: ViewNode = {
      type: 'section',
      id: 'unknown-seed',
      props: {
        sectionConfig: {
          columns: [
            {
              columnKey: 'col1',
              seedComponents: [
                { fqn: 'forceCommunity:dashboard', attributes: {} },
                { fqn: 'c:textBlock', attributes: { text: 'Kept seed', headingTag: 'p' } },
              ],
            },
          ],
        },
      },
    };
    renderWithProviders(<NodeList nodes={[node]} scope={{}} />);
    expect(within(column('col1')).getByText('Kept seed')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Column "col1": seed component 1 was skipped: unknown block type "dashboard".',
    );
  });
});
