import { useMemo, type ReactNode } from 'react';
import { usePageImages } from '../data/usePageImages';
import { SeoHead } from '../features/seo/SeoHead';
import type { BindingScope } from '../render/bindingScope';
import { collectMediaKeys } from '../render/bindings';
import { NodeList } from '../render/NodeList';
import type { View } from '../../shared/viewSchema';

interface ViewPageProps {
  view: View;
  /** The route's recordId parameter, passed to the SEO assistant. */
  recordId?: string;
  /** The page's title, when it is not the view's own (an article's). */
  title?: string;
  /** Data the view's bindings read besides the page images, such as `{!Record.title}`. */
  scope?: BindingScope;
}

/** Renders a view JSON page: SEO head, one image request for every image it names, its blocks. */
export function ViewPage({ view, recordId = '', title, scope }: ViewPageProps): ReactNode {
  const mediaKeys = useMemo(() => collectMediaKeys(view.nodes), [view]);
  const imagesByKey = usePageImages(mediaKeys);
  const bindings = useMemo(() => ({ ...scope, cmsMedia: imagesByKey }), [scope, imagesByKey]);
  return (
    <>
      <SeoHead
        title={title ?? view.title}
        recordId={recordId}
        urlAlias={view.urlAlias}
        robots={view.robots}
      />
      <NodeList nodes={view.nodes} scope={bindings} />
    </>
  );
}
