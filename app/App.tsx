import type { ReactNode } from 'react';
import { HOME_ROUTE, type Route } from '../shared/pageRoutes';
import { ArticlePage } from './pages/ArticlePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteFrame } from './pages/SiteFrame';
import { ViewPage } from './pages/ViewPage';
import type { View } from '../shared/viewSchema';

/** What a page renders: its route and its view (the article template for an article). */
export interface PageTarget {
  route: Route;
  view?: View;
}

export function App({ route, view }: PageTarget): ReactNode {
  const onAbout = route.page === 'view' && view?.route === HOME_ROUTE;
  return (
    <SiteFrame onAbout={onAbout} route={route} view={view}>
      {renderPage(route, view)}
    </SiteFrame>
  );
}

function renderPage(route: Route, view: View | undefined): ReactNode {
  if (route.page === 'notFound' || !view) return <NotFoundPage />;
  if (route.page === 'article') {
    return (
      <ArticlePage
        view={view}
        contentTypeName={route.contentTypeName}
        contentKey={route.contentKey}
      />
    );
  }
  return <ViewPage view={view} recordId={route.recordId} />;
}
