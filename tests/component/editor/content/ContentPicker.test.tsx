import '../../support/dialogPolyfill';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import {
  ContentPicker,
  type ContentDocument,
  type ContentLibrary,
} from '../../../../editor/content';
import { fakeContentLibrary } from '../../support/fakeContentLibrary';

function renderPicker(
  library: ContentLibrary = fakeContentLibrary(),
  types: readonly string[] = ['sfdc_cms__news'],
) {
  const onChoose = vi.fn<(document: ContentDocument) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <ContentPicker
      library={library}
      open
      types={types}
      purpose="Content"
      onChoose={onChoose}
      onClose={onClose}
      debounceMs={20}
    />,
  );
  return {
    user,
    onChoose,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Choose a document for Content' }),
  };
}

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ContentPicker', () => {
  it("lists the field's types only, each option named by its title, its type and key after it", async () => {
    const { dialog } = renderPicker();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching the documents…');
    const list = await within(dialog).findByRole('listbox', { name: 'Documents' });
    expect(optionNames(list)).toEqual([
      'Our new depotnews, MCDEPOTNEWSAAAAAAAAAAAAAAAAA',
      'Harbour opensnews, MCHARBOURNEWSAAAAAAAAAAAAAAA',
    ]);
    const option = within(list).getByRole('option', { name: 'Harbour opens' });
    expect(option).toHaveAccessibleDescription('news, MCHARBOURNEWSAAAAAAAAAAAAAAA');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 documents');
  });

  it('searches by title and by key once typing pauses, saying so meanwhile', async () => {
    const library = fakeContentLibrary();
    const { user, dialog } = renderPicker(library);
    await within(dialog).findByRole('listbox');
    const search = within(dialog).getByRole('searchbox', {
      name: 'Search documents by title or key',
    });
    await user.type(search, 'harb');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Searching the documents…');
    expect(await within(dialog).findByText('1 document')).toBeInTheDocument();
    // One search for what was typed, not one a keystroke.
    expect(library.searches.map((each) => each.words)).toEqual(['', 'harb']);
    expect(library.searches.at(-1)?.types).toEqual(['sfdc_cms__news']);
    await user.clear(search);
    await user.type(search, 'mcdepot');
    const list = await within(dialog).findByRole('listbox');
    await vi.waitFor(() => {
      expect(optionNames(list)).toEqual(['Our new depotnews, MCDEPOTNEWSAAAAAAAAAAAAAAAAA']);
    });
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(
      await within(dialog).findByText('No document has those words in its title or key.'),
    ).toBeInTheDocument();
  });

  it('is worked by keyboard: Down into the list, arrows, Home and End, Enter chooses', async () => {
    const { user, dialog, onChoose } = renderPicker(fakeContentLibrary(), []);
    const list = await within(dialog).findByRole('listbox', { name: 'Documents' });
    await user.click(within(dialog).getByLabelText('Search documents by title or key'));
    await user.keyboard('{ArrowDown}');
    expect(list).toHaveFocus();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(list).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(list).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ title: 'Harbour opens' }));
  });

  it('says why when the documents cannot be read', async () => {
    const { dialog } = renderPicker({
      search: () => Promise.reject(new Error('GET /documents answered 503')),
    });
    expect(
      await within(dialog).findByText('GET /documents answered 503', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).toBeNull();
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
