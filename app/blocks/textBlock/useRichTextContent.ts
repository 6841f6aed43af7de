import { useMemo } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { useSanitizerWindow } from '../../ui/SanitizerWindowContext';
import { richTextContent, type TextContent } from './richTextContent';

/** Rich text ready to render: sanitised with the site's media settings and the page's DOM. */
export function useRichTextContent(source: string): TextContent {
  const { basePath, imageOptimizer } = useSiteConfig();
  const window = useSanitizerWindow();
  return useMemo(
    () => richTextContent(source, { basePath, imageOptimizer }, window),
    [source, basePath, imageOptimizer, window],
  );
}
