import type { ReactNode } from 'react';
import aboutView from './views/about.view.json';
import blocksView from './views/blocks.view.json';
import { NotFoundPage } from './pages/NotFoundPage';
import { ViewPage } from './pages/ViewPage';
import type { Route } from './routes';
import type { View } from './views/viewSchema';
import { SiteFrame } from './pages/SiteFrame';

// View JSON is validated at build time by the view-json Vite plugin.
const views = { about: aboutView as View, blocks: blocksView as View };

export function App({ route }: { route: Route }): ReactNode {
  return <SiteFrame>{renderPage(route)}</SiteFrame>;
}

function renderPage(route: Route): ReactNode {
  switch (route.page) {
    case 'about':
      return <ViewPage view={views.about} recordId={route.recordId} />;
    case 'blocks':
      return <ViewPage view={views.blocks} />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
