import '../../support/dialogPolyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ImagePicker, type ImageLibrary, type LibraryImage } from '../../../../editor/images';
import { fakeImageLibrary } from '../../support/fakeImageLibrary';

function renderPicker(library: ImageLibrary = fakeImageLibrary()) {
  const onChoose = vi.fn<(image: LibraryImage) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <ImagePicker library={library} open purpose="Image" onChoose={onChoose} onClose={onClose} />,
  );
  return {
    user,
    onChoose,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Choose an image for Image' }),
  };
}

describe('ImagePicker', () => {
  it('searches by title', async () => {
    const { user, dialog } = renderPicker();
    await within(dialog).findByRole('listbox');
    await user.type(within(dialog).getByLabelText('Search images by title'), 'port');
    expect(await within(dialog).findByText('1 image')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['PortraitAna, smiling']);
    await user.clear(within(dialog).getByLabelText('Search images by title'));
    await user.type(within(dialog).getByLabelText('Search images by title'), 'nothing like it');
    expect(
      await within(dialog).findByText('No image has those words in its title.'),
    ).toBeInTheDocument();
  });

  it('is worked by keyboard: Down into the list, arrows, Home and End, Enter chooses', async () => {
    const { user, dialog, onChoose } = renderPicker();
    const list = await within(dialog).findByRole('listbox', { name: 'Images' });
    await user.click(within(dialog).getByLabelText('Search images by title'));
    await user.keyboard('{ArrowDown}');
    expect(list).toHaveFocus();
    const options = within(list).getAllByRole('option');
    expect(list).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(list).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ title: 'Portrait' }));
  });

  it('says when the library cannot be read', async () => {
    const { dialog } = renderPicker({
      search: () => Promise.reject(new Error('GET /documents answered 503')),
      srcOf: () => '',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'GET /documents answered 503',
    );
  });

  it('has no serious or critical axe violation', async () => {
    const { dialog } = renderPicker();
    await within(dialog).findByRole('listbox');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
