import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockDefinition } from '../../../../../app/blocks/blockTypes';
import { gridBlock } from '../../../../../app/blocks/grid';
import { parseGridProps } from '../../../../../app/blocks/grid/parseGridProps';
import {
  BlockRegistryContext,
  NodeList,
  type BlockRegistry,
} from '../../../../../app/render/NodeList';
import type { ViewNode } from '../../../../../shared/viewSchema';
import { contentKey, mockNewsPage, newsDocument } from '../../../../unit/support/gridFixtures';
import { renderWithGridProviders } from '../../../support/renderGrid';

describe('parseGridProps', () => {
  it('takes the spec fallbacks for an empty node', () => {
    expect(parseGridProps({})).toEqual({
      columns: 1,
      itemSpacing: 'none',
      paginationMode: 'replace',
      autoScroll: false,
      showEmptyState: false,
      emptyStateText: 'There is nothing to show here yet.',
      showErrorState: false,
      errorStateText: 'These items could not be loaded.',
      pageSize: 12,
      itemKey: 'Item',
      headingTag: 'h3',
    });
  });

  it.each([
    [3, 3],
    ['6', 6],
    [1, 1],
    [0, 1],
    [7, 1],
    [2.5, 1],
    ['three', 1],
    [null, 1],
  ])('columns %j become %j (multi-column only for 1 to 6)', (raw, columns) => {
    expect(parseGridProps({ columns: raw }).columns).toBe(columns);
  });

  it.each([
    ['x-large', 'x-large'],
    ['large', 'large'],
    ['medium', 'medium'],
    ['small', 'small'],
    ['xx-small', 'xx-small'],
    ['none', 'none'],
    [' Large ', 'large'],
    ['x-small', 'none'],
    ['huge', 'none'],
    [4, 'none'],
  ])('item spacing %j becomes %j (falls back to none)', (raw, spacing) => {
    expect(parseGridProps({ itemSpacing: raw }).itemSpacing).toBe(spacing);
  });

  it('reads every other option, with fallbacks for invalid values', () => {
    expect(
      parseGridProps({
        paginationMode: 'append',
        autoScroll: 'true',
        showEmptyState: true,
        emptyStateText: ' No news yet. ',
        showErrorState: 'TRUE',
        errorStateText: 'News is unavailable.',
        pageSize: '6',
        title: 'Latest news',
        headingTag: 'h2',
        source: { sfdcType: 'sfdc_cms__news', contentKeys: ['MCA', '', 3] },
        items: [{ id: 'a', title: 'A' }],
      }),
    ).toMatchObject({
      paginationMode: 'append',
      autoScroll: true,
      showEmptyState: true,
      emptyStateText: 'No news yet.',
      showErrorState: true,
      errorStateText: 'News is unavailable.',
      pageSize: 6,
      title: 'Latest news',
      headingTag: 'h2',
      source: { contentTypeFQN: 'sfdc_cms__news', contentKeys: ['MCA'] },
      items: [{ id: 'a', title: 'A' }],
    });
    expect(
      parseGridProps({
        paginationMode: 'pages',
        pageSize: 26,
        headingTag: 'h9',
        source: 'news',
        items: 'x',
      }),
    ).toMatchObject({ paginationMode: 'replace', pageSize: 12, headingTag: 'h3' });
    expect(parseGridProps({ source: { contentKeys: [] }, items: 'x' })).not.toHaveProperty(
      'source',
    );
    expect(parseGridProps({ items: 'x' })).not.toHaveProperty('items');
  });

  it("reads its source as the platform's data-provider fields", () => {
    const news = { sfdcType: 'sfdc_cms__news' };
    expect(parseGridProps({ source: news })).toMatchObject({
      source: { contentTypeFQN: 'sfdc_cms__news' },
      itemKey: 'Item',
    });
    expect(
      parseGridProps({ source: { ...news, sfdcExpressionKey: 'Story', sfdcFields: ['title'] } }),
    ).toMatchObject({ itemKey: 'Story', itemFields: ['title'] });
    // Objects (not managed content) and the builder's preview read nothing.
    expect(parseGridProps({ source: { sfdcType: 'Account' } })).not.toHaveProperty('source');
    expect(parseGridProps({ source: { ...news, sfdcIsPreviewMode: true } })).not.toHaveProperty(
      'source',
    );
    // The pre-platform name is not read.
    expect(parseGridProps({ source: { contentTypeFQN: 'sfdc_cms__news' } })).not.toHaveProperty(
      'source',
    );
  });

  it('orders a static collection by sortBy and sortOrder', () => {
    const items = [
      { id: 'a', title: 'Replenishment', rank: 3 },
      { id: 'b', title: 'Cycle counting', rank: 1 },
      { id: 'c', title: 'Consignment', rank: 2 },
    ];
    const ids = (props: Record<string, unknown>) =>
      parseGridProps({ items, ...props }).items?.map((item) => item.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ sortBy: 'rank' })).toEqual(['b', 'c', 'a']);
    expect(ids({ sortBy: 'title', sortOrder: 'DESC' })).toEqual(['a', 'b', 'c']);
    expect(ids({ sortBy: 'rank', sortOrder: 'sideways' })).toEqual(['b', 'c', 'a']);
  });

  it('caps content keys at the platform limit of 50', () => {
    const keys = Array.from({ length: 60 }, (_, i) => `MC${String(i)}`);
    expect(parseGridProps({ source: { contentKeys: keys } }).source?.contentKeys).toHaveLength(50);
  });
});

/** A stand-in text block: shows its `text` prop after bindings were resolved. */
const probeBlock: BlockDefinition<{ text: string }> = {
  type: 'probe',
  label: 'Probe',
  parse: (raw) => ({ text: typeof raw.text === 'string' ? raw.text : '' }),
  component: ({ props }) => <p>{props.text}</p>,
};

function renderView(nodes: ViewNode[]) {
  const registry: BlockRegistry = new Map<string, BlockDefinition<unknown>>([
    ['grid', gridBlock as BlockDefinition<unknown>],
    ['probe', probeBlock as BlockDefinition<unknown>],
  ]);
  const { store } = renderWithGridProviders(
    <BlockRegistryContext value={registry}>
      <NodeList nodes={nodes} scope={{}} />
    </BlockRegistryContext>,
  );
  return store;
}

describe('grid block', () => {
  it('is registered as `grid`', () => {
    expect(gridBlock.type).toBe('grid');
    expect(gridBlock.parse).toBe(parseGridProps);
  });

  it('renders its item region once per record with `{!Item.field}` bound to the record', async () => {
    const store = renderView([
      {
        type: 'grid',
        id: 'team-grid',
        props: {
          columns: 3,
          itemSpacing: 'medium',
          items: [
            { id: 'ceo', title: 'Chief Executive', name: 'Dana' },
            { id: 'cto', title: 'Chief Technology Officer', name: 'Ravi' },
          ],
        },
        regions: {
          item: [{ type: 'probe', id: 'member', props: { text: '{!Item.name}: {!Item.title}' } }],
        },
      },
    ]);

    const first = await screen.findByRole('article', { name: 'Item 1 of 2: Chief Executive' });
    expect(within(first).getByText('Dana: Chief Executive')).toBeVisible();
    expect(
      within(
        screen.getByRole('article', { name: 'Item 2 of 2: Chief Technology Officer' }),
      ).getByText('Ravi: Chief Technology Officer'),
    ).toBeVisible();
    expect(screen.getAllByRole('article').map((item) => item.id)).toEqual([
      'team-grid-item-ceo',
      'team-grid-item-cto',
    ]);
    // A static collection is the view's own data: nothing of it goes to the store.
    expect(store.getState().grid).toEqual({});
    expect(screen.getByRole('list').style.getPropertyValue('--grid-columns')).toBe('3');
  });

  it("marks only its copy with the language a translation left it in, never its controls'", async () => {
    renderView([
      { type: 'probe', id: 'intro', lang: 'en-US', props: { text: 'Our team' } },
      {
        type: 'grid',
        id: 'copy-grid',
        lang: 'en-US',
        props: {
          title: 'Leadership',
          items: [{ id: 'a', title: 'Alpha' }],
        },
      },
    ]);
    const heading = await screen.findByRole('heading', { name: 'Leadership' });
    expect(heading).toHaveAttribute('lang', 'en-US');
    // The grid itself (its status and paging words are the site's) is in the page's language.
    expect(heading.closest('section')?.closest('[lang]')).toBeNull();
    // A block that is all copy is wrapped whole.
    expect(screen.getByText('Our team').closest('.in-language')).toHaveAttribute('lang', 'en-US');
    // The grid's mark (for a draft's preview) carries no language.
    expect(heading.closest('.in-language')).not.toHaveAttribute('lang');
  });

  it('falls back to one column and no spacing for invalid values, and to the default card without a region', async () => {
    renderView([
      {
        type: 'grid',
        id: 'fallback-grid',
        props: {
          columns: 12,
          itemSpacing: 'enormous',
          items: [{ id: 'a', title: 'Alpha', excerpt: 'First' }],
        },
      },
    ]);
    const item = await screen.findByRole('article', { name: 'Item 1 of 1: Alpha' });
    expect(within(item).getByRole('heading', { name: 'Alpha' })).toBeVisible();
    expect(within(item).getByText('First')).toBeVisible();
    const list = screen.getByRole('list');
    expect(list.style.getPropertyValue('--grid-columns')).toBe('1');
    expect(list.style.getPropertyValue('--grid-columns-tablet')).toBe('1');
    expect(list.style.getPropertyValue('--grid-gap')).toBe('var(--space-none)');
  });

  it('lists a static collection in its sortBy / sortOrder', () => {
    renderView([
      {
        type: 'grid',
        id: 'ranked',
        props: {
          items: [
            { id: 'r3', title: 'Replenishment', rank: 3 },
            { id: 'r1', title: 'Cycle counting', rank: 1 },
            { id: 'r2', title: 'Consignment', rank: 2 },
          ],
          sortBy: 'rank',
          sortOrder: 'DESC',
        },
      },
    ]);
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Item 1 of 3: Replenishment',
      'Item 2 of 3: Consignment',
      'Item 3 of 3: Cycle counting',
    ]);
  });

  it('binds `{!Item.field}` to the delivery document as the platform gives it', async () => {
    mockNewsPage([newsDocument('BINDA', 'Lots &amp; serials')], {
      page: 0,
      pageSize: 2,
      last: true,
    });
    renderView([
      {
        type: 'grid',
        id: 'news-grid',
        props: { pageSize: 2, source: { sfdcType: 'sfdc_cms__news' } },
        regions: {
          item: [
            {
              type: 'probe',
              id: 'story',
              props: { text: '{!Item.contentKey} {!Item.contentBody.excerpt}' },
            },
          ],
        },
      },
    ]);
    // The item's name is the document's title as readDocument reads it (entity-decoded).
    const item = await screen.findByRole('article', { name: 'Item 1 of 1: Lots & serials' });
    expect(
      within(item).getByText(`${contentKey('BINDA')} Lots &amp; serials in brief`),
    ).toBeVisible();
  });

  it('binds items under sfdcExpressionKey with only the sfdcFields', async () => {
    mockNewsPage([newsDocument('BINDB', 'Kitting')], { page: 0, pageSize: 2, last: true });
    renderView([
      {
        type: 'grid',
        id: 'story-grid',
        props: {
          pageSize: 2,
          source: {
            sfdcType: 'sfdc_cms__news',
            sfdcExpressionKey: 'Story',
            sfdcFields: 'contentKey',
          },
        },
        regions: {
          item: [
            {
              type: 'probe',
              id: 'story',
              props: { text: '[{!Story.contentKey}|{!Story.contentBody.excerpt}]' },
            },
          ],
        },
      },
    ]);
    const item = await screen.findByRole('article', { name: 'Item 1 of 1: Kitting' });
    expect(within(item).getByText(`[${contentKey('BINDB')}|]`)).toBeVisible();
  });
});
