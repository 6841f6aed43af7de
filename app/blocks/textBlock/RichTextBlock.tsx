import type { ReactNode } from 'react';
import type { TextBlockProps } from './textBlockProps';
import { TextBlockMarkup } from './TextBlockMarkup';
import { useRichTextContent } from './useRichTextContent';

/** The text block for rich text: loaded on demand by `TextBlock`, with the sanitiser. */
export function RichTextBlock({
  props,
  source,
}: {
  props: TextBlockProps;
  source: string;
}): ReactNode {
  return <TextBlockMarkup props={props} content={useRichTextContent(source)} />;
}
