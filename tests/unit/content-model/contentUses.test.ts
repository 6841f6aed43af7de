import { describe, expect, it } from 'vitest';
import { documentUses, routeLinks } from '../../../content-model/contentUses';
import type { ManagedContentDocument } from '../../../content-model/documents';
import type { View } from '../../../shared/viewSchema';

const view = (id: string, props: Record<string, unknown>): View => ({
  id,
  route: `/${id}`,
  title: id,
  nodes: [
    {
      type: 'section',
      id: `${id}-section`,
      regions: { col1: [{ type: 'button', id: `${id}-button`, props }] },
    },
  ],
});

const news = (contentKey: string, body: string): ManagedContentDocument => ({
  contentKey,
  managedContentId: '20Y5f00000AAAAAAAA',
  title: 'News',
  urlName: 'news',
  language: 'en_US',
  publishedDate: '2021-01-01T00:00:00.000Z',
  contentType: { fullyQualifiedName: 'sfdc_cms__news' },
  content: { type: 'sfdc_cms__news', body: { excerpt: '', body } },
});

describe('links to a page', () => {
  it('finds a prop that is the route, with a record id, query or language prefix', () => {
    const views = [
      view('a', { url: '/team' }),
      view('b', { url: '/team/rec-1?x=1' }),
      view('c', { url: '/fr/team' }),
      view('d', { url: '/teams' }),
      view('e', { url: 'https://example.com/x/team' }),
    ];
    expect(routeLinks('/team', 'team', views, []).views).toEqual([
      { view: 'a', node: 'a-button', field: 'nodes.0.regions.col1.0.props.url' },
      { view: 'b', node: 'b-button', field: 'nodes.0.regions.col1.0.props.url' },
      { view: 'c', node: 'c-button', field: 'nodes.0.regions.col1.0.props.url' },
    ]);
  });

  it("finds a link in a document's rich text, and leaves the page's own props out", () => {
    const documents = [
      news('MCAAAAAAAAAAAAAAAAAAAAAAAAAA', '<p><a href="/team#people">Team</a></p>'),
      news('MCBBBBBBBBBBBBBBBBBBBBBBBBBB', '<p>The team page</p>'),
    ];
    const links = routeLinks('/team', 'team', [view('team', { url: '/team' })], documents);
    expect(links).toEqual({
      views: [],
      documents: [{ contentKey: 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA', language: 'en_US' }],
    });
  });
});

describe('uses of a document', () => {
  it('finds its key in a binding and its managed content id in either length, not a longer id', () => {
    const target = {
      contentKey: 'MCAAAAAAAAAAAAAAAAAAAAAAAAAA',
      managedContentId: '20Y5f00000XyZabAAA',
    };
    const views = [
      view('a', { imageInfo: '{!cmsMedia.MCAAAAAAAAAAAAAAAAAAAAAAAAAA}' }),
      view('b', { contentId: '20Y5f00000XyZab' }),
      view('c', { contentId: '20Y5f00000XyZabAAAX' }),
    ];
    expect(documentUses(target, views, []).views.map((use) => use.view)).toEqual(['a', 'b']);
  });
});
