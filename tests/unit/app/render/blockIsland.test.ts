import { describe, expect, it } from 'vitest';
import { blockTypesIn } from '../../../../app/blocks/registry';
import { blockIsland } from '../../../../app/render/blockIsland';
import type { ViewNode } from '../../../../shared/viewSchema';

const KEY_A = 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA';
const KEY_B = 'MCBBBBBBBBBBBBBBBBBBBBBBBBBB';

const grid: ViewNode = {
  type: 'grid',
  id: 'news',
  props: { title: 'News' },
  regions: {
    item: [{ type: 'contentCard', id: 'card', props: { image: `{!cmsMedia.${KEY_A}}` } }],
  },
};

describe('blockIsland', () => {
  it('keeps the node and, of the page images, only those the node names', () => {
    const scope = {
      cmsMedia: { [KEY_A]: { url: '/a' }, [KEY_B]: { url: '/b' } },
      User: { Name: 'Guest' },
    };
    expect(blockIsland(grid, scope)).toEqual({
      kind: 'block',
      node: grid,
      scope: { cmsMedia: { [KEY_A]: { url: '/a' } }, User: { Name: 'Guest' } },
    });
  });

  it('carries no images when the scope has none', () => {
    expect(blockIsland(grid, { Item: { title: 'x' } })).toEqual({
      kind: 'block',
      node: grid,
      scope: { Item: { title: 'x' } },
    });
  });
});

describe('blockTypesIn', () => {
  it('lists the types of the nodes and of everything in their regions', () => {
    expect([...blockTypesIn([grid, { type: 'banner', id: 'b' }])].sort()).toEqual([
      'banner',
      'contentCard',
      'grid',
    ]);
  });
});
