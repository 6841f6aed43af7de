import { describe, expect, it, vi } from 'vitest';
import { isBlockType } from '../../../../app/blocks/registry';
import { readSeedComponents, seedsUnder } from '../../../../app/render/seedComponents';

describe('readSeedComponents', () => {
  it("maps the platform's {fqn, attributes} onto a view node, the type being the name after the colon", () => {
    expect(
      readSeedComponents(
        [{ fqn: 'c:textBlock', attributes: { text: 'Hello', headingTag: 'h2' } }],
        'col1',
      ),
    ).toEqual([
      { type: 'textBlock', id: 'col1-seed-1', props: { text: 'Hello', headingTag: 'h2' } },
    ]);
  });

  it("accepts the view's own {type, props}, and no props as none", () => {
    expect(readSeedComponents([{ type: 'button' }, { fqn: 'image' }], 'side')).toEqual([
      { type: 'button', id: 'side-seed-1', props: {} },
      { type: 'image', id: 'side-seed-2', props: {} },
    ]);
  });

  it('numbers the seeds by their place in the list, so a skipped one does not move the others', () => {
    const warn = vi.fn();
    const nodes = readSeedComponents(
      [{ fqn: 'forceCommunity:dashboard' }, { type: 'textBlock', props: { text: 'x' } }],
      'col1',
      warn,
      isBlockType,
    );
    expect(nodes.map((node) => node.id)).toEqual(['col1-seed-2']);
    expect(warn).toHaveBeenCalledWith(
      'Column "col1": seed component 1 was skipped: unknown block type "dashboard".',
    );
  });

  it('skips entries the view node schema refuses, saying why', () => {
    const warn = vi.fn<(message: string) => void>();
    expect(
      readSeedComponents(
        [null, { attributes: {} }, { type: 'Text Block' }, { type: 'textBlock', props: 'x' }],
        'c',
        warn,
      ),
    ).toEqual([]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Column "c": seed component 1 was skipped: it is not an object.',
      'Column "c": seed component 2 was skipped: it has neither fqn nor type.',
      'Column "c": seed component 3 was skipped: type: a block type is a camelCase name.',
      expect.stringMatching(/^Column "c": seed component 4 was skipped: props: /),
    ]);
  });

  it('has no seeds without a list', () => {
    const warn = vi.fn();
    expect(readSeedComponents(undefined, 'c', warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('seedsUnder', () => {
  it("puts the owning node's id in front, so seeds are unique in the page", () => {
    const seeds = readSeedComponents([{ type: 'textBlock' }], 'col1');
    expect(seedsUnder('section-7', seeds).map((node) => node.id)).toEqual([
      'section-7-col1-seed-1',
    ]);
  });
});
