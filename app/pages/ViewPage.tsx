import { useMemo, type ReactNode } from 'react';
import { usePageImages } from '../features/images';
import { SeoHead } from '../features/seo';
import { collectMediaKeys } from '../views/bindings';
import { NodeList } from '../views/NodeView';
import type { View } from '../views/viewSchema';

interface ViewPageProps {
  view: View;
  /** The route's recordId parameter, passed to the SEO assistant. */
  recordId?: string;
}

/** Renders a view JSON page: SEO head, one image request for every image it names, its blocks. */
export function ViewPage({ view, recordId = '' }: ViewPageProps): ReactNode {
  const mediaKeys = useMemo(() => collectMediaKeys(view.nodes), [view]);
  const imagesByKey = usePageImages(mediaKeys);
  const scope = useMemo(() => ({ cmsMedia: imagesByKey }), [imagesByKey]);
  return (
    <>
      <SeoHead
        title={view.title}
        recordId={recordId}
        urlAlias={view.urlAlias}
        robots={view.robots}
      />
      <NodeList nodes={view.nodes} scope={scope} />
    </>
  );
}
