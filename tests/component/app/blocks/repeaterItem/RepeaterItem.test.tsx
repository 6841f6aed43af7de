import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repeaterItemBlock } from '../../../../../app/blocks/repeaterItem';
import { renderBlock } from '../../../support/renderBlock';

const record = { title: 'Cycle counting', contentKey: 'MCCYCLECOUNTING23456723456723' };

describe('repeater item', () => {
  it('is registered as type repeaterItem', () => {
    expect(repeaterItemBlock.type).toBe('repeaterItem');
  });

  it('renders its region with the record as Item', () => {
    const { renderRegion } = renderBlock(repeaterItemBlock, { record, index: 2 });
    expect(renderRegion).toHaveBeenCalledTimes(1);
    expect(renderRegion).toHaveBeenCalledWith('default', { Item: record });
    expect(screen.getByTestId('region-default')).toHaveAttribute(
      'data-scope',
      JSON.stringify({ Item: record }),
    );
  });

  it('reads a record given as JSON text', () => {
    const { renderRegion } = renderBlock(repeaterItemBlock, { record: JSON.stringify(record) });
    expect(renderRegion).toHaveBeenCalledWith('default', { Item: record });
  });

  it('in builder preview, shows the design-time template once for index 0, then the normal markup', () => {
    const { container, renderRegion } = renderBlock(repeaterItemBlock, {
      record,
      index: 0,
      isPreview: true,
    });
    expect(container.querySelectorAll('[data-design-time]')).toHaveLength(1);
    expect(renderRegion.mock.calls).toEqual([['default'], ['default', { Item: record }]]);
    const [template, normal] = screen.getAllByTestId('region-default');
    expect(template?.closest('[data-design-time]')).not.toBeNull();
    expect(normal?.closest('[data-design-time]')).toBeNull();
    expect(screen.getByText('Item template')).toBeInTheDocument();
  });

  it('shows no template for other items or outside the preview', () => {
    const later = renderBlock(repeaterItemBlock, { record, index: 1, isPreview: true });
    expect(later.container.querySelector('[data-design-time]')).toBeNull();
    later.unmount();
    const live = renderBlock(repeaterItemBlock, { record, index: 0, isPreview: false });
    expect(live.container.querySelector('[data-design-time]')).toBeNull();
    expect(live.renderRegion).toHaveBeenCalledTimes(1);
  });

  it('keeps the outer scope when it has no record, and treats a bad index as 0', () => {
    const { renderRegion, props } = renderBlock(repeaterItemBlock, { index: -4 });
    expect(props.index).toBe(0);
    expect(renderRegion).toHaveBeenCalledWith('default', undefined);
  });
});
