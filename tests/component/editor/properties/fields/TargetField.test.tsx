import '../../../support/dialogPolyfill';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeContentLibrary, NEWS_HARBOUR } from '../../../support/fakeContentLibrary';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const PRIMARY = 'Primary button target';
const HELP =
  'A link (/about, https://…, mailto:…), or a page reference: a page type and its attributes.';

const primary = () => screen.getByRole('group', { name: PRIMARY });

describe('the target field', () => {
  it('reads a URL as a link, edited with its kind', () => {
    renderPropertiesPanel('banner', { title: 'Hi', primaryButtonTarget: '/about' });
    const group = primary();
    expect(group).toHaveAccessibleDescription(HELP);
    expect(within(group).getByRole('radio', { name: 'Link' })).toBeChecked();
    expect(within(group).getByRole('textbox', { name: PRIMARY })).toHaveValue('/about');
    expect(within(group).getByRole('combobox', { name: `Kind of ${PRIMARY}` })).toHaveDisplayValue(
      'Page of this site',
    );
  });

  it('reads a page reference written as JSON text, and as an object', () => {
    renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: '{"type":"standard__namedPage","attributes":{"name":"Home"}}',
      secondaryButtonTarget: {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Knowledge__kav', urlName: 'returns' },
      },
    });
    const group = primary();
    expect(within(group).getByRole('radio', { name: 'Page reference' })).toBeChecked();
    expect(within(group).getByLabelText('Page type')).toHaveDisplayValue(
      'Named page (standard__namedPage)',
    );
    expect(within(group).getByLabelText('Page name')).toHaveValue('Home');
    const secondary = screen.getByRole('group', { name: 'Secondary button target' });
    expect(within(secondary).getByLabelText('Identified by')).toHaveDisplayValue('URL name');
    expect(within(secondary).getByLabelText('Object API name')).toHaveValue('Knowledge__kav');
    expect(within(secondary).getByLabelText('URL name')).toHaveValue('returns');
    expect(within(secondary).queryByText(/Page reference standard__/)).toBeNull();
  });

  it('writes the page reference object itself, from a link and as typed', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: 'https://example.com',
    });
    // The arrow keys move between the two kinds, as in any radio group.
    within(primary()).getByRole('radio', { name: 'Link' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__webPage',
      attributes: { url: 'https://example.com' },
    });
    await user.selectOptions(
      within(primary()).getByLabelText('Page type'),
      'Named page (standard__namedPage)',
    );
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__namedPage',
      attributes: { name: '' },
    });
    await user.type(within(primary()).getByLabelText('Page name'), 'Contact');
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__namedPage',
      attributes: { name: 'Contact' },
    });
    await user.click(within(primary()).getByRole('radio', { name: 'Link' }));
    expect(lastValueOf('primaryButtonTarget')).toBeUndefined();
  });

  it('offers every type of the link helper, and the forms of a record page', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Account' },
      },
    });
    const type = within(primary()).getByLabelText('Page type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual([
      'standard__webPage',
      'standard__managedContentPage',
      'standard__recordPage',
      'standard__namedPage',
      'standard__objectPage',
      'standard__recordRelationshipPage',
      'standard__search',
    ]);
    await user.selectOptions(within(primary()).getByLabelText('Identified by'), 'URL path');
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__recordPage',
      attributes: { objectApiName: 'Account', urlPath: '' },
    });
    await user.selectOptions(type, 'standard__recordRelationshipPage');
    expect(within(primary()).getByLabelText('Relationship API name')).toHaveValue('');
    expect(within(primary()).getByLabelText('Object API name')).toHaveValue('Account');
  });

  it("says the link helper's problem at the part it names, as the author types", async () => {
    const { user } = renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: {
        type: 'standard__recordPage',
        attributes: { objectApiName: 'Account' },
      },
    });
    const recordId = within(primary()).getByLabelText('Record ID');
    expect(recordId).toHaveAttribute('aria-invalid', 'true');
    expect(recordId).toHaveAccessibleDescription(
      'Page reference standard__recordPage: "attributes.recordId" is missing.',
    );
    await user.type(recordId, 'not an id');
    expect(recordId).toHaveAccessibleDescription(
      'Page reference standard__recordPage: "attributes.recordId" is invalid.',
    );
    await user.clear(recordId);
    await user.type(recordId, '001000000000001AAA');
    expect(recordId).not.toHaveAttribute('aria-invalid');
    expect(within(primary()).queryByText(/Page reference standard__recordPage/)).toBeNull();
  });

  it("edits a reference's state as names and values: a search's term, an object page's filter", async () => {
    const { user, lastValueOf } = renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: { type: 'standard__objectPage', attributes: { objectApiName: 'Case' } },
    });
    const group = primary();
    await user.click(within(group).getByRole('button', { name: 'Add state' }));
    expect(within(group).getByRole('button', { name: 'Add state' })).toBeDisabled();
    await user.type(within(group).getByLabelText('Name of state 1'), 'filterName');
    const value = within(group).getByLabelText('Value of state 1');
    expect(value).toHaveAccessibleDescription(
      'Page reference standard__objectPage: "state.filterName" is missing.',
    );
    await user.type(value, 'Recent');
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case' },
      state: { filterName: 'Recent' },
    });
    await user.selectOptions(within(group).getByLabelText('Page type'), 'standard__search');
    expect(within(group).getByLabelText('Name of state 1')).toHaveValue('term');
    await user.type(within(group).getByLabelText('Value of state 1'), 'harbour');
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__search',
      state: { term: 'harbour' },
    });
    await user.click(within(group).getByRole('button', { name: 'Remove state 1' }));
    expect(lastValueOf('primaryButtonTarget')).toEqual({ type: 'standard__search' });
  });

  it("chooses a managed-content page's document from the content library", async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'banner',
      { title: 'Hi', primaryButtonTarget: { type: 'standard__managedContentPage' } },
      { documents: fakeContentLibrary() },
    );
    await user.click(
      within(primary()).getByRole('button', { name: `Choose content for ${PRIMARY}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Choose a document for ${PRIMARY}` });
    await user.click(await within(dialog).findByRole('option', { name: NEWS_HARBOUR.title }));
    expect(lastValueOf('primaryButtonTarget')).toEqual({
      type: 'standard__managedContentPage',
      attributes: { contentTypeName: 'sfdc_cms__news', contentKey: NEWS_HARBOUR.contentKey },
    });
    expect(within(primary()).getByLabelText('Content key')).toHaveValue(NEWS_HARBOUR.contentKey);
  });

  it('has no serious or critical axe violation, with a problem showing', async () => {
    const { container } = renderPropertiesPanel('banner', {
      title: 'Hi',
      primaryButtonTarget: { type: 'standard__search', state: { term: '' } },
      secondaryButtonTarget: { type: 'standard__namedPage', attributes: { name: '1 bad' } },
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
