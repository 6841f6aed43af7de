import { lazy, Suspense, type ReactNode } from 'react';
import { stripTags } from '@about-site/sdk/text';
import type { BlockProps } from '../blockTypes';
import type { TextBlockProps } from './textBlockProps';
import { TextBlockMarkup } from './TextBlockMarkup';

// Rich text is sanitised with DOMPurify, which comes in this chunk rather than the page's first
// script: plain text and every other block need none of it. Server rendering resolves the chunk
// before it answers; hydration keeps the server's HTML until the chunk has arrived.
const RichTextBlock = lazy(() =>
  import('./RichTextBlock').then((module) => ({ default: module.RichTextBlock })),
);

/** Until the sanitiser has loaded (client rendering only): the words, tags stripped, in place. */
function RichTextPlaceholder({ props, source }: { props: TextBlockProps; source: string }) {
  return <TextBlockMarkup props={props} content={{ kind: 'text', text: stripTags(source) }} />;
}

/**
 * Text as a heading (`h1`..`h6`) or body paragraph, with its look per form factor. Plain text is
 * rendered as a text node; rich text as sanitised HTML, its images resolved for the site.
 */
export function TextBlock({ props }: BlockProps<TextBlockProps>): ReactNode {
  const { content } = props;
  if (content.kind === 'text') return <TextBlockMarkup props={props} content={content} />;
  return (
    <Suspense fallback={<RichTextPlaceholder props={props} source={content.source} />}>
      <RichTextBlock props={props} source={content.source} />
    </Suspense>
  );
}
