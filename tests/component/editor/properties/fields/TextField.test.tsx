import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const BINDINGS = ['{!Item.rank}', '{!Item.title}'];

describe('a text field in a binding context', () => {
  it('puts the binding chosen from "Insert binding" in at the caret', async () => {
    const { user, lastValueOf } = renderPropertiesPanel(
      'textBlock',
      { text: 'No. ' },
      { bindings: BINDINGS },
    );
    const text = screen.getByLabelText('Text');
    const menu = screen.getByRole('combobox', { name: 'Insert binding into Text' });
    expect(menu).toHaveDisplayValue('Insert binding…');
    await user.click(text);
    await user.keyboard('{End}');
    await user.selectOptions(menu, '{!Item.rank}');
    expect(lastValueOf('text')).toBe('No. {!Item.rank}');
    expect(menu).toHaveDisplayValue('Insert binding…');
    // The caret goes back into the text, after the binding.
    const area = text as HTMLTextAreaElement;
    await waitFor(() => {
      expect(area).toHaveFocus();
      expect(area.selectionStart).toBe('No. {!Item.rank}'.length);
    });
    area.setSelectionRange(0, 0);
    await user.selectOptions(menu, '{!Item.title}');
    expect(lastValueOf('text')).toBe('{!Item.title}No. {!Item.rank}');
  });

  it('is offered for every text and copy field, and only where the context has bindings', () => {
    renderPropertiesPanel('button', { label: 'Go' }, { bindings: BINDINGS });
    expect(screen.getByRole('combobox', { name: 'Insert binding into Label' })).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Insert binding into URL' }),
    ).not.toBeInTheDocument();
  });

  it('offers nothing outside a binding context', () => {
    renderPropertiesPanel('textBlock', { text: 'Hi' });
    expect(screen.queryByRole('combobox', { name: /Insert binding/ })).not.toBeInTheDocument();
  });

  it('has no serious or critical axe violation', async () => {
    const { container } = renderPropertiesPanel(
      'textBlock',
      { text: 'Hi' },
      { bindings: BINDINGS },
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations
        .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
