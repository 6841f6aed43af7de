import { lazy, Suspense, type ReactNode } from 'react';
import aboutView from './views/about.view.json';
import { ArticlePage } from './pages/ArticlePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ViewPage } from './pages/ViewPage';
import type { Route } from './routes';
import type { View } from './views/viewSchema';
import { SiteFrame } from './pages/SiteFrame';

// View JSON is validated at build time by the view-json Vite plugin.
const about = aboutView as View;
const GalleryPage = lazy(() => import('./pages/GalleryPage'));

export function App({ route }: { route: Route }): ReactNode {
  return <SiteFrame onAbout={route.page === 'about'}>{renderPage(route)}</SiteFrame>;
}

function renderPage(route: Route): ReactNode {
  switch (route.page) {
    case 'about':
      return <ViewPage view={about} recordId={route.recordId} />;
    case 'blocks':
      return (
        <Suspense>
          <GalleryPage />
        </Suspense>
      );
    case 'article':
      return <ArticlePage contentTypeName={route.contentTypeName} contentKey={route.contentKey} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
