import { describe, expect, it } from 'vitest';
import { mergePages, toGridItems } from '../../../../../app/blocks/grid/gridItems';

const GRID = 'news-grid';
const news = (n: number) => ({ contentKey: `MCNEWS${String(n)}`, title: `News ${String(n)}` });

describe('toGridItems', () => {
  it('gives every item an id, a unique DOM-safe key and a generated aria label', () => {
    const items = toGridItems(
      GRID,
      [
        { id: 'a 1', contentKey: 'MCA', title: 'Record id first' },
        { contentKey: 'MCB', managedContentId: '20YB', title: 'Content key next' },
        { managedContentId: '20YC', contentBody: { title: 'Image title' } },
        { name: 'Generated id' },
        {},
      ],
      'c',
    );
    expect(items.map(({ id, key, ariaLabel }) => ({ id, key, ariaLabel }))).toEqual([
      { id: 'a 1', key: 'news-grid-item-a-1', ariaLabel: 'Item 1 of 5: Record id first' },
      { id: 'MCB', key: 'news-grid-item-MCB', ariaLabel: 'Item 2 of 5: Content key next' },
      { id: '20YC', key: 'news-grid-item-20YC', ariaLabel: 'Item 3 of 5: Image title' },
      { id: 'c-3', key: 'news-grid-item-c-3', ariaLabel: 'Item 4 of 5: Generated id' },
      { id: 'c-4', key: 'news-grid-item-c-4', ariaLabel: 'Item 5 of 5' },
    ]);
  });

  it('keeps the first of records sharing an id and keys ids that clash once made DOM-safe', () => {
    const items = toGridItems(
      GRID,
      [{ id: 'a b' }, { id: 'a-b' }, { id: 'a b', title: 'dup' }],
      'c',
    );
    expect(items.map(({ id, key }) => [id, key])).toEqual([
      ['a b', 'news-grid-item-a-b'],
      ['a-b', 'news-grid-item-a-b-2'],
    ]);
  });

  it('labels a document by its decoded display title before its platform title', () => {
    const [item] = toGridItems(
      GRID,
      [{ ...news(1), title: 'A &amp; B', displayTitle: 'A & B' }],
      'p0',
    );
    expect(item?.ariaLabel).toBe('Item 1 of 1: A & B');
  });
});

describe('mergePages', () => {
  it('lists a single page as it is, with no first new item (nothing was appended)', () => {
    const { items, firstNewItemId } = mergePages(GRID, [[news(1), news(2)]]);
    expect(items.map((item) => item.id)).toEqual(['MCNEWS1', 'MCNEWS2']);
    expect(firstNewItemId).toBeNull();
  });

  it('appends by unique id without duplicates and points at the first truly new item', () => {
    const { items, firstNewItemId } = mergePages(GRID, [
      [news(1), news(2)],
      [news(2), news(3), news(3), news(4)],
    ]);
    expect(items.map((item) => item.id)).toEqual(['MCNEWS1', 'MCNEWS2', 'MCNEWS3', 'MCNEWS4']);
    expect(firstNewItemId).toBe('MCNEWS3');
    expect(items.map((item) => item.ariaLabel)).toEqual([
      'Item 1 of 4: News 1',
      'Item 2 of 4: News 2',
      'Item 3 of 4: News 3',
      'Item 4 of 4: News 4',
    ]);
  });

  it('gives no first new item when the last page holds nothing new', () => {
    const { items, firstNewItemId } = mergePages(GRID, [[news(1), news(2)], [news(1)]]);
    expect(firstNewItemId).toBeNull();
    expect(items).toHaveLength(2);
  });

  it('gives records without ids page-scoped ids, so appended pages never clash', () => {
    const { items, firstNewItemId } = mergePages(GRID, [[{ title: 'A' }], [{ title: 'B' }]]);
    expect(items.map((item) => item.id)).toEqual(['p0-0', 'p1-0']);
    expect(firstNewItemId).toBe('p1-0');
  });

  it('lists nothing for no pages', () => {
    expect(mergePages(GRID, [])).toEqual({ items: [], firstNewItemId: null });
  });
});
