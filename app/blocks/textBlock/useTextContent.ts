import { useMemo } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { richTextContent, type TextContent } from './richTextContent';
import type { TextSource } from './textBlockProps';

/** The block's text ready to render: rich text sanitised with the site's media settings. */
export function useTextContent(content: TextSource): TextContent {
  const { basePath, imageOptimizer } = useSiteConfig();
  return useMemo(
    () =>
      content.kind === 'rich'
        ? richTextContent(content.source, { basePath, imageOptimizer })
        : content,
    [content, basePath, imageOptimizer],
  );
}
