import '../../../support/dialogPolyfill';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeImageLibrary } from '../../../support/fakeImageLibrary';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const images = fakeImageLibrary();

describe('the image field', () => {
  it('writes the chosen image as the block reads it, {!cmsMedia.<contentKey>}', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('image', {}, { images });
    // The content model's problem at the field, then its help.
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      'an image block needs imageInfo or url; without it the block renders nothing A site image: {!cmsMedia.<contentKey>}, or image info as JSON.',
    );
    await user.click(screen.getByRole('button', { name: 'Choose image for Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose an image for Image' });
    const list = await within(dialog).findByRole('listbox', { name: 'Images' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Banner pictureA harbour at dawn', 'PortraitAna, smiling', 'ThumbNo alt text']);
    await user.click(within(list).getByRole('option', { name: 'Portrait' }));
    expect(lastValueOf('imageInfo')).toBe('{!cmsMedia.MCPORTRAITAAAAAAAAAAAAAAAAAA}');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByLabelText('Image')).toHaveValue('{!cmsMedia.MCPORTRAITAAAAAAAAAAAAAAAAAA}');
    expect(
      await screen.findByRole('button', { name: 'Choose image for Image' }),
    ).toHaveAccessibleDescription('Portrait: Ana, smiling');
  });

  it('is offered for every prop the metadata says holds an image', () => {
    renderPropertiesPanel(
      'banner',
      { picture: '{!cmsMedia.MCBANNERAAAAAAAAAAAAAAAAAAAA}' },
      { images },
    );
    expect(screen.getByRole('button', { name: 'Choose image for Picture' })).toBeInTheDocument();
  });

  it('keeps image info written as JSON editable', async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'section',
      { backgroundImageConfig: '{"url": "/img/a.png"}' },
      { images },
    );
    const text = screen.getByLabelText('Background image');
    await user.clear(text);
    await user.type(text, '{{!cmsMedia.MCTHUMBAAAAAAAAAAAAAAAAAAAAA}');
    expect(lastValueOf('backgroundImageConfig')).toBe('{!cmsMedia.MCTHUMBAAAAAAAAAAAAAAAAAAAAA}');
  });

  it('offers no picker where the editor has no image library', () => {
    renderPropertiesPanel('image');
    expect(screen.queryByRole('button', { name: /Choose image/ })).not.toBeInTheDocument();
  });
});
