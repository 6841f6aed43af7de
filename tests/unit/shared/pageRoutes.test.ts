import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../shared/pageRoutes';

const views = [
  { id: 'about', route: '/about' },
  { id: 'blocks', route: '/blocks' },
  { id: 'article', route: '/article' },
];

describe('matchRoute', () => {
  it("matches a view's route with an optional recordId", () => {
    expect(matchRoute('/about', '', views)).toEqual({
      page: 'view',
      viewId: 'about',
      recordId: '',
    });
    expect(matchRoute('/about/', '', views)).toEqual({
      page: 'view',
      viewId: 'about',
      recordId: '',
    });
    expect(matchRoute('/about/a0X123', '', views)).toEqual({
      page: 'view',
      viewId: 'about',
      recordId: 'a0X123',
    });
    expect(matchRoute('/blocks', '', views)).toEqual({
      page: 'view',
      viewId: 'blocks',
      recordId: '',
    });
  });

  it('knows only the views it is given; the article template is no page of its own', () => {
    expect(matchRoute('/contact', '', views)).toEqual({ page: 'notFound' });
    expect(matchRoute('/about/a/b', '', views)).toEqual({ page: 'notFound' });
    for (const dots of ['/about/..', '/about/.', '/about/%2e%2e', '/about/%2E', '/./about']) {
      expect(matchRoute(dots, '', views), dots).toEqual({ page: 'notFound' });
    }
    expect(matchRoute('/sfdc_cms__news/../MCX', '', views)).toEqual({ page: 'notFound' });
    expect(matchRoute('/article', '', views)).toEqual({ page: 'notFound' });
    expect(matchRoute('/contact', '', [...views, { id: 'contact', route: '/contact' }])).toEqual({
      page: 'view',
      viewId: 'contact',
      recordId: '',
    });
  });

  it('matches managed-content pages, with or without the url name', () => {
    expect(matchRoute('/sfdc_cms__news/MCA', '', views)).toEqual({
      page: 'article',
      contentTypeName: 'sfdc_cms__news',
      contentKey: 'MCA',
    });
    expect(matchRoute('/sfdc_cms__news/a-title/MCA', '', views)).toEqual({
      page: 'article',
      contentTypeName: 'sfdc_cms__news',
      contentKey: 'MCA',
    });
    expect(matchRoute('/sfdc_cms__news/%E0%A4%A', '', views)).toEqual({ page: 'notFound' });
  });

  it('works under a base path and refuses paths outside it', () => {
    expect(matchRoute('/site/about', '/site', views)).toEqual({
      page: 'view',
      viewId: 'about',
      recordId: '',
    });
    expect(matchRoute('/about', '/site', views)).toEqual({ page: 'notFound' });
    expect(matchRoute('/sitex/about', '/site', views)).toEqual({ page: 'notFound' });
  });
});
