import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SECTION_COLUMNS,
  DEFAULT_TWO_COLUMNS,
  parseSectionConfig,
} from '../../../../app/render/sectionConfig';

const config = (columns: unknown[]) => JSON.stringify({ columns });

describe('parseSectionConfig', () => {
  it('defaults a section to one column col1 of 12', () => {
    expect(parseSectionConfig(undefined)).toEqual([
      { columnKey: 'col1', columnName: 'Column 1', columnWidth: 12, seeds: [] },
    ]);
    expect(parseSectionConfig(undefined)).toBe(DEFAULT_SECTION_COLUMNS);
  });

  it('defaults the columns block to two columns of 6', () => {
    expect(parseSectionConfig('', DEFAULT_TWO_COLUMNS).map((c) => c.columnWidth)).toEqual([6, 6]);
  });

  it('reads JSON text with string or number widths', () => {
    const columns = parseSectionConfig(
      config([
        { columnKey: 'a', columnName: 'Left', columnWidth: '5', seedComponents: [] },
        { columnKey: 'b', columnName: 'Gap', columnWidth: 2 },
        { columnKey: 'c', columnWidth: '5' },
      ]),
    );
    expect(columns).toEqual([
      { columnKey: 'a', columnName: 'Left', columnWidth: 5, seeds: [] },
      { columnKey: 'b', columnName: 'Gap', columnWidth: 2, seeds: [] },
      { columnKey: 'c', columnName: 'Column 3', columnWidth: 5, seeds: [] },
    ]);
  });

  it('reads an object as well as JSON text', () => {
    expect(parseSectionConfig({ columns: [{ columnKey: 'x', columnWidth: '4' }] })[0]).toEqual({
      columnKey: 'x',
      columnName: 'Column 1',
      columnWidth: 4,
      seeds: [],
    });
  });

  it('gives a non-numeric width 12', () => {
    expect(
      parseSectionConfig(config([{ columnKey: 'a', columnWidth: 'half' }]))[0]?.columnWidth,
    ).toBe(12);
  });

  it.each(['{not json', config([]), '{"rows":[]}', config([{ columnName: 'no key' }])])(
    'falls back to the default for %s',
    (value) => {
      expect(parseSectionConfig(value)).toBe(DEFAULT_SECTION_COLUMNS);
    },
  );

  it('keeps the first of repeated column keys', () => {
    const columns = parseSectionConfig(
      config([
        { columnKey: 'a', columnWidth: 6 },
        { columnKey: 'a', columnWidth: 3 },
      ]),
    );
    expect(columns).toHaveLength(1);
    expect(columns[0]?.columnWidth).toBe(6);
  });

  it("reads each column's seed components as view nodes with stable ids", () => {
    const [first, second] = parseSectionConfig(
      config([
        {
          columnKey: 'a',
          columnWidth: 6,
          seedComponents: [{ fqn: 'c:textBlock', attributes: { text: 'Hi' } }],
        },
        { columnKey: 'b', columnWidth: 6, seedComponents: [{ type: 'button', props: {} }] },
      ]),
    );
    expect(first?.seeds).toEqual([{ type: 'textBlock', id: 'a-seed-1', props: { text: 'Hi' } }]);
    expect(second?.seeds).toEqual([{ type: 'button', id: 'b-seed-1', props: {} }]);
  });

  it('keeps the columns when seedComponents is not a list, with a warning', () => {
    const warn = vi.fn();
    const columns = parseSectionConfig(
      config([{ columnKey: 'a', columnWidth: 4, seedComponents: 'textBlock' }]),
      DEFAULT_SECTION_COLUMNS,
      warn,
    );
    expect(columns).toEqual([
      { columnKey: 'a', columnName: 'Column 1', columnWidth: 4, seeds: [] },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Column "a": seedComponents is not a list; no seed components.',
    );
  });
});
