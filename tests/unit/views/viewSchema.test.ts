import { describe, expect, it } from 'vitest';
import { formatJsonPath, parseView } from '../../../app/views/viewSchema';

const known = new Set(['section', 'textBlock']);

function view(nodes: unknown[]) {
  return { id: 'about', route: '/about', title: 'About', urlAlias: 'about', nodes };
}

describe('parseView', () => {
  it('accepts a valid view', () => {
    const parsed = parseView(
      view([
        {
          type: 'section',
          id: 's1',
          regions: { col1: [{ type: 'textBlock', id: 't1', props: { text: 'Hi' } }] },
        },
      ]),
      known,
      'about.view.json',
    );
    expect(parsed.nodes[0]?.regions?.col1?.[0]?.props).toEqual({ text: 'Hi' });
  });

  it('names the file and the JSON path of a structural problem', () => {
    expect(() =>
      parseView(
        view([{ type: 'section', id: 's1', regions: { col1: [{ type: 'textBlock' }] } }]),
        known,
        'about.view.json',
      ),
    ).toThrow(/^about\.view\.json: nodes\[0\]\.regions\.col1\[0\]\.id: /);
  });

  it('names an unknown block type with its path', () => {
    expect(() =>
      parseView(
        view([{ type: 'section', id: 's1', regions: { col1: [{ type: 'txt', id: 'x' }] } }]),
        known,
        'v.json',
      ),
    ).toThrow('v.json: nodes[0].regions.col1[0].type: unknown block type "txt"');
  });

  it('rejects duplicate node ids and unknown top-level keys', () => {
    expect(() =>
      parseView(
        view([
          { type: 'section', id: 'a' },
          { type: 'section', id: 'a' },
        ]),
        known,
        'v.json',
      ),
    ).toThrow('nodes[1].id: duplicate node id "a"');
    expect(() => parseView({ ...view([]), extra: 1 }, known, 'v.json')).toThrow(/^v\.json: : /);
  });

  it('rejects a missing title', () => {
    const { title: _title, ...rest } = view([]);
    expect(() => parseView(rest, known, 'v.json')).toThrow(/^v\.json: title: /);
  });
});

describe('formatJsonPath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatJsonPath(['nodes', 0, 'regions', 'col1', 2, 'type'])).toBe(
      'nodes[0].regions.col1[2].type',
    );
  });
});
