import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const HELP = 'A page (/about), https://…, #section, mailto: or tel:.';

describe('the link field', () => {
  it.each([
    ['/about', 'Page of this site'],
    ['https://example.com', 'Web address'],
    ['#team', 'Section of this page'],
    ['mailto:hello@example.com', 'Email address'],
    ['tel:+441234567890', 'Phone number'],
    ['{!Item.url}', 'Binding'],
  ])('reads %s as a link of kind %s', (url, kind) => {
    renderPropertiesPanel('button', { label: 'Go', url });
    expect(screen.getByLabelText('URL')).toHaveValue(url);
    expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(HELP);
    expect(screen.getByRole('combobox', { name: 'Kind of URL' })).toHaveDisplayValue(kind);
  });

  it('starts the address of the kind chosen, and takes it as typed', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('button', { label: 'Go' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kind of URL' }),
      'Email address',
    );
    expect(lastValueOf('url')).toBe('mailto:');
    await user.type(screen.getByLabelText('URL'), 'hello@example.com');
    expect(lastValueOf('url')).toBe('mailto:hello@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of URL' }), 'No link');
    expect(lastValueOf('url')).toBeUndefined();
  });

  it('says at the field, as the author types, when the site would not link the address', async () => {
    const { user } = renderPropertiesPanel('textBlock', { text: 'Hi', url: 'https://' });
    const url = screen.getByLabelText('URL');
    await user.clear(url);
    await user.type(url, 'http://example.com');
    expect(url).toHaveAccessibleDescription(
      `The block shows no link for this address: write web address, such as https://example.com. ${HELP}`,
    );
    await user.clear(url);
    await user.type(url, '/about');
    expect(url).toHaveAccessibleDescription(HELP);
  });

  it('has no serious or critical axe violation, with a problem showing', async () => {
    const { container } = renderPropertiesPanel('contentCard', {
      title: 'Card',
      buttonLink: 'javascript:alert(1)',
    });
    expect(screen.getByLabelText('Button URL')).toHaveAttribute('aria-invalid', 'true');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
