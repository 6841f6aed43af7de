import { screen, waitFor } from '@testing-library/react';
import nock from 'nock';
import { describe, expect, it, vi } from 'vitest';
import { cacheKeys } from '@about-site/sdk';
import type { BlockDefinition } from '../../../../app/blocks/blockTypes';
import { ViewPage } from '../../../../app/pages/ViewPage';
import type { BlockRegistry } from '../../../../app/render/NodeList';
import type { View } from '../../../../shared/viewSchema';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { API_ORIGIN, SITE_ID, testConfig } from '../../../support/testStore';

const KEY = 'MCMN3SAVUSPRTE43BWFVONBGCJ56';

const label: BlockDefinition<{ text: string }> = {
  type: 'label',
  label: 'Label',
  parse: (raw) => ({ text: typeof raw.text === 'string' ? raw.text : 'fallback' }),
  component: ({ props }) => <p>{props.text}</p>,
};

const repeat: BlockDefinition<{ items: { title: string }[] }> = {
  type: 'repeat',
  label: 'Repeat',
  parse: (raw) => ({ items: Array.isArray(raw.items) ? (raw.items as { title: string }[]) : [] }),
  component: ({ props, renderRegion }) => (
    <ul>
      {props.items.map((item) => (
        <li key={item.title}>{renderRegion('item', { Item: item })}</li>
      ))}
    </ul>
  ),
};

const broken: BlockDefinition<Record<string, never>> = {
  type: 'broken',
  label: 'Broken',
  parse: () => ({}),
  component: () => {
    throw new Error('render failed');
  },
};

const registry = new Map(
  [label, repeat, broken].map((b) => [b.type, b as unknown as BlockDefinition<unknown>]),
) as BlockRegistry;

function view(nodes: View['nodes']): View {
  return { id: 'test', route: '/test', title: 'Test page', urlAlias: 'test', nodes };
}

function mockSeo() {
  nock(API_ORIGIN)
    .get(
      `/services/data/v64.0/connect/communities/${testConfig.communityId}/seo/properties/test?fields=Description`,
    )
    .reply(200, { recordId: 'test', hrefLangUrls: {}, isSeoIndexed: true });
}

const SEO_KEY = cacheKeys.getSeoProperties({
  communityId: testConfig.communityId,
  recordId: 'test',
  fields: ['Description'],
});

describe('ViewPage', () => {
  it('renders blocks with item bindings in their regions and normalised props', async () => {
    mockSeo();
    renderWithProviders(
      <ViewPage
        view={view([
          { type: 'label', id: 'a', props: { text: 42 } },
          {
            type: 'repeat',
            id: 'b',
            props: { items: [{ title: 'One' }, { title: 'Two' }] },
            regions: { item: [{ type: 'label', id: 'c', props: { text: 'Item: {!Item.title}' } }] },
          },
        ])}
      />,
      { registry },
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('Item: One')).toBeInTheDocument();
    expect(screen.getByText('Item: Two')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Test page');
    });
  });

  it('skips unknown and failing blocks and renders the rest', async () => {
    mockSeo();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sdk } = renderWithProviders(
      <ViewPage
        view={view([
          { type: 'nope', id: 'x' },
          { type: 'broken', id: 'y' },
          { type: 'label', id: 'z', props: { text: 'still here' } },
        ])}
      />,
      { registry },
    );
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown block type "nope"'));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Block "broken" (y) failed to render'),
      expect.anything(),
    );
    await waitFor(() => {
      expect(sdk.cache.get(SEO_KEY)?.state).toBe('Fulfilled');
    });
  });

  it('loads every cmsMedia image the view names in one request and binds the image info', async () => {
    mockSeo();
    nock(API_ORIGIN)
      .get(`/services/data/v64.0/connect/sites/${SITE_ID}/cms/delivery/contents`)
      .query({ contentKeys: KEY, includeContentBody: 'true' })
      .reply(200, {
        contents: [
          {
            contentKey: KEY,
            title: 'Aisle',
            contentType: { fullyQualifiedName: 'sfdc_cms__image' },
            contentBody: {
              altText: 'Warehouse aisle',
              'sfdc_cms:media': { url: `/cms/delivery/media/${KEY}` },
            },
          },
        ],
      });
    renderWithProviders(
      <ViewPage
        view={view([
          { type: 'label', id: 'i', props: { text: `{!cmsMedia.${KEY}.AltText}` } },
          { type: 'label', id: 'j', props: { text: `alt: {!cmsMedia.${KEY}.AltText}` } },
        ])}
      />,
      { registry },
    );
    expect(await screen.findByText('Warehouse aisle')).toBeInTheDocument();
    expect(screen.getByText('alt: Warehouse aisle')).toBeInTheDocument();
  });
});
