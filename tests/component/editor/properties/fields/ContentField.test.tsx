import '../../../support/dialogPolyfill';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeContentLibrary, NEWS_HARBOUR, SLIDES } from '../../../support/fakeContentLibrary';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

describe('the content field', () => {
  it('writes the chosen document as the block reads it, its content key, chosen by keyboard', async () => {
    const documents = fakeContentLibrary();
    const { user, lastValueOf } = renderPropertiesPanel(
      'contentCard',
      { title: 'Hi' },
      { documents },
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Choose Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a document for Content' });
    const list = await within(dialog).findByRole('listbox', { name: 'Documents' });
    // News only: the card's metadata says so.
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Our new depotnews, MCDEPOTNEWSAAAAAAAAAAAAAAAAA',
      'Harbour opensnews, MCHARBOURNEWSAAAAAAAAAAAAAAA',
    ]);
    await user.type(within(dialog).getByRole('searchbox'), 'harbour');
    await within(dialog).findByText('1 document');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(lastValueOf('contentId')).toBe(NEWS_HARBOUR.contentKey);
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue(NEWS_HARBOUR.contentKey);
    // The document is named by its title and type, and the button says which it is.
    expect(await screen.findByText('Harbour opens (news)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Content' })).toHaveAccessibleDescription(
      'Harbour opens (news)',
    );
  });

  it('names a document the view names by its managed content id', async () => {
    renderPropertiesPanel(
      'contentCard',
      { contentId: NEWS_HARBOUR.managedContentId.slice(0, 15) },
      { documents: fakeContentLibrary() },
    );
    expect(await screen.findByText('Harbour opens (news)')).toBeInTheDocument();
  });

  it('takes a binding typed in a repeated block, looking nothing up', async () => {
    const documents = fakeContentLibrary();
    const { user, lastValueOf } = renderPropertiesPanel('contentCard', {}, { documents });
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '{{!Item.contentKey}');
    expect(lastValueOf('contentId')).toBe('{!Item.contentKey}');
    expect(screen.queryByText(/no document has/)).toBeNull();
    expect(documents.searches).toEqual([]);
  });

  it('clears an optional reference, and offers no Clear for a required one', async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'contentCard',
      { contentId: NEWS_HARBOUR.contentKey, title: 'Hi' },
      { documents: fakeContentLibrary() },
    );
    await user.click(screen.getByRole('button', { name: 'Clear Content' }));
    expect(lastValueOf('contentId')).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Content' })).toBeNull();
  });

  it("takes a carousel's collection, required, by its content key", async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'contentCarousel',
      { contentKey: SLIDES.contentKey },
      { documents: fakeContentLibrary() },
    );
    expect(await screen.findByText('Home slides (collection)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Collection' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose Collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a document for Collection' });
    const list = await within(dialog).findByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Home slides' }));
    expect(lastValueOf('contentKey')).toBe(SLIDES.contentKey);
  });

  it("says at the field, in content:check's words, a reference that names no document", async () => {
    renderPropertiesPanel(
      'contentCarousel',
      { contentKey: 'MCNOSUCHCOLLECTIONAAAAAAAAAA' },
      { documents: fakeContentLibrary() },
    );
    expect(
      await screen.findByText(
        'no collection document has the content key MCNOSUCHCOLLECTIONAAAAAAAAAA',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Collection' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("says a carousel's collection that is a document of another type", async () => {
    renderPropertiesPanel(
      'contentCarousel',
      { contentKey: NEWS_HARBOUR.contentKey },
      { documents: fakeContentLibrary() },
    );
    expect(
      await screen.findByText(`${NEWS_HARBOUR.contentKey} is not a collection document`),
    ).toBeInTheDocument();
  });

  it("says a card's reference that names no document", async () => {
    renderPropertiesPanel(
      'contentCard',
      { contentId: 'MCNOSUCHNEWSAAAAAAAAAAAAAAAA' },
      { documents: fakeContentLibrary() },
    );
    expect(
      await screen.findByText(
        'no document has the content key or managed content id MCNOSUCHNEWSAAAAAAAAAAAAAAAA',
      ),
    ).toBeInTheDocument();
  });

  it("shows the picker's failure message when the documents cannot be read", async () => {
    const { user } = renderPropertiesPanel(
      'contentCard',
      {},
      { documents: { search: () => Promise.reject(new Error('GET /documents answered 503')) } },
    );
    await user.click(screen.getByRole('button', { name: 'Choose Content' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a document for Content' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'GET /documents answered 503',
    );
  });

  it('has no serious or critical axe violation, the picker open', async () => {
    const { user } = renderPropertiesPanel(
      'contentCard',
      { contentId: NEWS_HARBOUR.contentKey },
      { documents: fakeContentLibrary() },
    );
    await screen.findByText('Harbour opens (news)');
    await user.click(screen.getByRole('button', { name: 'Choose Content' }));
    await screen.findByRole('listbox');
    const results = await axe.run(screen.getByRole('region', { name: 'Properties' }), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
