import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPropertiesPanel } from '../../../support/renderPropertiesPanel';

const columns = () => screen.getByRole('group', { name: 'Columns' });
const widths = () =>
  within(columns())
    .getAllByRole('spinbutton')
    .map((input) => (input as HTMLInputElement).value);

/** The config the last change wrote, read back. */
function written(lastValueOf: (prop: string) => unknown): unknown {
  const value = lastValueOf('sectionConfig');
  return typeof value === 'string' ? JSON.parse(value) : value;
}

const SEEDED = JSON.stringify({
  columns: [
    {
      columnKey: 'col1',
      columnName: 'Seeded',
      columnWidth: '6',
      seedComponents: [{ type: 'textBlock', props: { text: 'Hi' } }],
    },
    { columnKey: 'col2', columnName: 'Column 2', columnWidth: '6', seedComponents: [] },
  ],
  extra: true,
});

describe('the columns field', () => {
  it("shows the block's default columns when the config is left out", () => {
    renderPropertiesPanel('section');
    expect(widths()).toEqual(['12']);
    renderPropertiesPanel('columns');
    expect(screen.getAllByRole('group', { name: 'Columns' })).toHaveLength(2);
  });

  it('is found by its label, and lists the widths by column', () => {
    renderPropertiesPanel('section', { sectionConfig: SEEDED });
    expect(screen.getByLabelText('Columns')).toBe(columns());
    expect(screen.getByLabelText('Column 1 width')).toHaveValue(6);
    expect(screen.getByLabelText('Column 2 width')).toHaveValue(6);
    expect(within(columns()).getByText('Total 12 of 12')).toBeInTheDocument();
  });

  it('writes the JSON text back in the same shape, every other key kept', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('section', { sectionConfig: SEEDED });
    const first = screen.getByLabelText('Column 1 width');
    await user.clear(first);
    await user.type(first, '4');
    const config = written(lastValueOf);
    expect(typeof lastValueOf('sectionConfig')).toBe('string');
    expect(config).toEqual({
      columns: [
        {
          columnKey: 'col1',
          columnName: 'Seeded',
          columnWidth: '4',
          seedComponents: [{ type: 'textBlock', props: { text: 'Hi' } }],
        },
        { columnKey: 'col2', columnName: 'Column 2', columnWidth: '6', seedComponents: [] },
      ],
      extra: true,
    });
  });

  it('shows widths that do not add up to 12 as a problem at every width, until they do', async () => {
    const { user } = renderPropertiesPanel('section', { sectionConfig: SEEDED });
    const first = screen.getByLabelText('Column 1 width');
    const second = screen.getByLabelText('Column 2 width');
    await user.clear(first);
    await user.type(first, '8');
    for (const input of [first, second]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(
        'Total 14 of 12 the widths add up to 14; they must add up to 12',
      );
    }
    await user.clear(second);
    await user.type(second, '4');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(second).toHaveAccessibleDescription('Total 12 of 12');
  });

  it('takes only whole widths from 1 to 12, holding anything else unwritten', async () => {
    const { user, onChange } = renderPropertiesPanel('section', { sectionConfig: SEEDED });
    const first = screen.getByLabelText('Column 1 width');
    await user.clear(first);
    expect(onChange).not.toHaveBeenCalled();
    await user.type(first, '13');
    expect(onChange).toHaveBeenLastCalledWith(
      'sectionConfig',
      expect.stringContaining('"columnWidth":"1"'),
    );
    expect(first).toHaveValue(13);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(/^a column's width is a whole number from 1 to 12 /);
  });

  it('adds a column, sharing 12 evenly when the columns can, and removes one', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('section');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(widths()).toEqual(['6', '6']);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(widths()).toEqual(['4', '4', '4']);
    expect(written(lastValueOf)).toEqual({
      columns: [1, 2, 3].map((n) => ({
        columnKey: `col${String(n)}`,
        columnName: `Column ${String(n)}`,
        columnWidth: '4',
        seedComponents: [],
      })),
    });
    await user.click(screen.getByRole('button', { name: 'Remove column 3' }));
    expect(widths()).toEqual(['4', '8']);
    expect(screen.getByLabelText('Column 2 width')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove column 1' }));
    expect(widths()).toEqual(['12']);
    expect(screen.getByRole('button', { name: 'Remove column 1' })).toBeDisabled();
  });

  it('adds a column with what the widths lack of 12, else half the widest', async () => {
    const { user } = renderPropertiesPanel('columns', {
      sectionConfig: {
        columns: [
          { columnKey: 'a', columnWidth: 3 },
          { columnKey: 'b', columnWidth: 5 },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(widths()).toEqual(['3', '5', '4']);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(widths()).toEqual(['3', '3', '4', '2']);
  });

  it('writes an object back as an object', async () => {
    const { user, lastValueOf } = renderPropertiesPanel('columns', {
      sectionConfig: { columns: [{ columnKey: 'a', columnWidth: 12 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    expect(lastValueOf('sectionConfig')).toEqual({
      columns: [
        { columnKey: 'a', columnWidth: 6 },
        { columnKey: 'col2', columnName: 'Column 2', columnWidth: 6, seedComponents: [] },
      ],
    });
  });

  it('names a width the block cannot read, and what the block uses', () => {
    renderPropertiesPanel('columns', {
      sectionConfig: JSON.stringify({ columns: [{ columnKey: 'col1', columnWidth: 'wide' }] }),
    });
    const first = screen.getByLabelText('Column 1 width');
    expect(first).toHaveValue(null);
    expect(first).toHaveAccessibleDescription(
      /^"wide" is not a whole number from 1 to 12; the block uses 12/,
    );
  });

  it('edits a config it cannot read as JSON, under the same label', () => {
    renderPropertiesPanel('section', { sectionConfig: '{"columns": ' });
    const config = screen.getByLabelText('Columns');
    expect(config.tagName).toBe('TEXTAREA');
    expect(config).toHaveAttribute('aria-invalid', 'true');
    expect(config).toHaveAccessibleDescription(/^not valid JSON: /);
  });

  it("shows the content model's problems with the seed components", () => {
    const sectionConfig = JSON.stringify({
      columns: [
        { columnKey: 'col1', columnWidth: '12', seedComponents: [{ type: 'button', props: {} }] },
      ],
    });
    renderPropertiesPanel('section', { sectionConfig });
    expect(columns()).toHaveAccessibleDescription(
      /^column col1, seed component 1: a button block needs label; without it the button renders nothing/,
    );
  });
});
