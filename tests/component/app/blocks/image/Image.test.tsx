import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageBlock } from '../../../../../app/blocks/image';
import { renderBlock } from '../../../support/renderBlock';
import { testConfig } from '../../../support/contentFixtures';

const MEDIA = '/cms/delivery/media/MCLEADERSHIPCGO234567234567234';

describe('image block', () => {
  it('is registered as type image', () => {
    expect(imageBlock.type).toBe('image');
  });

  it('renders a site media url under the base path with a 640/960/1920 srcset', () => {
    renderBlock(
      imageBlock,
      { url: MEDIA, altText: 'Portrait of the CGO', width: 45, height: 350 },
      { config: { ...testConfig, basePath: '/site' } },
    );
    const image = screen.getByRole('img', { name: 'Portrait of the CGO' });
    const resolved = `/site/sfsites/c${MEDIA}`;
    expect(image).toHaveAttribute('src', resolved);
    expect(image).toHaveAttribute(
      'srcset',
      `${resolved}?width=640 640w, ${resolved}?width=960 960w, ${resolved}?width=1920 1920w`,
    );
    expect(image.getAttribute('sizes')).toContain('45vw');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('reserves its box: width in percent and height in px', () => {
    renderBlock(imageBlock, { url: MEDIA, altText: 'Team', width: '100', height: '139' });
    const frame = screen.getByRole('img').parentElement!;
    expect(frame.style.getPropertyValue('--image-width')).toBe('100%');
    expect(frame.style.getPropertyValue('--image-height')).toBe('139px');
    expect(frame.style.getPropertyValue('--image-fit')).toBe('cover');
  });

  it('keeps a 16:9 box without a height, and full width for an invalid width', () => {
    renderBlock(imageBlock, { url: MEDIA, altText: 'Team', width: 'wide' });
    const frame = screen.getByRole('img').parentElement!;
    expect(frame.style.getPropertyValue('--image-ratio')).toBe('16 / 9');
    expect(frame.style.getPropertyValue('--image-width')).toBe('100%');
  });

  it('uses the image info alt text and given srcset', () => {
    renderBlock(imageBlock, {
      imageInfo: {
        Url: 'https://images.example.com/dock.jpg',
        AltText: 'Loading dock',
        SrcSet:
          'https://images.example.com/dock-640.jpg 640w, https://images.example.com/dock-1280.jpg 1280w',
      },
    });
    const image = screen.getByRole('img', { name: 'Loading dock' });
    expect(image).toHaveAttribute('src', 'https://images.example.com/dock.jpg');
    expect(image).toHaveAttribute(
      'srcset',
      'https://images.example.com/dock-640.jpg 640w, https://images.example.com/dock-1280.jpg 1280w',
    );
  });

  it("marks the image info's alt text with its document's language, never the block's own", () => {
    const imageInfo = { Url: MEDIA, AltText: 'Quai de chargement', Language: 'fr-FR' };
    const { unmount } = renderBlock(imageBlock, { imageInfo });
    expect(screen.getByRole('img', { name: 'Quai de chargement' })).toHaveAttribute(
      'lang',
      'fr-FR',
    );
    unmount();
    // The block's own alt text is the view's copy, in the block's language.
    renderBlock(imageBlock, { imageInfo, altText: 'Loading dock' });
    expect(screen.getByRole('img', { name: 'Loading dock' })).not.toHaveAttribute('lang');
  });

  it('has no srcset for an external image', () => {
    renderBlock(imageBlock, { url: 'https://images.example.com/dock.jpg', altText: 'Dock' });
    expect(screen.getByRole('img', { name: 'Dock' })).not.toHaveAttribute('srcset');
  });

  it('has an empty alt only when decorative', () => {
    const { container } = renderBlock(imageBlock, {
      url: MEDIA,
      altText: 'Ignored',
      decorative: true,
    });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img', { name: 'Ignored' })).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://x.example/a.jpg',
    '',
  ])('renders nothing for the url %o', (url) => {
    const { container } = renderBlock(imageBlock, { url, altText: 'x' });
    expect(container.querySelector('img')).toBeNull();
  });

  it('applies fit, radius and alignment with fallbacks', () => {
    const { props } = renderBlock(imageBlock, {
      url: MEDIA,
      altText: 'x',
      objectFit: 'contain',
      radius: 'huge',
      alignment: 'center',
      loading: 'eager',
    });
    expect(props).toMatchObject({
      fit: 'contain',
      radius: 'medium',
      alignment: 'center',
      loading: 'eager',
    });
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });
});
