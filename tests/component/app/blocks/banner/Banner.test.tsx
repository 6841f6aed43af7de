import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerBlock } from '../../../../../app/blocks/banner';
import { renderBlock } from '../../../support/renderBlock';
import { testConfig } from '../../../support/contentFixtures';

const picture = {
  Url: '/sfsites/c/cms/delivery/media/MCUSERPICTURE23456723456723456',
  AltText: 'Operations team reviewing a dashboard',
  SrcSet: '/sfsites/c/cms/delivery/media/MCUSERPICTURE23456723456723456?width=640 640w',
};

describe('banner block', () => {
  it('is registered as type banner', () => {
    expect(bannerBlock.type).toBe('banner');
  });

  it('shows the title as the page heading in a named region', () => {
    renderBlock(bannerBlock, { title: 'Company Overview' });
    expect(screen.getByRole('heading', { level: 1, name: 'Company Overview' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Company Overview' })).toBeInTheDocument();
  });

  it('hides both buttons when the configuration says so (the About page)', () => {
    renderBlock(bannerBlock, {
      title: 'Company Overview',
      primaryButtonLabel: 'Learn More',
      secondaryButtonLabel: 'Contact Us',
      showPrimaryButton: false,
      showSecondaryButton: 'false',
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Learn More')).toBeNull();
  });

  it('shows the buttons with their targets', () => {
    renderBlock(
      bannerBlock,
      {
        title: 'Company Overview',
        primaryButtonLabel: 'Learn More',
        primaryButtonTarget: '#history',
        secondaryButtonLabel: 'Contact Us',
        secondaryButtonTarget: JSON.stringify({
          type: 'standard__namedPage',
          attributes: { name: 'Contact' },
        }),
      },
      { config: { ...testConfig, basePath: '/site' } },
    );
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#history');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/site/Contact',
    );
  });

  it('renders a button without a destination when the target is invalid', () => {
    renderBlock(bannerBlock, {
      title: 'T',
      primaryButtonLabel: 'Learn More',
      primaryButtonTarget: 'javascript:alert(1)',
      showSecondaryButton: true,
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
  });

  it('covers the box with the picture and reserves the height', () => {
    const { container } = renderBlock(bannerBlock, {
      title: 'Company Overview',
      picture,
      height: 206,
    });
    const image = screen.getByRole('img', { name: 'Operations team reviewing a dashboard' });
    expect(image).toHaveAttribute('src', picture.Url);
    expect(image).toHaveAttribute('srcset', picture.SrcSet);
    expect(image).toHaveAttribute('loading', 'eager');
    const banner = container.querySelector('section')!;
    expect(banner.style.getPropertyValue('--banner-height')).toBe('206px');
    expect(banner.style.getPropertyValue('--banner-content-width')).toBe('42%');
    expect(banner.style.getPropertyValue('--banner-width')).toBe('100%');
  });

  it('uses the About page sizes as defaults and falls back for invalid ones', () => {
    const { props } = renderBlock(bannerBlock, { title: 'x', height: 'tall', contentWidth: 500 });
    expect(props).toMatchObject({
      heightPx: 206,
      widthPercent: 100,
      contentWidthPercent: 42,
      buttonGroupWidthPercent: 50,
      buttonGroupHeightPx: 50,
      buttonSize: 'large',
      headingTag: 'h1',
    });
  });

  it('has no image without a valid picture', () => {
    const { container } = renderBlock(bannerBlock, {
      title: 'x',
      picture: { Url: 'javascript:alert(1)', AltText: 'x' },
    });
    expect(container.querySelector('img')).toBeNull();
  });
});
