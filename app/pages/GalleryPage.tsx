import type { ReactNode } from 'react';
import blocksView from '../views/blocks.view.json';
import type { View } from '../views/viewSchema';
import { ViewPage } from './ViewPage';

/** The blocks gallery: a page of its own chunk, so the About page never loads it. */
export default function GalleryPage(): ReactNode {
  // View JSON is validated at build time by the view-json Vite plugin.
  return <ViewPage view={blocksView as View} />;
}
