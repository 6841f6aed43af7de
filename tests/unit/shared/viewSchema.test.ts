import { describe, expect, it } from 'vitest';
import { checkView } from '../../../shared/viewSchema';

const known = new Set(['section', 'textBlock']);

function view(nodes: unknown[]) {
  return { id: 'about', route: '/about', title: 'About', urlAlias: 'about', nodes };
}

describe('checkView', () => {
  it('accepts a valid view', () => {
    const { view: checked, problems } = checkView(
      view([
        {
          type: 'section',
          id: 's1',
          regions: { col1: [{ type: 'textBlock', id: 't1', props: { text: 'Hi' } }] },
        },
      ]),
      known,
    );
    expect(problems).toEqual([]);
    expect(checked?.nodes[0]?.regions?.col1?.[0]?.props).toEqual({ text: 'Hi' });
  });

  it('gives the JSON path of a structural problem', () => {
    const { view: checked, problems } = checkView(
      view([{ type: 'section', id: 's1', regions: { col1: [{ type: 'textBlock' }] } }]),
      known,
    );
    expect(checked).toBeUndefined();
    expect(problems.map((problem) => problem.path)).toEqual([
      ['nodes', 0, 'regions', 'col1', 0, 'id'],
    ]);
  });

  it('names an unknown block type, with the closest known one', () => {
    const { problems } = checkView(
      view([{ type: 'section', id: 's1', regions: { col1: [{ type: 'textBlok', id: 'x' }] } }]),
      known,
    );
    expect(problems).toEqual([
      {
        path: ['nodes', 0, 'regions', 'col1', 0, 'type'],
        message: 'unknown block type "textBlok" (did you mean "textBlock"?)',
      },
    ]);
    expect(checkView(view([{ type: 'carousel', id: 'x' }]), known).problems[0]?.message).toBe(
      'unknown block type "carousel"',
    );
  });

  it('reports every duplicate node id and unknown top-level key', () => {
    const { problems } = checkView(
      view([
        { type: 'section', id: 'a' },
        { type: 'section', id: 'a' },
        { type: 'section', id: 'a' },
      ]),
      known,
    );
    expect(problems.map((problem) => problem.path)).toEqual([
      ['nodes', 1, 'id'],
      ['nodes', 2, 'id'],
    ]);
    expect(checkView({ ...view([]), extra: 1 }, known).problems).toHaveLength(1);
  });

  it('takes a route of one lowercase segment and needs a title', () => {
    const { title: _title, ...rest } = view([]);
    expect(checkView(rest, known).problems[0]?.path).toEqual(['title']);
    expect(checkView({ ...view([]), route: '/a/b' }, known).problems[0]?.message).toMatch(
      /one lowercase segment/,
    );
  });
});
