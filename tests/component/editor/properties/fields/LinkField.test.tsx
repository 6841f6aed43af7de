import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const HELP = 'A page (/about), https://…, #section, mailto: or tel:.';

const PAGES = [
  { path: '/about', title: 'About us' },
  { path: '/article', title: 'Article' },
  { path: '/blocks', title: 'Every block' },
];

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

  describe("the site's pages, for a page of this site", () => {
    const pageList = () => screen.getByRole('listbox', { name: 'Pages of this site' });
    const suggested = () =>
      within(pageList())
        .getAllByRole('option')
        .map((option) => option.textContent);

    it('suggests the pages whose path or title has what is typed', async () => {
      const { user } = renderPropertiesPanel('button', { label: 'Go' }, { pages: PAGES });
      const url = screen.getByRole('combobox', { name: 'URL' });
      expect(url).toHaveAttribute('aria-expanded', 'false');
      await user.type(url, '/a');
      expect(url).toHaveAttribute('aria-expanded', 'true');
      expect(url).toHaveAttribute('aria-controls', pageList().id);
      expect(suggested()).toEqual(['About us /about', 'Article /article']);
      await user.type(url, 'rt');
      expect(suggested()).toEqual(['Article /article']);
      await user.clear(url);
      await user.type(url, '/every');
      expect(suggested()).toEqual(['Every block /blocks']);
    });

    it('is worked by keyboard: Down and Up move, Enter takes the path, Escape closes', async () => {
      const { user, lastValueOf } = renderPropertiesPanel(
        'button',
        { label: 'Go', url: '/' },
        { pages: PAGES },
      );
      const url = screen.getByRole('combobox', { name: 'URL' });
      await user.click(url);
      await user.keyboard('{ArrowDown}');
      const options = within(pageList()).getAllByRole('option');
      expect(url).toHaveAttribute('aria-activedescendant', options[0]?.id);
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
      expect(options[1]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Enter}');
      expect(lastValueOf('url')).toBe('/article');
      expect(url).toHaveValue('/article');
      expect(url).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowDown}');
      expect(url).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(url).toHaveAttribute('aria-expanded', 'false');
      expect(url).not.toHaveAttribute('aria-activedescendant');
    });

    it('takes a page clicked, and any path typed', async () => {
      const { user, lastValueOf } = renderPropertiesPanel(
        'button',
        { label: 'Go' },
        { pages: PAGES },
      );
      const url = screen.getByRole('combobox', { name: 'URL' });
      await user.type(url, '/b');
      await user.click(screen.getByRole('option', { name: 'Every block /blocks' }));
      expect(lastValueOf('url')).toBe('/blocks');
      await user.clear(url);
      await user.type(url, '/not-a-page-yet');
      expect(lastValueOf('url')).toBe('/not-a-page-yet');
      expect(url).toHaveAttribute('aria-expanded', 'false');
    });

    it('suggests nothing for another kind of link', async () => {
      const { user } = renderPropertiesPanel('button', { label: 'Go' }, { pages: PAGES });
      const url = screen.getByRole('combobox', { name: 'URL' });
      await user.type(url, 'https://about');
      await user.keyboard('{ArrowDown}');
      expect(url).toHaveAttribute('aria-expanded', 'false');
    });

    it('has no serious or critical axe violation, the suggestions open', async () => {
      const { user, container } = renderPropertiesPanel(
        'button',
        { label: 'Go' },
        { pages: PAGES },
      );
      await user.type(screen.getByRole('combobox', { name: 'URL' }), '/');
      await user.keyboard('{ArrowDown}');
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(
        results.violations
          .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
          .map((violation) => violation.id),
      ).toEqual([]);
    });
  });
});
