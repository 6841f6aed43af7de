import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flexibleBlockBlock } from '../../../../../app/blocks/flexibleBlock';
import { renderBlock } from '../../../support/renderBlock';

describe('flexible block', () => {
  it('is registered as type flexibleBlock and renders its default region', () => {
    expect(flexibleBlockBlock.type).toBe('flexibleBlock');
    const { renderRegion } = renderBlock(flexibleBlockBlock, {});
    expect(renderRegion).toHaveBeenCalledWith('default');
    expect(screen.getByTestId('region-default')).toBeInTheDocument();
  });

  it.each(['top', 'left', 'bottom', 'right', 'center'])('aligns %s', (alignment) => {
    const { container } = renderBlock(flexibleBlockBlock, { alignment });
    expect(container.firstElementChild).toHaveAttribute('data-alignment', alignment);
    expect(container.firstElementChild?.className).toContain(alignment);
  });

  it.each([undefined, 'middle', 'TOPLEFT', 3])('falls back to center for %o', (alignment) => {
    const { container } = renderBlock(flexibleBlockBlock, { alignment });
    expect(container.firstElementChild).toHaveAttribute('data-alignment', 'center');
  });
});
