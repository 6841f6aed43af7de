import { describe, expect, it } from 'vitest';
import { orderCollection } from '../../../../app/render/collection';

const items = [
  { id: 'a', title: 'Beta', rank: 10 },
  { id: 'b', title: 'alpha', rank: 2 },
  { id: 'c', title: 'Gamma' },
];

describe('orderCollection', () => {
  it('keeps the given order without sortBy', () => {
    expect(orderCollection({ items }).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('sorts ascending by default, case-insensitively', () => {
    expect(orderCollection({ items, sortBy: 'title' }).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('sorts numbers numerically and puts missing values last in both orders', () => {
    expect(orderCollection({ items, sortBy: 'rank' }).map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(orderCollection({ items, sortBy: 'rank', sortOrder: 'DESC' }).map((i) => i.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
